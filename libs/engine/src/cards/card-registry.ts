/**
 * The cards the engine supports, looked up by canonical id or by any printing code (variant
 * suffixes `a`, `b`, `s`, `*` and alternate printings map to the canonical card).
 */
import type { CardDefinition, CardType, Keywords, Supertype } from '../model/card-definition.js';
import type { CardId, Domain } from '../model/ids.js';
import { LEGENDS, RUNES, TOKENS } from './basics.js';
import { BATTLEFIELDS, BLANK_BATTLEFIELD } from './battlefields.js';
import { blankBattlefield } from './define-card.js';
import { ACCELERATE_VISION_CARDS } from './accelerate-vision-cards.js';
import { BODY_CARDS } from './body-cards.js';
import { BODY_ORDER_CARDS } from './body-order-cards.js';
import { CALM_CARDS } from './calm-cards.js';
import { CALM_CARDS_B } from './calm-cards-b.js';
import { CHAOS_CARDS } from './chaos-cards.js';
import { CHAOS_CARDS_B } from './chaos-cards-b.js';
import { CHOICE_CONTROL_CARDS } from './choice-control-cards.js';
import { FURY_CARDS } from './fury-cards.js';
import { FURY_CARDS_B } from './fury-cards-b.js';
import { deriveKeywordCards } from './keyword-cards.js';
import { LEGENDS_BATTLEFIELDS_CARDS } from './legends-battlefields-cards.js';
import { MIND_CARDS } from './mind-cards.js';
import { MIND_ORDER_CARDS } from './mind-order-cards.js';
import { ORDER_CARDS } from './order-cards.js';
import { OTHER_CARDS } from './other-cards.js';
import { PLAY_BY_EFFECT_CARDS } from './play-by-effect-cards.js';
import { PROVING_GROUNDS_CARDS } from './proving-grounds-cards.js';
import { SIGNATURE_CARDS } from './signature-cards.js';
import { COST_RESOURCE_CARDS } from './cost-resource-cards.js';
import { DELAYED_KILL_CARDS } from './delayed-kill-cards.js';
import { FACEDOWN_CARDS } from './facedown-cards.js';
import { BYEFFECT_CARDS } from './byeffect-cards.js';
import { KILLS_CARDS } from './kills-cards.js';
import { DECK_TOP_CARDS } from './deck-top-cards.js';
import { CHAMPION_CARDS } from './champion-cards.js';
import { BORROWED_ABILITY_CARDS } from './borrowed-ability-cards.js';
import { HIDDEN_PLAY_CARDS } from './hidden-play-cards.js';
import { SPELL_CONTROL_CARDS } from './spell-control-cards.js';

const BLANK = blankBattlefield(BLANK_BATTLEFIELD);

/** The hand-written definitions; each wins over a derived one for the same card. */
const HAND_WRITTEN: readonly CardDefinition[] = [
  ...RUNES,
  ...TOKENS,
  ...LEGENDS,
  ...BATTLEFIELDS,
  ...ORDER_CARDS,
  ...MIND_CARDS,
  ...BODY_CARDS,
  ...BODY_ORDER_CARDS,
  ...OTHER_CARDS,
  ...CALM_CARDS,
  ...CALM_CARDS_B,
  ...FURY_CARDS,
  ...FURY_CARDS_B,
  ...CHAOS_CARDS,
  ...CHAOS_CARDS_B,
  ...PROVING_GROUNDS_CARDS,
  ...SIGNATURE_CARDS,
  ...ACCELERATE_VISION_CARDS,
  ...LEGENDS_BATTLEFIELDS_CARDS,
  ...MIND_ORDER_CARDS,
  ...CHOICE_CONTROL_CARDS,
  ...PLAY_BY_EFFECT_CARDS,
  ...COST_RESOURCE_CARDS,
  ...DELAYED_KILL_CARDS,
  ...FACEDOWN_CARDS,
  ...BYEFFECT_CARDS,
  ...KILLS_CARDS,
  ...CHAMPION_CARDS,
  ...BORROWED_ABILITY_CARDS,
  ...HIDDEN_PLAY_CARDS,
  ...SPELL_CONTROL_CARDS,
  ...DECK_TOP_CARDS,
];

