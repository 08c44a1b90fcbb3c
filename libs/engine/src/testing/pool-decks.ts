/**
 * Random legal decks drawn from the whole supported card pool (issue 23): for the full-pool
 * property suite and the `gamesPerSecFullPool` benchmark. A deck picks a supported legend, a
 * champion unit of its tag, 39 more main-deck cards of its domain identity (1 to 3 copies of each
 * card picked, so about twenty different cards per deck), twelve runes of its domains and
 * battlefields. Every deck is checked with `validateDeck`; an illegal one is a bug here.
 */
import type { Random } from '@arbiter/prng';
import { listSupportedCards, type SupportedCard } from '../cards/card-registry.js';
import type { Deck } from '../deck/deck.js';
import { validateDeck } from '../deck/validate-deck.js';
import type { CardId, Domain } from '../model/ids.js';

const MAIN_DECK_BESIDES_CHAMPION = 39; // CR 1.4 103.2: 40 with the chosen champion
const MAX_COPIES = 3; // CR 1.4 103.2.b
const MAX_SIGNATURE = 3; // CR 1.4 103.2.d.1
const RUNE_COUNT = 12; // CR 1.3 103.3.a

/** What one legend's decks may hold. */
export interface LegendPool {
  readonly legend: CardId;
  readonly domains: readonly Domain[];
  readonly champions: readonly CardId[];
  /** Main-deck cards in the legend's identity (signature cards only of its champion tag). */
  readonly mainDeck: readonly SupportedCard[];
}

export interface CardPool {
  readonly legends: readonly LegendPool[];
  readonly battlefields: readonly CardId[];
  readonly runeOf: Readonly<Partial<Record<Domain, CardId>>>;
}

const inIdentity = (card: SupportedCard, domains: readonly Domain[]): boolean => card.domains.every((domain) => domains.includes(domain));
const sharesTag = (card: SupportedCard, legend: SupportedCard): boolean => legend.tags.some((tag) => card.tags.includes(tag));

function buildPool(): CardPool {
  const cards = listSupportedCards();
  const runeOf: Partial<Record<Domain, CardId>> = {};
  for (const card of cards) if (card.type === 'Rune' && card.domains.length === 1) runeOf[card.domains[0] as Domain] ??= card.id;
  const mainDeckCards = cards.filter((card) => (card.type === 'Unit' || card.type === 'Spell' || card.type === 'Gear') && card.supertype !== 'Token');
  const legends = cards
    .filter((card) => card.type === 'Legend')
    .map((legend): LegendPool => ({
      legend: legend.id,
      domains: legend.domains,
      champions: mainDeckCards.filter((card) => card.supertype === 'Champion' && card.type === 'Unit' && inIdentity(card, legend.domains) && sharesTag(card, legend)).map((card) => card.id),
      mainDeck: mainDeckCards.filter((card) => inIdentity(card, legend.domains) && (card.supertype !== 'Signature' || sharesTag(card, legend))),
    }))
    .filter((pool) => pool.champions.length > 0 && pool.domains.every((domain) => runeOf[domain] !== undefined));
  const battlefields = cards.filter((card) => card.type === 'Battlefield').map((card) => card.id);
  return { legends, battlefields, runeOf };
}

let pool: CardPool | null = null;

/** The supported pool, per legend (computed once; the registry never changes while running). */
export function supportedCardPool(): CardPool {
  pool ??= buildPool();
  return pool;
}

function mainDeckFor(random: Random, legend: LegendPool, champion: CardId, favoured: ReadonlySet<CardId>): CardId[] {
  const chosen: CardId[] = [];
  const copiesOf = new Map<CardId, number>([[champion, 1]]);
  let signatures = 0;
  const room = (card: SupportedCard): number => {
    const left = MAX_COPIES - (copiesOf.get(card.id) ?? 0);
    return card.supertype === 'Signature' ? Math.min(left, MAX_SIGNATURE - signatures) : left;
  };
  const add = (card: SupportedCard, copies: number): void => {
    for (let i = 0; i < copies; i++) chosen.push(card.id);
    copiesOf.set(card.id, (copiesOf.get(card.id) ?? 0) + copies);
    if (card.supertype === 'Signature') signatures += copies;
  };
  // Favoured cards first (favoured signature cards before the rest: they fit only this legend's
  // decks; one copy each, so several share the few signature slots of a deck), then the legend's
  // other signature cards, then the rest.
  const shuffled = random.shuffle(legend.mainDeck);
  const signature = (card: SupportedCard): boolean => card.supertype === 'Signature';
  const rank = (card: SupportedCard): number => (favoured.has(card.id) ? (signature(card) ? 0 : 1) : signature(card) ? 2 : 3);
  const order = [0, 1, 2, 3].flatMap((wanted) => shuffled.filter((card) => rank(card) === wanted));
  for (const card of order) {
    const copies = rank(card) === 0 ? 1 : 1 + random.nextInt(MAX_COPIES);
    const wanted = Math.min(copies, room(card), MAIN_DECK_BESIDES_CHAMPION - chosen.length);
    if (wanted > 0) add(card, wanted);
  }
  // A small pool may not reach 39 with the random copy counts: top up to the copy limits.
  for (const card of order) {
    const more = Math.min(room(card), MAIN_DECK_BESIDES_CHAMPION - chosen.length);
    if (more > 0) add(card, more);
  }
  return chosen;
}

/**
 * A random legal deck of the whole supported pool for a mode with `battlefieldsPerDeck`.
 * `favoured`: cards a caller wants seen more often (the property suite passes the cards that have
 * appeared in too few games so far): a legend whose decks can hold one is picked, and the deck
 * takes the favoured cards it may hold first. Without it the deck is uniformly random as before.
 */
