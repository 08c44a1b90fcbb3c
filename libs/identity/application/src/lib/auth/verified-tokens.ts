import type { Viewer } from './viewer.js';

interface Entry {
  readonly viewer: Viewer;
  /** When the token expires, in epoch milliseconds. */
  readonly expiresAtMs: number;
}

/**
 * Tokens whose signature and claims were verified, with the viewer they carry, until they expire.
 *
 * Why: a player or a scorekeeper sends many requests with one token. Checking its HS256
 * signature through WebCrypto (jose) took a fifth of the api's CPU under a burst of result
 * reports; `Hs256Jwt` now does it in microseconds, and a hit here still saves the HMAC and the
 * two JSON parses of every request after the first. The key is the whole token, signature included, so a
 * token that differs in any character is verified afresh; expiry is checked on every hit.
 * Bounded: when full, the oldest entry goes (insertion order), so memory stays fixed.
 */
export class VerifiedTokens {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly capacity = 10_000) {}

  /** The viewer of a verified token, `'expired'` once it has expired, or null if unknown. */
  get(token: string, nowMs: number): Viewer | 'expired' | null {
    const entry = this.entries.get(token);
    if (!entry) return null;
    if (nowMs >= entry.expiresAtMs) {
      this.entries.delete(token);
      return 'expired';
    }
    return entry.viewer;
  }

  remember(token: string, viewer: Viewer, expiresAtMs: number): void {
    if (this.entries.size >= this.capacity && !this.entries.has(token)) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(token, { viewer, expiresAtMs });
  }

  get size(): number {
    return this.entries.size;
  }
}
