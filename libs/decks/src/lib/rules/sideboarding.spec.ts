import { describe, expect, it } from 'vitest';
import type { DeckEntry, Decklist } from '../decklist/decklist.js';
import { JINX_DECK, JINX_FILLER, JINX_SPARE } from '../../testing/jinx-deck.js';
import { validateSideboarding } from './sideboarding.js';

/** Jinx, Rebel as chosen champion, with Jinx, Demolitionist and another unit in the sideboard. */
const SIDE = JINX_SPARE[0] as string;
const OUTSIDE = JINX_SPARE[1] as string;
const REGISTERED: Decklist = { ...JINX_DECK, sideboard: [{ code: 'OGN-030', count: 2 }, { code: SIDE, count: 2 }] };
const swapOut = { code: JINX_FILLER[0] as string };
const swapOut2 = { code: JINX_FILLER[1] as string };

/** Moves `count` copies of `out` to the sideboard and `count` copies of `into` from the sideboard into the main deck. */
function swap(deck: Decklist, out: string, into: string, count: number): Decklist {
  const move = (entries: readonly DeckEntry[], remove: string, add: string) =>
    [...entries.map((entry) => (entry.code === remove ? { ...entry, count: entry.count - count } : entry)), { code: add, count }].filter((entry) => entry.count > 0);
  return { ...deck, mainDeck: move(deck.mainDeck, out, into), sideboard: move(deck.sideboard, into, out) };
}

const codes = (next: Decklist, game = 2, extra: { previousGameDrawn?: boolean; firstGameSkipped?: boolean } = {}) =>
  validateSideboarding({ registered: REGISTERED, next, context: { game, ...extra } }).map((violation) => violation.code);

describe('sideboarding between games (TR 2026-07-16 403.4)', () => {
  it('the registered deck is legal', () => {
    expect(codes(REGISTERED, 1)).toEqual([]);
  });

  it('TR 2026-07-16 403.4: cards are swapped one for one', () => {
    expect(codes(swap(REGISTERED, swapOut.code, SIDE, 2))).toEqual([]);
  });

  it('TR 2026-07-16 403.4: a card from outside main deck and sideboard is refused', () => {
    const next = { ...REGISTERED, mainDeck: REGISTERED.mainDeck.map((entry) => (entry.code === swapOut.code ? { code: OUTSIDE, count: 3 } : entry)) };
    expect(codes(next)).toContain('deck/sideboard_not_one_for_one');
  });

  it('TR 2026-07-16 403.4.a, 601.1.c.4: the chosen champion may change to one from the sideboard', () => {
    const next = { ...swap(REGISTERED, swapOut.code, 'OGN-030', 2), chosenChampion: 'OGN-030' };
    expect(codes(next)).toEqual([]);
  });

  it('TR 2026-07-16 403.4.a: the new chosen champion still meets the deck rules', () => {
    const next = { ...swap(REGISTERED, swapOut.code, SIDE, 2), chosenChampion: SIDE };
    expect(codes(next)).toEqual(['deck/champion_not_champion_unit']);
  });

  it('TR 2026-07-16 403.4.b: legend, runes and battlefields never change', () => {
    expect(codes({ ...REGISTERED, legend: [{ code: 'OGN-247', count: 1 }] })).toContain('deck/legend_changed');
    expect(codes({ ...REGISTERED, runes: [{ code: 'OGN-007', count: 7 }, { code: 'OGN-166', count: 5 }] })).toEqual(['deck/runes_changed']);
    expect(codes({ ...REGISTERED, battlefields: [...REGISTERED.battlefields.slice(0, 2), { code: 'OGN-298', count: 1 }] })).toEqual(['deck/battlefields_changed']);
  });

  it('TR 2026-07-16 403.4.c: after sideboarding the main deck is 40 cards again', () => {
    const uneven = swap(swap(REGISTERED, swapOut.code, SIDE, 2), swapOut2.code, 'OGN-030', 1);
    const twoForOne = { ...uneven, mainDeck: uneven.mainDeck.filter((entry) => entry.code !== 'OGN-030'), sideboard: [...uneven.sideboard.filter((entry) => entry.code !== 'OGN-030'), { code: 'OGN-030', count: 2 }] };
    expect(codes(twoForOne)).toEqual(['deck/main_deck_size']);
  });

  it('TR 2026-07-16 403.5: no sideboard card in the first game of a match', () => {
    expect(codes(swap(REGISTERED, swapOut.code, SIDE, 2), 1)).toEqual(['deck/sideboarding_not_allowed']);
  });

  it('TR 2026-07-16 403.9: no sideboarding for the game after a skipped first game', () => {
    expect(codes(swap(REGISTERED, swapOut.code, SIDE, 2), 2, { firstGameSkipped: true })).toEqual(['deck/sideboarding_not_allowed']);
  });

  it('TR 2026-07-16 403.10: no sideboarding after a drawn game; the previous configuration stays', () => {
    const previous = swap(REGISTERED, swapOut.code, SIDE, 2);
    const keep = validateSideboarding({ registered: REGISTERED, previous, next: previous, context: { game: 3, previousGameDrawn: true } });
    const change = validateSideboarding({ registered: REGISTERED, previous, next: REGISTERED, context: { game: 3, previousGameDrawn: true } });
    expect(keep).toEqual([]);
    expect(change.map((violation) => [violation.code, violation.ruleRef])).toEqual([['deck/sideboarding_not_allowed', 'TR 2026-07-16 403.10']]);
  });
});