const handWrittenCodes = new Set(HAND_WRITTEN.flatMap((card) => [card.id, ...card.printings]));

/** Cards whose abilities are exactly keywords the engine plays, built from their facts (ADR 0090). */
const DERIVED: readonly CardDefinition[] = deriveKeywordCards((code) => handWrittenCodes.has(code));
const derivedIds = new Set(DERIVED.map((card) => card.id));

const ALL: readonly CardDefinition[] = [...HAND_WRITTEN, ...DERIVED];

const byId = new Map<CardId, CardDefinition>([[BLANK.id, BLANK], ...ALL.map((card) => [card.id, card] as const)]);
const byPrinting = new Map<string, CardDefinition>();
for (const card of ALL) for (const code of card.printings) byPrinting.set(code, card);

const canonicalCodes = new Map<string, string>();

/** `OGN-007a`, `OGN-007s`, `OGN-007*` and `OGN-007b` are printings of `OGN-007`. Every game
 * setup asks this for each card of each deck, so answers are remembered. */
export function canonicalCardCode(code: string): string {
  let known = canonicalCodes.get(code);
  if (known === undefined) {
    known = canonicalCodeOf(code);
    if (canonicalCodes.size >= 10_000) canonicalCodes.clear();
    canonicalCodes.set(code, known);
  }
  return known;
}

function canonicalCodeOf(code: string): string {
  const trimmed = code.trim().toUpperCase().replace(/\/\d+$/, '');
  const direct = byPrinting.get(trimmed)?.id;
  if (direct) return direct;
  const match = /^([A-Z]{3}-[A-Z]?\d{2,3})[ABS*]?$/.exec(trimmed);
  const base = match?.[1] ?? trimmed;
  return byPrinting.get(base)?.id ?? base;
}

/** Whether the engine built this card from its keywords rather than from a hand-written definition. */
export function isDerivedCard(id: CardId): boolean {
  return derivedIds.has(id);
}

export function findCard(id: CardId): CardDefinition | undefined {
  return byId.get(id);
}

/** The definition of a card known to be supported (a missing one is an engine bug). */
export function cardDefinition(id: CardId): CardDefinition {
  const card = byId.get(id);
  if (!card) throw new Error(`unsupported card ${id}`);
  return card;
}

export interface SupportedCard {
  readonly id: CardId;
  readonly name: string;
  readonly type: CardType;
  readonly supertype: Supertype;
  readonly domains: readonly Domain[];
  readonly energy: number;
  readonly power: number;
  readonly might: number | null;
  readonly tags: readonly string[];
  readonly keywords: Keywords;
  readonly printings: readonly string[];
}

/** Every card the engine can play, sorted by id (tokens included; the blank battlefield not). */
export function listSupportedCards(): readonly SupportedCard[] {
  return [...ALL]
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map(({ id, name, type, supertype, domains, energy, power, might, tags, keywords, printings }) => ({
      id,
      name,
      type,
      supertype,
      domains,
      energy,
      power,
      might,
      tags,
      keywords: printedKeywords(keywords),
      printings,
    }));
}

/** The keywords a card prints, without the absent ones a definition writes as undefined (see
 * `fullKeywords` in define-card.ts). */
function printedKeywords(keywords: Keywords): Keywords {
  const printed: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(keywords)) if (value !== undefined) printed[name] = value;
  return printed as Keywords;
}

/**
 * The definition of a game object's card. An object keeps its card for the whole game (tokens get
 * fresh ids), so the last definition found for each object id is kept and checked against the
 * object's card: two array reads instead of a map lookup on every rules query.
 */
const cardAtId: (string | undefined)[] = [];
const definitionAtId: (CardDefinition | undefined)[] = [];

export function cardOf(object: { readonly id: number; readonly card: CardId }): CardDefinition {
  const id = object.id;
  const card = object.card;
  if (cardAtId[id] === card) return definitionAtId[id] as CardDefinition;
  const definition = cardDefinition(card);
  if (id >= 0 && id < 100_000) {
    cardAtId[id] = card;
    definitionAtId[id] = definition;
  }
  return definition;
}
