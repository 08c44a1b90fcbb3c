import { getDeckFromCode } from '@piltoverarchive/riftbound-deck-codes';
import { refusal, type Refusal } from '../decision.js';
import type { CardCount } from '../events/tournament.events.js';

export type DecodedDeck =
  | { readonly ok: true; readonly cards: readonly CardCount[]; readonly chosenChampion: string | null }
  | { readonly ok: false; readonly error: Refusal };

const MAX_CODE_LENGTH = 2_000;

/**
 * Decodes a Piltover Archive deck code (the community format): legend, runes, battlefields and
 * main deck in one list, and the chosen champion from version 3 codes on. A sideboard, if the
 * code has one, is not part of the registered deck.
 */
export function decodeDeckCode(code: string): DecodedDeck {
  const trimmed = code.trim();
  if (trimmed.length === 0 || trimmed.length > MAX_CODE_LENGTH) {
    return { ok: false, error: refusal('DECKLIST.INVALID_CODE', 'the deck code is empty or too long') };
  }
  try {
    const decoded = getDeckFromCode(trimmed);
    return {
      ok: true,
      cards: decoded.mainDeck.map((card) => ({ cardCode: card.cardCode, count: card.count })),
      chosenChampion: decoded.chosenChampion ?? null,
    };
  } catch {
    // The library throws on anything it cannot read; the message is not ours to pass on.
    return { ok: false, error: refusal('DECKLIST.INVALID_CODE', 'the deck code cannot be read (Piltover Archive format expected)') };
  }
}
