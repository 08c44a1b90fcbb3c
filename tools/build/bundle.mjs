/**
 * One file per process: the compiled entry point with everything it imports, bundled by esbuild.
 *
 * Why: a process that starts after a crash in the middle of an event competes for the CPU with
 * its peers, and loading 743 compiled files and about 2,000 files of node_modules one by one (each
 * resolved, read and compiled on its own) was most of its start: the api took 2.7 s of CPU and the
 * worker 1.75 s, where the bundles take about 1.5 and 0.55 s (ADR 0105).
 *
 * Left outside the bundle and loaded from node_modules as before:
 * - packages with a native addon (a `binding.gyp` or `prebuilds/`), which find their binary
 *   beside their own files;
 * - optional packages that are not installed (Nest's microservices, for one): the code that
 *   loads them already handles their absence;
 * - `LOADED_ON_DEMAND`: packages the server imports only when a rare request needs them, or that
 *   read files beside themselves by `import.meta.url`.
 * Code of node_modules gets its own `__dirname` and `__filename` (where it is in node_modules), as
 * unbundled; the bundle's own are those of the bundle.
 *
 * The bundle is CommonJS, not an ES module, so that its starter (`start-bundle.cjs`) can compile
 * it with V8's code cache, which Node 20 offers for scripts only (ADR 0112).
 */
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { keepSources } from './source-map.mjs';

/**
 * - `@graphql-yoga/render-graphiql`: GraphiQL's 9 MB of scripts, imported on the first request
 *   for GraphiQL (`local-graphiql.ts`);
 * - `@electric-sql/pglite`: the embedded database of `npm start`, which loads its WebAssembly
 *   from beside its module.
 */
const LOADED_ON_DEMAND = ['@graphql-yoga/render-graphiql', '@electric-sql/pglite'];

/**
 * The bundle is a CommonJS function body (`start-bundle.cjs` compiles it with V8's code cache):
 * what our ES modules take from `import.meta` comes from the function's `__filename` and
 * `__dirname` instead (see `IMPORT_META`).
 */
const BANNER = [
  // Strict, as the ES modules it is made of were (a CommonJS function is sloppy unless it says so).
  "'use strict';",
  "const __arbiterUrl = require('node:url').pathToFileURL(__filename).href;",
  "const __arbiterPath = (path) => require('node:path').join(__dirname, path);",
].join('\n');

/** `import.meta` of the bundled ES modules, in a CommonJS bundle (esbuild leaves it empty there). */
const IMPORT_META = { 'import.meta.url': '__arbiterUrl', 'import.meta.dirname': '__dirname', 'import.meta.filename': '__filename' };

const packageRootCache = new Map();
/** The directory of the package that holds `file` (the nearest package.json with a name). */
function packageRoot(file) {
  let dir = dirname(file);
  while (dir !== dirname(dir)) {
    let root = packageRootCache.get(dir);
    if (root === undefined) {
      const manifest = join(dir, 'package.json');
      root = existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name ? dir : null;
      packageRootCache.set(dir, root);
    }
    if (root) return root;
    dir = dirname(dir);
  }
  return null;
}

function hasNativeAddon(file) {
  const root = packageRoot(file);
  return root !== null && (existsSync(join(root, 'binding.gyp')) || existsSync(join(root, 'prebuilds')));
}

const isPackageOf = (specifier, name) => specifier === name || specifier.startsWith(`${name}/`);

/** Decides which bare imports stay outside the bundle (see the file's comment). */
const externals = {
  name: 'arbiter-externals',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData?.arbiterResolving) return undefined;
      if (LOADED_ON_DEMAND.some((name) => isPackageOf(args.path, name))) return { path: args.path, external: true };
      const found = await builder.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: { arbiterResolving: true } });
      if (found.errors.length > 0) return { path: args.path, external: true };
      if (found.external || hasNativeAddon(found.path)) return { path: args.path, external: true };
      return { path: found.path, namespace: found.namespace, sideEffects: found.sideEffects, pluginData: found.pluginData };
    });
  },
};

