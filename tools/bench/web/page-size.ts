import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';

interface ManifestChunk {
  readonly file: string;
  readonly imports?: readonly string[];
  readonly css?: readonly string[];
  readonly isEntry?: boolean;
}

/** The route module of the public event page in the Vite manifest. */
const publicRoute = 'src/features/public-event/routes/events.$eventId.tsx';

/**
 * What a first visit to the public event page downloads, as the api sends it (brotli or gzip, as
 * a browser asks): index.html, the entry chunk, the public route's chunk and every chunk and
 * stylesheet they import (from the Vite manifest). The pairings document is data and counted
 * apart.
 */
export async function publicPageBytes(baseUrl: string, distDir: string): Promise<{ files: { path: string; bytes: number }[]; total: number }> {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const paths = new Set<string>(['/events/any-event']);
  const visit = (key: string): void => {
    const chunk = manifest[key];
    if (!chunk || paths.has(`/${chunk.file}`)) return;
    paths.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) paths.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  if (!manifest[publicRoute]) throw new Error(`${publicRoute} is not in the manifest; was the web app built?`);
  visit(publicRoute);
  const files = await Promise.all([...paths].map(async (path) => ({ path, bytes: await transferred(new URL(path, baseUrl).toString()) })));
  return { files, total: files.reduce((sum, file) => sum + file.bytes, 0) };
}

export function transferred(url: string, encoding = 'br, gzip'): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': encoding } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => (response.statusCode === 200 ? resolve(bytes) : reject(new Error(`${url}: HTTP ${response.statusCode}`))));
    });
    req.on('error', reject);
    req.end();
  });
}