export function randomPoolDeck(random: Random, battlefieldsPerDeck = 3, favoured: ReadonlySet<CardId> = NONE): Deck {
  const cardPool = supportedCardPool();
  return poolDeckOf(random, cardPool, pickLegend(random, cardPool, favoured), battlefieldsPerDeck, favoured);
}

export interface LegendDeckOptions {
  /** Battlefields the mode's decks bring (3 unless said). */
  readonly battlefieldsPerDeck?: number;
  /** Cards the deck must not hold (a format's banned cards, for a deck a tournament accepts). */
  readonly exclude?: ReadonlySet<CardId>;
  /** Cards the deck takes first where the legend may hold them (as `randomPoolDeck`'s `favoured`). */
  readonly favoured?: ReadonlySet<CardId>;
}

/**
 * A random legal deck of the supported pool led by `legendId` (a champion of its tag, its domain
 * identity, its runes; random battlefields), without the `exclude`d cards and with the `favoured`
 * ones it may hold: for a test that must play every legend. Throws when the legend is not supported, or has no supported champion left.
 */
export function poolDeckForLegend(random: Random, legendId: CardId, options: LegendDeckOptions = {}): Deck {
  const cardPool = supportedCardPool();
  const exclude = options.exclude ?? NONE;
  const found = cardPool.legends.find((candidate) => candidate.legend === legendId);
  const legend: LegendPool | undefined = found && {
    ...found,
    champions: found.champions.filter((card) => !exclude.has(card)),
    mainDeck: found.mainDeck.filter((card) => !exclude.has(card.id)),
  };
  if (!legend || legend.champions.length === 0 || exclude.has(legendId)) {
    throw new Error(`no pool deck for ${legendId}: not a supported legend with a supported champion and runes`);
  }
  const pool = { ...cardPool, battlefields: cardPool.battlefields.filter((card) => !exclude.has(card)) };
  return poolDeckOf(random, pool, legend, options.battlefieldsPerDeck ?? 3, options.favoured ?? NONE);
}

function poolDeckOf(random: Random, cardPool: CardPool, legend: LegendPool, battlefieldsPerDeck: number, favoured: ReadonlySet<CardId>): Deck {
  const favouredChampions = legend.champions.filter((card) => favoured.has(card));
  const champion = random.pick(favouredChampions.length > 0 ? favouredChampions : legend.champions);
  const [first, second] = legend.domains;
  const firstRunes = second === undefined ? RUNE_COUNT : 3 + random.nextInt(RUNE_COUNT - 5);
  const rune = (domain: Domain | undefined): CardId => cardPool.runeOf[domain as Domain] as CardId;
  const deck: Deck = {
    legend: legend.legend,
    champion,
    mainDeck: mainDeckFor(random, legend, champion, favoured),
    runes: [...Array.from({ length: firstRunes }, () => rune(first)), ...Array.from({ length: RUNE_COUNT - firstRunes }, () => rune(second))],
    battlefields: favouredFirst(random.shuffle(cardPool.battlefields), favoured).slice(0, battlefieldsPerDeck),
  };
  const violations = validateDeck({ battlefieldsPerDeck }, deck);
  if (violations.length > 0) throw new Error(`random pool deck is illegal: ${violations.map((violation) => violation.code).join(', ')}`);
  return deck;
}

const NONE: ReadonlySet<CardId> = new Set();

const favouredFirst = (cards: readonly CardId[], favoured: ReadonlySet<CardId>): CardId[] => [
  ...cards.filter((card) => favoured.has(card)),
  ...cards.filter((card) => !favoured.has(card)),
];

const holdersByPool = new WeakMap<CardPool, ReadonlyMap<CardId, readonly LegendPool[]>>();

/** For each card of the pool, the legends whose decks may hold it (its own legend for a legend card). */
function legendsHolding(cardPool: CardPool): ReadonlyMap<CardId, readonly LegendPool[]> {
  const known = holdersByPool.get(cardPool);
  if (known) return known;
  const holders = new Map<CardId, LegendPool[]>();
  const note = (card: CardId, legend: LegendPool): void => {
    const list = holders.get(card) ?? [];
    if (!list.includes(legend)) list.push(legend);
    holders.set(card, list);
  };
  for (const legend of cardPool.legends) {
    note(legend.legend, legend);
    for (const card of legend.mainDeck) note(card.id, legend);
  }
  holdersByPool.set(cardPool, holders);
  return holders;
}

function pickLegend(random: Random, cardPool: CardPool, favoured: ReadonlySet<CardId>): LegendPool {
  if (favoured.size > 0) {
    // An under-seen legend first (its signature cards come with it); then the legend whose decks
    // can hold the most favoured cards (greedy cover), so common cards catch up in a few decks.
    const favouredLegends = cardPool.legends.filter((legend) => favoured.has(legend.legend));
    if (favouredLegends.length > 0) return random.pick(favouredLegends);
    const counts = new Map<LegendPool, number>();
    for (const card of favoured) for (const legend of legendsHolding(cardPool).get(card) ?? []) counts.set(legend, (counts.get(legend) ?? 0) + 1);
    const most = Math.max(0, ...counts.values());
    if (most > 0) return random.pick(cardPool.legends.filter((legend) => counts.get(legend) === most));
  }
  // A domain first, then a legend of it: each domain's cards stay about as frequent however many
  // legends share it (picking a legend directly would make the domains of few legends rare).
  const domains = [...new Set(cardPool.legends.flatMap((candidate) => candidate.domains))].sort();
  const domain = random.pick(domains);
  return random.pick(cardPool.legends.filter((candidate) => candidate.domains.includes(domain)));
}
