/**
 * Small builders for card definitions: a card's facts (name, type, supertype, domains, costs,
 * might, tags, printings) come from the card catalog (`@arbiter/cards`), so they live in one
 * place; the builders add the typed behaviour of `model/card-definition.ts`. No card text is
 * stored.
 */
import { CATALOG, type CardFacts } from '@arbiter/cards';
import type {
  Ability,
  AdditionalCost,
  CardDefinition,
  CardType,
  EffectText,
  Keywords,
  SelfDiscount,
} from '../model/card-definition.js';
import type { CardId, Domain } from '../model/ids.js';

export interface CardExtras {
  readonly keywords?: Keywords;
  readonly abilities?: readonly Ability[];
  readonly additionalCost?: AdditionalCost;
  readonly selfDiscount?: SelfDiscount;
  /** Codes the engine also reads as this card, beyond the catalog's printings. */
  readonly printings?: readonly string[];
}

/** The catalog's facts of a card the engine implements; a card missing there is an engine bug. */
function factsOf(id: CardId, type: CardType): CardFacts {
  const facts = CATALOG.byId(id);
  if (!facts) throw new Error(`the engine defines ${id}, which the card catalog does not know`);
  if (facts.type !== type) throw new Error(`the engine defines ${id} as a ${type}, the catalog says ${facts.type ?? 'no type'}`);
  return facts;
}

/**
 * A card's printed keywords with every keyword written, in one order (the absent ones as
 * undefined, which reads, spreads and serializes as absent): the rules read these on every card
 * they look at, and keyword records of many different shapes made each of those reads
 * megamorphic.
 */
function fullKeywords(keywords: Keywords): Keywords {
  const full: { readonly [K in keyof Required<Keywords>]: Keywords[K] | undefined } = {
    tank: keywords.tank,
    assault: keywords.assault,
    shield: keywords.shield,
    deflect: keywords.deflect,
    ganking: keywords.ganking,
    hidden: keywords.hidden,
    action: keywords.action,
    reaction: keywords.reaction,
    temporary: keywords.temporary,
    legion: keywords.legion,
    deathknell: keywords.deathknell,
    accelerate: keywords.accelerate,
    vision: keywords.vision,
  };
  return full as Keywords;
}

function base(id: CardId, type: CardType, extras: CardExtras, spell: EffectText | null): CardDefinition {
  const facts = factsOf(id, type);
  return {
    id,
    name: facts.name,
    type,
    supertype: facts.supertype,
    // Battlefields and tokens have no domain (the card data writes `Colorless`).
    domains: facts.domains.filter((domain): domain is Domain => domain !== 'Colorless'),
    // Legends, battlefields, runes and tokens have no cost; the engine treats it as 0 (182.2.a.1).
    energy: facts.energy ?? 0,
    power: facts.power ?? 0,
    might: facts.might,
    tags: facts.tags,
    keywords: fullKeywords(extras.keywords ?? {}),
    spell,
    abilities: extras.abilities ?? [],
    additionalCost: extras.additionalCost ?? null,
    selfDiscount: extras.selfDiscount ?? null,
    printings: [...facts.printings.map((printing) => printing.code).filter((code) => code !== id), ...(extras.printings ?? [])],
  };
}

export function unit(id: CardId, extras: CardExtras = {}): CardDefinition {
  return base(id, 'Unit', extras, null);
}

export function spell(id: CardId, text: EffectText, extras: CardExtras = {}): CardDefinition {
  return base(id, 'Spell', extras, text);
}

export function gear(id: CardId, extras: CardExtras = {}): CardDefinition {
  return base(id, 'Gear', extras, null);
}

export function legend(id: CardId, abilities: readonly Ability[]): CardDefinition {
  return base(id, 'Legend', { abilities }, null);
}

export function battlefield(id: CardId, abilities: readonly Ability[]): CardDefinition {
  return base(id, 'Battlefield', { abilities }, null);
}

export function rune(id: CardId): CardDefinition {
  return base(id, 'Rune', {}, null);
}

export function token(id: CardId, extras: CardExtras = {}): CardDefinition {
  return base(id, 'Unit', extras, null);
}

/** 652.2.a: the ability-less battlefield that replaces a removed player's; the engine's own, in no catalog. */
export function blankBattlefield(id: CardId): CardDefinition {
  return {
    id,
    name: 'Blank Battlefield',
    type: 'Battlefield',
    supertype: null,
    domains: [],
    energy: 0,
    power: 0,
    might: null,
    tags: [],
    keywords: {},
    spell: null,
    abilities: [],
    additionalCost: null,
    selfDiscount: null,
    printings: [],
  };
}

/** Shorthands for the DSL. */
export const target = (index: number): { readonly target: number } => ({ target: index });
export const NO_TARGETS = [] as const;
