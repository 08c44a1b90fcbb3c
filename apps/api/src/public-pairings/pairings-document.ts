import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * One round's published pairings as one cacheable document (issue 19): the bytes, their
 * compressed forms and a strong ETag. Built once per pairings version and served to every
 * visitor of a public event; the browser searches it in memory.
 */
export interface PairingsDocument {
  readonly tournamentId: string;
  readonly round: number;
  readonly version: number;
  readonly etag: string;
  readonly body: Buffer;
  readonly gzip: Buffer;
  readonly brotli: Buffer;
}

export function pairingsDocument(tournamentId: string, round: number, version: number, pairings: unknown): PairingsDocument {
  const body = Buffer.from(JSON.stringify(pairings));
  const digest = createHash('sha256').update(body).digest('base64url').slice(0, 22);
  return {
    tournamentId,
    round,
    version,
    etag: `"${digest}"`,
    body,
    gzip: gzipSync(body, { level: 6 }),
    // Quality 5 compresses a 2,048-player round in a few milliseconds; 11 would take a second.
    brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  };
}

export type Encoding = 'br' | 'gzip' | 'identity';

/** The best encoding the client accepts (brotli, then gzip), honouring `q=0`. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const weight = (name: string): number => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return 'identity';
}

/** Does `If-None-Match` name this ETag (or `*`)? Weak comparison, as RFC 9110 asks for GET. */
export function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
