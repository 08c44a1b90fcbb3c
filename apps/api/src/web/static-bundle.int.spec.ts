import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { loadStaticBundle } from './static-bundle.js';

const script = Buffer.from('export const greeting = "hello";\n'.repeat(100));
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A build with index.html and one script; `copies` are written beside the script as the web build does. */
function build(copies: { br: Buffer; gz: Buffer } | null): { dir: string; scriptFile: string } {
  const dir = mkdtempSync(join(tmpdir(), 'arbiter-web-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Arbiter</title>');
  const scriptFile = join(dir, 'assets', 'app-1a2b3c.js');
  writeFileSync(scriptFile, script);
  if (copies) {
    writeFileSync(`${scriptFile}.br`, copies.br);
    writeFileSync(`${scriptFile}.gz`, copies.gz);
  }
  return { dir, scriptFile };
}

// Valid, but not what the api would make itself (quality 1, level 1): tells the copies apart.
const buildCopies = () => ({ br: brotliCompressSync(script, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } }), gz: gzipSync(script, { level: 1 }) });

describe('the web pages in memory (loadStaticBundle)', () => {
  it('serves the build’s own brotli and gzip copies instead of compressing at start-up, and never as files of their own', () => {
    const copies = buildCopies();
    const { dir } = build(copies);
    const files = loadStaticBundle(dir);
    const served = files.get('/assets/app-1a2b3c.js');
    expect(served?.body).toEqual(script);
    expect(served?.brotli).toEqual(copies.br);
    expect(served?.gzip).toEqual(copies.gz);
    expect([...files.keys()].sort()).toEqual(['/assets/app-1a2b3c.js', '/index.html']);
  });

  it('compresses a file itself when its copies are older than it (a file changed after the build)', () => {
    const { dir, scriptFile } = build(buildCopies());
    const past = new Date(Date.now() - 60_000);
    utimesSync(`${scriptFile}.br`, past, past);
    utimesSync(`${scriptFile}.gz`, past, past);
    const served = loadStaticBundle(dir).get('/assets/app-1a2b3c.js');
    expect(served?.brotli).not.toEqual(buildCopies().br);
    expect(brotliDecompressSync(served?.brotli ?? Buffer.alloc(0))).toEqual(script);
    expect(gunzipSync(served?.gzip ?? Buffer.alloc(0))).toEqual(script);
  });

  it('compresses a file itself when the build wrote no copies', () => {
    const { dir } = build(null);
    const served = loadStaticBundle(dir).get('/assets/app-1a2b3c.js');
    expect(brotliDecompressSync(served?.brotli ?? Buffer.alloc(0))).toEqual(script);
    expect(gunzipSync(served?.gzip ?? Buffer.alloc(0))).toEqual(script);
  });
});
