/**
 * A fixed legal Standard deck for tests that change one thing: Loose Cannon (Jinx, Fury/Chaos),
 * Jinx, Rebel as chosen champion (three copies), twelve Origins cards three times and one once,
 * six Fury and six Chaos runes, three Origins battlefields. `JINX_SPARE` are further legal
 * Fury/Chaos Origins cards that are not in it.
 */
import { CATALOG } from '@arbiter/cards';
import type { DeckEntry, Decklist } from '../lib/decklist/decklist.js';
import { STANDARD } from '../lib/formats/standard.js';

const FURY_CHAOS_ORIGINS = CATALOG.cards
  .filter(
    (card) =>
      card.set === 'OGN' &&
      (card.type === 'Unit' || card.type === 'Spell' || card.type === 'Gear') &&
      card.supertype === null &&
      card.domains.every((domain) => domain === 'Fury' || domain === 'Chaos') &&
      !STANDARD.bans.some((ban) => ban.card === card.id),
  )
  .map((card) => card.id);

/** The thirteen cards besides the champion: the first twelve three times, the last once. */
export const JINX_FILLER: readonly string[] = FURY_CHAOS_ORIGINS.slice(0, 13);
export const JINX_SPARE: readonly string[] = FURY_CHAOS_ORIGINS.slice(13);

export const JINX_DECK: Decklist = {
  legend: [{ code: 'OGN-251', count: 1 }],
  chosenChampion: 'OGN-202',
  mainDeck: [{ code: 'OGN-202', count: 3 }, ...JINX_FILLER.map((code, index) => ({ code, count: index < 12 ? 3 : 1 }))],
  runes: [
    { code: 'OGN-007', count: 6 },
    { code: 'OGN-166', count: 6 },
  ],
  battlefields: [
    { code: 'OGN-275', count: 1 },
    { code: 'OGN-280', count: 1 },
    { code: 'OGN-283', count: 1 },
  ],
  sideboard: [],
  unsorted: [],
};

/** A decklist with each section in code order, to compare lists whatever order a code or a text wrote them in. */
export function inCodeOrder(decklist: Decklist): Decklist {
  const order = (entries: readonly DeckEntry[]) => [...entries].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  return {
    ...decklist,
    legend: order(decklist.legend),
    mainDeck: order(decklist.mainDeck),
    runes: order(decklist.runes),
    battlefields: order(decklist.battlefields),
    sideboard: order(decklist.sideboard),
    unsorted: order(decklist.unsorted),
  };
}
