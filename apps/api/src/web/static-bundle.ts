import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** One file of the built web pages, held in memory with its compressed forms. */
export interface StaticFile {
  readonly path: string;
  readonly contentType: string;
  readonly etag: string;
  readonly cacheControl: string;
  readonly body: Buffer;
  readonly gzip: Buffer | null;
  readonly brotli: Buffer | null;
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};
const compressible = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.webmanifest']);

/**
 * Reads the Vite build (`apps/web/dist`) once at start-up. Hashed files under `assets/` never
 * change, so browsers keep them for a year; `index.html` is revalidated on every visit, so a
 * new build reaches everyone at once. Compressed forms are the build's own `.br` and `.gz`
 * copies (`apps/web/precompress.vite-plugin.ts`); a file without fresh copies (a build made
 * without the plugin) is compressed here, once, not per request. Compressing the whole bundle
 * here took 0.9 s of CPU at every start (issue 20).
 */
export function loadStaticBundle(distDir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  if (!existsSync(join(distDir, 'index.html'))) return files;
  const visit = (dir: string): void => {
    for (const entry of readdirSync(dir)) {
      const full = join(dir, entry);
      const stats = statSync(full);
      if (stats.isDirectory()) {
        if (entry !== '.vite') visit(full);
        continue;
      }
      // The compressed copies travel with their file, not as files of their own.
      if (/\.(br|gz)$/.test(entry) && existsSync(full.slice(0, -3))) continue;
      const path = `/${relative(distDir, full).split('\\').join('/')}`;
      files.set(path, staticFile(path, full, stats.mtimeMs));
    }
  };
  visit(distDir);
  return files;
}

/** The build's compressed copy of `file` when there is one at least as new as the file (`fileMtimeMs`). */
function prebuilt(file: string, fileMtimeMs: number, suffix: '.br' | '.gz'): Buffer | null {
  const copy = `${file}${suffix}`;
  const copyStats = statSync(copy, { throwIfNoEntry: false });
  return copyStats && copyStats.mtimeMs >= fileMtimeMs ? readFileSync(copy) : null;
}

function staticFile(path: string, file: string, mtimeMs: number): StaticFile {
  const body = readFileSync(file);
  const extension = extname(path);
  const squeeze = compressible.has(extension) && body.length > 512;
  return {
    path,
    contentType: contentTypes[extension] ?? 'application/octet-stream',
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`,
    cacheControl: path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    body,
    gzip: squeeze ? (prebuilt(file, mtimeMs, '.gz') ?? gzipSync(body, { level: 9 })) : null,
    brotli: squeeze ? (prebuilt(file, mtimeMs, '.br') ?? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })) : null,
  };
}
