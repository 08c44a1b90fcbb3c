/**
 * Small builders for card definitions: card facts (name, cost, might, domains, tags, type,
 * supertype) plus typed behaviour. No card text is stored; behaviour is the DSL of
 * `model/card-definition.ts`.
 */
import type {
  Ability,
  AdditionalCost,
  CardDefinition,
  CardType,
  EffectText,
  Keywords,
  SelfDiscount,
  Supertype,
} from '../model/card-definition.js';
import type { CardId, Domain } from '../model/ids.js';

export interface CardExtras {
  readonly supertype?: Supertype;
  readonly keywords?: Keywords;
  readonly abilities?: readonly Ability[];
  readonly additionalCost?: AdditionalCost;
  readonly selfDiscount?: SelfDiscount;
  readonly printings?: readonly string[];
  /** Tags of spells and gear (signature cards carry their champion's tag). */
  readonly tags?: readonly string[];
}

function base(
  id: CardId,
  name: string,
  type: CardType,
  domains: readonly Domain[],
  cost: { readonly energy: number; readonly power: number },
  might: number | null,
  tags: readonly string[],
  extras: CardExtras,
  spell: EffectText | null,
): CardDefinition {
  return {
    id,
    name,
    type,
    supertype: extras.supertype ?? null,
    domains,
    energy: cost.energy,
    power: cost.power,
    might,
    tags,
    keywords: extras.keywords ?? {},
    spell,
    abilities: extras.abilities ?? [],
    additionalCost: extras.additionalCost ?? null,
    selfDiscount: extras.selfDiscount ?? null,
    printings: extras.printings ?? [],
  };
}

export function unit(
  id: CardId,
  name: string,
  domain: Domain,
  cost: { readonly energy: number; readonly power: number; readonly might: number },
  tags: readonly string[],
  extras: CardExtras = {},
): CardDefinition {
  return base(id, name, 'Unit', [domain], cost, cost.might, tags, extras, null);
}

export function spell(
  id: CardId,
  name: string,
  domains: readonly Domain[],
  cost: { readonly energy: number; readonly power: number },
  text: EffectText,
  extras: CardExtras = {},
): CardDefinition {
  return base(id, name, 'Spell', domains, cost, null, extras.tags ?? [], extras, text);
}

export function gear(
  id: CardId,
  name: string,
  domain: Domain,
  cost: { readonly energy: number; readonly power: number },
  extras: CardExtras = {},
): CardDefinition {
  return base(id, name, 'Gear', [domain], cost, null, extras.tags ?? [], extras, null);
}

export function legend(
  id: CardId,
  name: string,
  domains: readonly Domain[],
  tag: string,
  abilities: readonly Ability[],
  printings: readonly string[],
): CardDefinition {
  return base(id, name, 'Legend', domains, { energy: 0, power: 0 }, null, [tag], { abilities, printings }, null);
}

export function battlefield(id: CardId, name: string, abilities: readonly Ability[]): CardDefinition {
  return base(id, name, 'Battlefield', [], { energy: 0, power: 0 }, null, [], { abilities }, null);
}

export function rune(id: CardId, domain: Domain, printings: readonly string[]): CardDefinition {
  return base(id, `${domain} Rune`, 'Rune', [domain], { energy: 0, power: 0 }, null, [], { printings }, null);
}

export function token(id: CardId, name: string, might: number, tags: readonly string[], extras: CardExtras = {}): CardDefinition {
  return base(id, name, 'Unit', [], { energy: 0, power: 0 }, might, tags, { ...extras, supertype: 'Token' }, null);
}

/** Shorthands for the DSL. */
export const target = (index: number): { readonly target: number } => ({ target: index });
export const NO_TARGETS = [] as const;
