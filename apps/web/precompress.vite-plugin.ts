/// <reference types="node" />
/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every compressible file of the build,
 * which the api then serves as they are (`apps/api/src/web/static-bundle.ts`). Compressing the
 * bundle itself, brotli at its best quality, cost the api 0.9 s of CPU at every start, and a
 * process restarted in the middle of an event spends that CPU while its peers need it (issue 20).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text formats worth compressing; smaller files are sent as they are. */
const compressible = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.webmanifest']);
const smallestCompressed = 512;

/** The compressed copies of a file of the build, or null when it is sent as it is. */
export function compressedCopies(fileName: string, body: Buffer): { readonly br: Buffer; readonly gz: Buffer } | null {
  if (!compressible.has(extname(fileName)) || body.length <= smallestCompressed) return null;
  return { br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }), gz: gzipSync(body, { level: 9 }) };
}

/** Writes the `.br` and `.gz` copies of every compressible file under `dir`; returns how many files got them. */
export function precompressDirectory(dir: string): number {
  let count = 0;
  for (const entry of readdirSync(dir)) {
    const full = join(dir, entry);
    if (statSync(full).isDirectory()) {
      // Vite's own manifest is read by tools, never served.
      if (entry !== '.vite') count += precompressDirectory(full);
      continue;
    }
    const copies = compressedCopies(entry, readFileSync(full));
    if (!copies) continue;
    writeFileSync(`${full}.br`, copies.br);
    writeFileSync(`${full}.gz`, copies.gz);
    count += 1;
  }
  return count;
}

export function precompress(): Plugin {
  return {
    name: 'arbiter-precompress',
    apply: 'build',
    writeBundle(options) {
      if (options.dir) precompressDirectory(options.dir);
    },
  };
}
