/**
 * The community deck-code format (Piltover Archive), versions 1 to 6, written from the format
 * description in `../shared/deck-codes/README.md` and checked against its golden vectors.
 *
 * - v1: main section, copy counts walked from 12 down to 1; v2 adds a sideboard walked 3 to 1;
 *   v3 adds the chosen-champion trailer; v4 puts a kind flag before every number (`R` runes).
 * - v5: one deck-level flag byte, then sparse sections (only the counts present, any count) and
 *   `SP` numbers; v6 is the v5 body plus a trailer of single cards (`additionalLegends`).
 *
 * The encoder picks the lowest of v3 to v6 that holds the deck, as the reference encoder does (v6
 * only when `additionalLegends` is given); `version` asks for a given one. Neither function
 * throws: every problem is a result with a stable code.
 */
export * from './deck-code-model.js';
export { decodeDeckCode } from './decode-deck-code.js';
export { encodeDeckCode } from './encode-deck-code.js';
