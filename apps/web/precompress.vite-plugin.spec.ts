import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedCopies } from './precompress.vite-plugin.js';

const script = Buffer.from('export const greeting = "hello";\n'.repeat(100));

describe('the build’s compressed copies (served by the api as they are)', () => {
  it('are brotli and gzip forms of the same bytes for a script, a page or a style sheet', () => {
    for (const name of ['app-1a2b3c.js', 'index.html', 'app-1a2b3c.css']) {
      const copies = compressedCopies(name, script);
      expect(copies).not.toBeNull();
      expect(brotliDecompressSync(copies?.br ?? Buffer.alloc(0))).toEqual(script);
      expect(gunzipSync(copies?.gz ?? Buffer.alloc(0))).toEqual(script);
      expect(copies?.br.length).toBeLessThan(script.length / 10);
    }
  });

  it('are not made for small files or formats that are compressed already', () => {
    expect(compressedCopies('tiny.js', Buffer.from('export {};'))).toBeNull();
    expect(compressedCopies('logo.png', script)).toBeNull();
  });
});
