import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GraphiQLOptions } from 'graphql-yoga';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';

/**
 * GraphiQL without internet. Yoga's own page loads GraphiQL's script, styles and editor workers
 * from a CDN and its icon from another host, so on a machine without internet it never loads.
 * `@graphql-yoga/render-graphiql` ships the same build as strings; the api serves them itself
 * under a versioned path (cached for good) and the page names only that path.
 */
const { version } = createRequire(import.meta.url)('@graphql-yoga/render-graphiql/package.json') as { version: string };

export const GRAPHIQL_ASSETS_PATH = `/graphiql-assets/${version}`;

type AssetName = 'css' | 'js' | 'editorWorkerService' | 'jsonWorker' | 'graphqlWorker';

const assetFiles: Readonly<Record<string, { readonly name: AssetName | 'favicon'; readonly contentType: string }>> = {
  'graphiql.css': { name: 'css', contentType: 'text/css; charset=utf-8' },
  'yoga-graphiql.js': { name: 'js', contentType: 'text/javascript; charset=utf-8' },
  'editor.worker.js': { name: 'editorWorkerService', contentType: 'text/javascript; charset=utf-8' },
  'json.worker.js': { name: 'jsonWorker', contentType: 'text/javascript; charset=utf-8' },
  'graphql.worker.js': { name: 'graphqlWorker', contentType: 'text/javascript; charset=utf-8' },
  'favicon.ico': { name: 'favicon', contentType: 'image/x-icon' },
};

interface Asset {
  readonly body: Buffer;
  readonly gzipped: Buffer;
  readonly contentType: string;
}

/** The assets, loaded on the first request (9 MB of strings the api need not hold until then). */
let loaded: Promise<Map<string, Asset>> | null = null;
function assets(): Promise<Map<string, Asset>> {
  loaded ??= import('@graphql-yoga/render-graphiql/graphiql').then((build) => {
    const map = new Map<string, Asset>();
    for (const [file, { name, contentType }] of Object.entries(assetFiles)) {
      const body = name === 'favicon' ? Buffer.from(build.favicon.replace(/^data:[^,]*;base64,/, ''), 'base64') : Buffer.from(build[name], 'utf8');
      map.set(file, { body, gzipped: gzipSync(body), contentType });
    }
    return map;
  });
  return loaded;
}

/** JSON that can sit inside a <script> element (no `</script>` or `<!--` can end it early). */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Yoga's `renderGraphiQL`: the GraphiQL page, every asset from this server. */
export function renderLocalGraphiQL(options: GraphiQLOptions): string {
  const base = GRAPHIQL_ASSETS_PATH;
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>${escapeHtml(options.title ?? 'GraphiQL')}</title>
    <link rel="icon" href="${base}/favicon.ico" />
    <link rel="stylesheet" href="${base}/graphiql.css" />
  </head>
  <body id="body" class="no-focus-outline">
    <noscript>GraphiQL needs JavaScript.</noscript>
    <div id="root"></div>
    <script>
      self.MonacoEnvironment = {
        globalAPI: false,
        getWorkerUrl: (moduleId, label) =>
          ({ editorWorkerService: '${base}/editor.worker.js', json: '${base}/json.worker.js', graphql: '${base}/graphql.worker.js' })[label],
      };
    </script>
    <script src="${base}/yoga-graphiql.js"></script>
    <script>
      YogaGraphiQL.renderYogaGraphiQL(document.querySelector('#root'), ${scriptJson(options)});
    </script>
  </body>
</html>
`;
}

/** Serves GraphiQL's assets at `GRAPHIQL_ASSETS_PATH` (gzip when the browser takes it). */
export function mountGraphiqlAssets(fastify: FastifyInstance): void {
  fastify.get(`${GRAPHIQL_ASSETS_PATH}/:file`, async (request: FastifyRequest<{ Params: { file: string } }>, reply: FastifyReply) => {
    const asset = (await assets()).get(request.params.file);
    if (!asset) return reply.status(404).send({ error: 'no such GraphiQL asset' });
    const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    reply.header('content-type', asset.contentType).header('cache-control', 'public, max-age=31536000, immutable').header('vary', 'accept-encoding');
    if (gzip) reply.header('content-encoding', 'gzip');
    return reply.send(gzip ? asset.gzipped : asset.body);
  });
}
