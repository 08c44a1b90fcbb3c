/**
 * Ready legal decks for tests of other libraries (Duel, FFA3, Magma Chamber): two Viktor decks
 * (Herald of the Arcane, Mind/Order) and two Sett decks (The Boss, Body/Order).
 */
import type { Deck } from '../deck/deck.js';

function copies(list: readonly (readonly [string, number])[]): readonly string[] {
  return list.flatMap(([id, count]) => Array.from({ length: count }, () => id));
}

/** `list` with `count` copies of `out` replaced by copies of `into`. */
function swapCopies(list: readonly string[], out: string, into: string, count: number): readonly string[] {
  let left = count;
  const kept = list.filter((card) => card !== out || left-- <= 0);
  return [...kept, ...Array.from({ length: list.length - kept.length }, () => into)];
}

const VIKTOR_RUNES = copies([
  ['OGN-089', 6],
  ['OGN-214', 6],
]);
const SETT_RUNES = copies([
  ['OGN-126', 6],
  ['OGN-214', 6],
]);
const LEE_SIN_RUNES = copies([
  ['OGN-042', 6],
  ['OGN-126', 6],
]);

export const VIKTOR_TOKENS: Deck = {
  legend: 'OGN-265',
  champion: 'OGN-246',
  mainDeck: copies([
    ['OGN-246', 2],
    ['OGN-210', 3],
    ['OGN-211', 3],
    ['OGN-217', 3],
    ['OGN-216', 3],
    ['OGN-219', 3],
    ['OGN-087', 3],
    ['OGN-096', 3],
    ['OGN-106', 3],
    ['OGN-084', 2],
    ['OGN-095', 3],
    ['OGN-104', 2],
    ['OGN-229', 2],
    ['OGN-213', 2],
    ['OGN-266', 1],
    ['OGN-088', 1],
  ]),
  runes: VIKTOR_RUNES,
  battlefields: ['OGN-280', 'OGN-275', 'OGN-294'],
};

export const VIKTOR_CONTROL: Deck = {
  legend: 'OGN-265',
  champion: 'OGN-246',
  mainDeck: copies([
    ['OGN-246', 2],
    ['OGN-088', 3],
    ['OGN-232', 3],
    ['OGN-215', 3],
    ['OGN-223', 2],
    ['OGN-225', 2],
    ['OGN-208', 2],
    ['OGN-087', 3],
    ['OGN-085', 3],
    ['OGN-083', 3],
    ['OGN-114', 2],
    ['OGN-099', 2],
    ['OGN-206', 2],
    ['OGN-207', 2],
    ['OGN-228', 2],
    ['OGN-266', 2],
    ['OGN-245', 1],
  ]),
  runes: VIKTOR_RUNES,
  battlefields: ['OGN-283', 'OGN-288', 'OGN-298'],
};

export const SETT_BUFFS: Deck = {
  legend: 'OGN-269',
  champion: 'OGN-240',
  mainDeck: copies([
    ['OGN-240', 2],
    ['OGN-136', 3],
    ['OGN-139', 3],
    ['OGN-141', 3],
    ['OGN-132', 3],
    ['OGN-217', 3],
    ['OGN-210', 3],
    ['OGN-130', 3],
    ['OGN-135', 2],
    ['OGN-146', 2],
    ['OGN-207', 2],
    ['OGN-154', 2],
    ['OGN-270', 3],
    ['OGN-134', 2],
    ['OGN-228', 2],
    ['OGN-144', 1],
  ]),
  runes: SETT_RUNES,
  battlefields: ['OGN-283', 'OGN-280', 'OGN-294'],
};

export const SETT_MIGHT: Deck = {
  legend: 'OGN-269',
  champion: 'OGN-240',
  mainDeck: copies([
    ['OGN-240', 2],
    ['OGN-142', 2],
    ['OGN-137', 3],
    ['OGN-232', 3],
    ['OGN-215', 3],
    ['OGN-223', 3],
    ['OGN-219', 3],
    ['OGN-208', 2],
    ['OGN-216', 3],
    ['OGN-134', 3],
    ['OGN-154', 3],
    ['OGN-144', 2],
    ['OGN-229', 2],
    ['OGN-213', 2],
    ['OGN-245', 1],
    ['OGN-136', 2],
  ]),
  runes: SETT_RUNES,
  battlefields: ['OGN-275', 'OGN-288', 'OGN-298'],
};

export const READY_DECKS: readonly Deck[] = [VIKTOR_TOKENS, VIKTOR_CONTROL, SETT_BUFFS, SETT_MIGHT];

/**
 * `VIKTOR_CONTROL` with two Portal Rescues (603, 560.1.a) and a Time Warp for its Mega-Mechs; like
 * `LEE_SIN_COUNTERS`, the engine's property suite plays it besides `READY_DECKS`.
 */
export const VIKTOR_RESCUE: Deck = {
  ...VIKTOR_CONTROL,
  mainDeck: swapCopies(swapCopies(VIKTOR_CONTROL.mainDeck, 'OGN-088', 'OGN-102', 2), 'OGN-088', 'OGN-122', 1),
};

/**
 * A Lee Sin deck (Blind Monk, Calm/Body) with counter spells (601) and Sabotage (600). It is not one of
 * `READY_DECKS` (whose order other libraries' tests and the benchmark rely on); the engine's
 * property suite plays it besides them.
 */
export const LEE_SIN_COUNTERS: Deck = {
  legend: 'OGN-257',
  champion: 'OGN-078',
  mainDeck: copies([
    ['OGN-078', 2],
    ['OGN-064', 3],
    ['OGN-045', 3],
    ['OGN-044', 3],
    ['OGN-052', 3],
    ['OGN-054', 3],
    ['OGN-049', 2],
    ['OGN-050', 3],
    ['OGN-058', 3],
    ['OGN-077', 2],
    ['OGN-136', 3],
    ['OGN-141', 3],
    ['OGN-137', 3],
    ['OGN-156', 3],
  ]),
  runes: LEE_SIN_RUNES,
  battlefields: ['OGN-275', 'OGN-283', 'OGN-298'],
};

/**
 * A ready deck as the flat card list a decklist registration carries (what a deck code decodes
 * to), with its champion; `battlefields` keeps only the first ones (modes that use fewer).
 */
export function readyDeckCardList(index: number, battlefields?: number): { cards: { cardCode: string; count: number }[]; champion: string } {
  const deck = READY_DECKS[index % READY_DECKS.length] as Deck;
  const counts = new Map<string, number>();
  const fields = deck.battlefields.slice(0, battlefields ?? deck.battlefields.length);
  for (const id of [deck.legend, deck.champion, ...deck.mainDeck, ...deck.runes, ...fields]) counts.set(id, (counts.get(id) ?? 0) + 1);
  return { cards: [...counts].map(([cardCode, count]) => ({ cardCode, count })), champion: deck.champion };
}
