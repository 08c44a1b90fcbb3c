import { decodeDeckCode as decodeCommunityCode } from '@arbiter/decks';
import { refusal, type Refusal } from '../decision.js';
import type { CardCount } from '../events/tournament.events.js';

export type DecodedDeck =
  | { readonly ok: true; readonly cards: readonly CardCount[]; readonly chosenChampion: string | null }
  | { readonly ok: false; readonly error: Refusal };

/**
 * Decodes a community deck code (Piltover Archive format, versions 1 to 6, every set) with
 * `@arbiter/decks`: legend, runes, battlefields and main deck in one list, the chosen champion
 * from version 3 codes on, and a version 6 code's separate card list joined to it. A sideboard,
 * if the code has one, is not part of the registered deck yet.
 */
export function decodeDeckCode(code: string): DecodedDeck {
  const decoded = decodeCommunityCode(code);
  if (!decoded.ok) {
    return { ok: false, error: refusal('DECKLIST.INVALID_CODE', `the deck code cannot be read: ${decoded.error.message}`, { details: { reason: decoded.error.code } }) };
  }
  const { mainDeck, additionalLegends, chosenChampion } = decoded.deck;
  const singles = (additionalLegends ?? []).map((cardCode) => ({ cardCode, count: 1 }));
  return { ok: true, cards: [...mainDeck, ...singles].map(({ cardCode, count }) => ({ cardCode, count })), chosenChampion };
}