/**
 * Dependencies as esbuild reads them: with their own `__dirname` and `__filename` where they use
 * them (relative to the bundle's directory), and without their source map comments, so that their
 * code maps to itself, in node_modules, and `keepSources` drops it (some ship maps into sources
 * they do not ship, which would otherwise look like files of ours).
 */
function dependencies(outDir) {
  return {
    name: 'arbiter-dependencies',
    setup(builder) {
      builder.onLoad({ filter: /[\\/]node_modules[\\/].*\.c?js$/ }, async (args) => {
        const text = (await readFile(args.path, 'utf8')).replace(/^\/\/# sourceMappingURL=.*$/gm, '');
        const uses = (name) => text.includes(name) && !new RegExp(`\\b(?:var|let|const|function)\\s+${name}\\b`).test(text);
        const declarations = [];
        if (uses('__dirname')) declarations.push(`__dirname = __arbiterPath(${JSON.stringify(relative(outDir, dirname(args.path)).split(sep).join('/'))})`);
        if (uses('__filename')) declarations.push(`__filename = __arbiterPath(${JSON.stringify(relative(outDir, args.path).split(sep).join('/'))})`);
        // On the first line, so that the file's own lines keep their numbers.
        return { contents: declarations.length === 0 ? text : `var ${declarations.join(', ')};${text}`, loader: 'js' };
      });
    },
  };
}

/** The starter the images run, copied beside each bundle (`start-bundle.cjs`). */
const STARTER = join(import.meta.dirname, 'start-bundle.cjs');
const STARTER_HASH_SLOT = '__ARBITER_BUNDLE_HASH__';

/**
 * Bundles `entry` (a compiled `.js` of the server build) into `outFile` (`<name>.bundle.cjs`) in
 * the same directory, with a source map into the workspace's TypeScript sources (through the
 * compiled files' maps), and writes its starter `<name>.start.cjs` beside it.
 */
export async function bundleEntry(entry, outFile) {
  const outDir = dirname(outFile);
  if (outDir !== dirname(entry)) throw new Error(`${outFile}: a bundle sits beside its entry, where its __dirname paths point`);
  if (!outFile.endsWith('.bundle.cjs')) throw new Error(`${outFile}: a bundle is named <name>.bundle.cjs (its starter is <name>.start.cjs)`);
  const result = await build({
    entryPoints: [entry],
    outfile: outFile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    define: IMPORT_META,
    // No `keepNames`: it wraps every function that is defined, inner ones included, in a call
    // that sets its name, and some are defined per request (graphql-yoga's and whatwg-node's
    // promise helpers): about 7 % of the api's CPU in the pairings spike. Nothing of ours goes by a
    // class's name (Nest and the CQRS buses go by reference and metadata, migrations name
    // themselves); what changes is the name in a log line: a decorated class `X` of ours is
    // `X2` in Nest's messages, because esbuild renames its inner binding.
    keepNames: false,
    sourcemap: 'linked',
    sourcesContent: false,
    banner: { js: BANNER },
    plugins: [externals, dependencies(outDir)],
    logLevel: 'silent',
    metafile: true,
  });
  const mapFile = `${outFile}.map`;
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  writeFileSync(mapFile, JSON.stringify(keepSources(map, (source) => !resolve(outDir, source).split(sep).includes('node_modules'))));
  const hash = createHash('sha256').update(readFileSync(outFile, 'utf8')).digest('hex');
  const starter = readFileSync(STARTER, 'utf8');
  if (!starter.includes(STARTER_HASH_SLOT)) throw new Error(`${STARTER} has no ${STARTER_HASH_SLOT} to fill in`);
  writeFileSync(outFile.replace(/\.bundle\.cjs$/, '.start.cjs'), starter.replace(STARTER_HASH_SLOT, hash));
  const inputs = Object.keys(result.metafile.inputs);
  return { files: inputs.length, dependencies: inputs.filter((input) => input.split('/').includes('node_modules')).length };
}
