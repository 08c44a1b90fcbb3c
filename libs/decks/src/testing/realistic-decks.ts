/**
 * Realistic legal decks built from the catalog's facts, as a player builds them: one legend, a
 * champion unit of its tag as the chosen champion, 40 main-deck cards of the legend's domain
 * identity (about 24 units, 12 spells and 4 gear, mostly three copies, up to three signature
 * cards, one copy of a Unique card), 12 runes split over the two domains, and three battlefields
 * with distinct names. Every card is legal in the format and none is banned. Seeded, so the same
 * seed gives the same deck.
 */
import { CATALOG, type CardCatalog, type CardFacts, type Domain } from '@arbiter/cards';
import { Random } from '@arbiter/prng';
import type { DeckEntry, Decklist } from '../lib/decklist/decklist.js';
import type { Format } from '../lib/formats/format.js';
import { STANDARD } from '../lib/formats/standard.js';
import { formatProblem } from '../lib/rules/format-checks.js';
import { withinIdentity } from '../lib/rules/resolved-deck.js';

export interface RealisticDeckOptions {
  readonly seed?: string;
  readonly format?: Format;
  /** The event's day for set dates and bans (default: every set and ban of the format). */
  readonly on?: string;
  /** `varied` picks a random printing of each card (alternate art, overnumbered, `VEN-R01` runes, `VEN-SP1`). */
  readonly printings?: 'canonical' | 'varied';
  /** A sideboard of this many cards (0 to 10): legal cards of the identity, copies counted with the main deck. */
  readonly sideboard?: number;
  readonly catalog?: CardCatalog;
}

const TARGET: ReadonlyArray<readonly [type: 'Unit' | 'Spell' | 'Gear', cards: number]> = [
  ['Unit', 24],
  ['Spell', 12],
  ['Gear', 4],
];

export function realisticDeck(legendId: string, options: RealisticDeckOptions = {}): Decklist {
  const catalog = options.catalog ?? CATALOG;
  const format = options.format ?? STANDARD;
  const random = Random.seeded(`${options.seed ?? 'realistic'}/${legendId}`);
  const legend = catalog.byId(legendId);
  if (legend?.type !== 'Legend') throw new Error(`${legendId} is not a legend`);
  const tag = catalog.championTag(legend);
  const identity = legend.domains.filter((domain): domain is Domain => domain !== 'Colorless');
  const legal = (card: CardFacts) =>
    card.supertype !== 'Token' && formatProblem(card, format, options.on, undefined) === null && !format.bans.some((ban) => ban.card === card.id);
  const pool = catalog.cards.filter((card) => legal(card) && withinIdentity(card, identity));

  const champions = pool.filter((card) => card.type === 'Unit' && card.supertype === 'Champion' && tag !== null && card.tags.includes(tag));
  const champion = random.pick(champions);
  if (!champion) throw new Error(`no champion unit for ${legend.name}`);
  const main = new Map<CardFacts, number>([[champion, 3]]);

  const signatures = random.shuffle(pool.filter((card) => card.supertype === 'Signature' && tag !== null && card.tags.includes(tag)));
  let signaturesLeft = 3;
  for (const card of signatures) {
    if (signaturesLeft === 0) break;
    const copies = card.keywords.includes('Unique') ? 1 : Math.min(signaturesLeft, signatures.length === 1 ? 3 : 2);
    main.set(card, copies);
    signaturesLeft -= copies;
  }

  const ordinary = pool.filter((card) => card.supertype !== 'Signature' && (card.type === 'Unit' || card.type === 'Spell' || card.type === 'Gear') && !main.has(card));
  for (const [type, wanted] of TARGET) {
    const candidates = random.shuffle(ordinary.filter((card) => card.type === type)).sort((a, b) => (a.energy ?? 0) - (b.energy ?? 0));
    let have = [...main].filter(([card]) => card.type === type).reduce((sum, [, count]) => sum + count, 0);
    for (const card of candidates) {
      if (have >= wanted) break;
      const copies = Math.min(card.keywords.includes('Unique') ? 1 : random.nextInt(3) === 0 ? 2 : 3, wanted - have);
      main.set(card, copies);
      have += copies;
    }
  }
  fillToForty(main, ordinary, random);

  const sideboard = sideboardOf(main, ordinary, options.sideboard ?? 0, random);

  const runes = identity.map((domain) => catalog.cards.find((card) => card.type === 'Rune' && card.domains.includes(domain)) as CardFacts);
  const battlefields = random.shuffle(catalog.cards.filter((card) => card.type === 'Battlefield' && card.supertype !== 'Token' && legal(card))).slice(0, 3);
  const code = (card: CardFacts) => (options.printings === 'varied' ? (random.pick(card.printings)?.code ?? card.id) : card.id);
  const entry = (card: CardFacts, count: number): DeckEntry => ({ code: code(card), count });
  const championCode = code(champion);
  return {
    legend: [entry(legend, 1)],
    chosenChampion: championCode,
    mainDeck: [{ code: championCode, count: 3 }, ...[...main].filter(([card]) => card !== champion).map(([card, count]) => entry(card, count))],
    runes: runes.map((rune) => entry(rune, 12 / runes.length)),
    battlefields: battlefields.map((card) => entry(card, 1)),
    sideboard: [...sideboard].map(([card, count]) => entry(card, count)),
    unsorted: [],
  };
}

/** Sideboard cards: two or three copies of cards the main deck has not, so no name exceeds three. */
function sideboardOf(main: ReadonlyMap<CardFacts, number>, ordinary: readonly CardFacts[], size: number, random: Random): Map<CardFacts, number> {
  const sideboard = new Map<CardFacts, number>();
  if (size <= 0) return sideboard;
  let left = Math.max(0, Math.min(10, size));
  for (const card of random.shuffle(ordinary)) {
    if (left === 0) break;
    if (main.has(card) || card.keywords.includes('Unique')) continue;
    const copies = Math.min(left, 2 + random.nextInt(2));
    sideboard.set(card, copies);
    left -= copies;
  }
  return sideboard;
}

/** Tops the main deck up to 40 with single copies when the type targets ran short. */
function fillToForty(main: Map<CardFacts, number>, ordinary: readonly CardFacts[], random: Random): void {
  let total = [...main.values()].reduce((sum, count) => sum + count, 0);
  for (const card of random.shuffle(ordinary)) {
    if (total >= 40) return;
    if (!main.has(card)) {
      main.set(card, 1);
      total += 1;
    }
  }
}

/** A legal deck of each legend of the catalog (every set), in catalog order. */
export function deckOfEachLegend(options: RealisticDeckOptions = {}): { legend: CardFacts; decklist: Decklist }[] {
  const catalog = options.catalog ?? CATALOG;
  return catalog.cards.filter((card) => card.type === 'Legend').map((legend) => ({ legend, decklist: realisticDeck(legend.id, options) }));
}
