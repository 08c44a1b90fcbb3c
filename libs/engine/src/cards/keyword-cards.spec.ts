/**
 * Cards whose abilities are exactly their keywords (ADR 0090). Each such card the engine supports
 * gets a generated test that plays it from a scenario and checks its stats and every keyword on
 * the board, named after its code; the derivation itself is checked against the catalog.
 */
import { CATALOG, type CardFacts } from '@arbiter/cards';
import { describe, expect, it } from 'vitest';
import type { Keywords } from '../model/card-definition.js';
import type { Domain } from '../model/ids.js';
import { keywordsOf, mightOf } from '../rules/might.js';
import { duel, field, runes, sett, viktor } from '../rules-spec/fixtures.js';
import type { ScenarioCard } from '../scenario/scenario-format.js';
import { Table } from '../testing/table.js';
import { canonicalCardCode, findCard, isDerivedCard } from './card-registry.js';
import { DERIVED_SETS, keywordCardPlan } from './keyword-cards.js';

const RUNE_OF: Readonly<Record<Domain, string>> = {
  Fury: 'OGN-007',
  Calm: 'OGN-042',
  Mind: 'OGN-089',
  Body: 'OGN-126',
  Chaos: 'OGN-166',
  Order: 'OGN-214',
};

/** Enough ready runes of the card's first domain to pay its energy and its power (one rune each). */
function runesToPlay(card: CardFacts): ScenarioCard[] {
  const domain = (card.domains[0] ?? 'Order') as Domain;
  return runes(RUNE_OF[domain], (card.energy ?? 0) + (card.power ?? 0) + 1);
}

const keywordOnlyCards = CATALOG.cards.filter((card) => DERIVED_SETS.includes(card.set) && keywordCardPlan(card) !== null);
/** Supported keyword-only cards: derived ones, and hand-written ones with no abilities beyond keywords. */
const playedCards = keywordOnlyCards.filter((card) => {
  const definition = findCard(card.id);
  return definition !== undefined && definition.abilities.length === 0 && definition.spell === null;
});

function keywordList(card: CardFacts): string {
  return card.keywords.length > 0 ? card.keywords.join(', ') : 'no keywords';
}

/** The rules a card's test exercises: entering exhausted (CR 1.4 143.4) and each keyword's rule. */
function rulesOf(keywords: Keywords): string {
  const rules = ['143.4'];
  if (keywords.assault) rules.push('807.1.c');
  if (keywords.deflect) rules.push('809.1.c');
  if (keywords.hidden) rules.push('811.1.b');
  if (keywords.reaction) rules.push('813.1.c.1, 813.3.a');
  if (keywords.shield) rules.push('814.1.c');
  if (keywords.tank) rules.push('815.1.b');
  if (keywords.accelerate) rules.push('805.1.a, 805.6');
  if (keywords.vision) rules.push('817.1.b, 436.1');
  return `CR 1.4 ${rules.join(', ')}`;
}

/** What the printed keywords mean, read here independently of the derivation under test. */
function printedKeywords(card: CardFacts): Keywords {
  const value = (name: string): number | undefined => {
    const printed = card.keywords.find((keyword) => keyword === name || keyword.startsWith(`${name} `));
    return printed === undefined ? undefined : Number(printed.slice(name.length).trim() || '1');
  };
  const flag = (name: string): true | undefined => (card.keywords.includes(name) ? true : undefined);
  const keywords: Record<string, number | boolean | undefined> = {
    assault: value('Assault'),
    deflect: value('Deflect'),
    shield: value('Shield'),
    tank: flag('Tank'),
    hidden: flag('Hidden'),
    reaction: flag('Reaction'),
    action: flag('Action'),
    ganking: flag('Ganking'),
    accelerate: flag('Accelerate'),
    vision: flag('Vision'),
  };
  return Object.fromEntries(Object.entries(keywords).filter(([, present]) => present !== undefined)) as Keywords;
}

/** Seat 0 plays the card from its hand to its base in its own Main Phase. */
function playsFromHand(card: CardFacts, keywords: Keywords): void {
  const table = Table.load(duel([viktor({ hand: [{ card: card.id, label: 'card' }], runes: runesToPlay(card) }), sett()]));
  table.act(0, { type: 'play', card: table.id('card'), to: 'base' });
  table.passChain();
  expect(table.object('card')).toMatchObject({ zone: 'base', exhausted: true, card: card.id });
  expect(mightOf(table.state, table.id('card'))).toBe(card.might);
  expect(keywordsOf(table.state, table.id('card'))).toEqual(keywords);
}

/** Seat 0 pays the Accelerate cost, one energy and one power of the card's domain more: it enters ready (805.1.a, 805.6). */
function accelerates(card: CardFacts): void {
  const table = Table.load(duel([viktor({ hand: [{ card: card.id, label: 'card' }], runes: runesToPlay(card) }), sett()]));
  table.act(0, { type: 'play', card: table.id('card'), to: 'base', additionalCost: { pay: false, accelerate: true } });
  table.passChain();
  const paid = table.eventsOf('CostPaid')[0];
  expect(paid?.spentEnergy).toBe((card.energy ?? 0) + 1);
  expect(paid?.spentPower).toEqual({ [card.domains[0] ?? 'any']: (card.power ?? 0) + 1 });
  expect(table.object('card')).toMatchObject({ zone: 'base', exhausted: false });
}

/** Seat 0 plays the card: it looks at the top card of its main deck, seen by it alone, and recycles it (817.1.b, 436.1). */
function predicts(card: CardFacts): void {
  const table = Table.load(duel([viktor({ hand: [{ card: card.id, label: 'card' }], runes: runesToPlay(card), mainDeck: ['OGN-210', 'OGN-219'] }), sett()]));
  table.act(0, { type: 'play', card: table.id('card'), to: 'base' });
  table.passChain();
  const top = table.state.seats[0]?.mainDeck.at(-1) as number;
  expect(table.decision()).toEqual({ kind: 'predict', seat: 0, cards: [{ id: top, card: 'OGN-210' }] });
  table.act(0, { type: 'chooseCards', cards: [top] });
  expect(table.state.seats[0]?.mainDeck[0]).toBe(top);
}

/** Seat 0 attacks a battlefield held by seat 1 with the card: Assault adds to its might (807.1.c). */
function attacks(card: CardFacts, assault: number): void {
  const table = Table.load(
    duel([viktor({ base: [{ card: card.id, label: 'card' }] }), sett()], [field('blank', 1, { controller: 1, units: ['OGN-219'] }), field('blank', 0)]),
  );
  table.act(0, { type: 'move', units: [table.id('card')], to: 0 });
  expect(table.object('card').role).toBe('attacker');
  expect(mightOf(table.state, table.id('card'))).toBe((card.might ?? 0) + assault);
}

/** Seat 1 attacks the card (with a 10-might unit beside it) with a 10-might unit: Shield adds to its might
 * (814.1.c) and Tank makes it take lethal damage first (815.1.b). */
function defends(card: CardFacts, keywords: Keywords): void {
  const table = Table.load(
    duel(
      [viktor(), sett({ base: [{ card: 'OGN-142', label: 'drake' }] })],
      [field('blank', 0, { controller: 0, units: [{ card: card.id, label: 'card' }, { card: 'OGN-142', label: 'partner' }] }), field('blank', 1)],
      { turn: { seat: 1 } },
    ),
  );
  table.act(1, { type: 'move', units: [table.id('drake')], to: 0 });
  expect(table.object('card').role).toBe('defender');
  expect(mightOf(table.state, table.id('card'))).toBe((card.might ?? 0) + (keywords.shield ?? 0));
  table.passShowdown();
  expect(table.decision()).toMatchObject({ kind: 'assignDamage', seat: 1 });
  // All 10 to the 10-might partner (lethal to it, none left): the attacker's choice unless the card has Tank.
  const partnerFirst = { type: 'assignDamage', assignment: [{ unit: table.id('partner'), amount: 10 }] } as const;
  if (keywords.tank) expect(table.reject(1, partnerFirst).code).toBe('combat/invalid_assignment');
  else table.act(1, partnerFirst);
}

/** Seat 1 aims a one-power spell at the card: each Deflect point costs one more power (809.1.c). */
function isChosen(card: CardFacts, deflect: number): void {
  const table = Table.load(
    duel(
      [viktor({ base: [{ card: card.id, label: 'card' }] }), sett({ hand: [{ card: 'OGN-154', label: 'strength' }], runes: [...runes(RUNE_OF.Body, 8)] })],
      undefined,
      { turn: { seat: 1 } },
    ),
  );
  table.act(1, { type: 'play', card: table.id('strength'), targets: [{ id: table.id('card'), stamp: 0 }] });
  const paid = table.eventsOf('CostPaid')[0];
  expect(Object.values(paid?.spentPower ?? {}).reduce((sum, n) => sum + (n ?? 0), 0)).toBe(1 + deflect);
}

/** Seat 1 plays the card while seat 0's spell is on the chain, a closed state (813.1.c.1), to its base (813.3.a). */
function reacts(card: CardFacts): void {
  const table = Table.load(
    duel([
      viktor({ hand: [{ card: 'OGN-095', label: 'stupefy' }], base: [{ card: 'OGN-219', label: 'unit' }] }),
      sett({ hand: [{ card: card.id, label: 'card' }], runes: runesToPlay(card) }),
    ]),
  );
  table.act(0, { type: 'play', card: table.id('stupefy'), targets: [{ id: table.id('unit'), stamp: 0 }] });
  table.act(0, { type: 'pass' });
  expect(table.decision()).toEqual({ kind: 'priority', seat: 1 });
  table.act(1, { type: 'play', card: table.id('card'), to: 'base' });
  expect(table.object('card')).toMatchObject({ zone: 'base', controller: 1 });
  expect(table.state.chain.length).toBeGreaterThan(0);
}

/** Seat 0 hides the card at a battlefield it controls for one power of any domain (811.1.b). */
function hides(card: CardFacts): void {
  const table = Table.load(
    duel([viktor({ hand: [{ card: card.id, label: 'card' }] }), sett()], [field('blank', 0, { controller: 0, units: ['OGN-219'] }), field('blank', 1)]),
  );
  table.act(0, { type: 'hide', card: table.id('card'), bf: 0 });
  expect(table.object('card')).toMatchObject({ zone: 'facedown', bf: 0 });
}

describe('cards whose abilities are exactly their keywords (ADR 0090)', () => {
  it('are derived for every keyword-only Origins and Proving Grounds card whose keywords the engine plays, and only those', () => {
    const status = Object.fromEntries(
      keywordOnlyCards.map((card) => {
        const plan = keywordCardPlan(card);
        if (!plan?.derivable) return [card.id, `unsupported: ${plan?.derivable === false ? plan.missing.join(', ') : ''}`];
        return [card.id, isDerivedCard(card.id) ? 'derived' : findCard(card.id) ? 'hand-written' : 'missing'];
      }),
    );
    expect(Object.values(status)).not.toContain('missing');
    // Every keyword of these sets is played now: Accelerate (CR 1.4 805) and Vision (817) last.
    expect(Object.entries(status).filter(([, value]) => value.startsWith('unsupported'))).toEqual([]);
    for (const id of ['OGN-001', 'OGN-010', 'OGN-086', 'OGN-171']) expect(status[id], id).toBe('derived');
  });

  it('a hand-written definition wins, and one for a keyword-only card has exactly the keywords its facts give', () => {
    for (const card of keywordOnlyCards) {
      const definition = findCard(card.id);
      const plan = keywordCardPlan(card);
      if (!definition || isDerivedCard(card.id) || !plan?.derivable) continue;
      expect({ keywords: definition.keywords, abilities: definition.abilities }, card.id).toEqual({ keywords: plan.keywords, abilities: [] });
    }
    expect(isDerivedCard('OGN-219')).toBe(false);
  });

  it('derived cards read their printings as aliases (an overnumbered reprint plays the Origins card)', () => {
    expect(isDerivedCard('OGN-013')).toBe(true);
    expect(canonicalCardCode('UNL-220')).toBe('OGN-013');
    expect(canonicalCardCode('OGN-013a')).toBe('OGN-013');
  });

  it('a card of a later set is not derived here even when its abilities are keywords (issue 23 covers OGN and OGS)', () => {
    expect(CATALOG.byId('UNL-036')?.abilitiesAreKeywords).toBe(true);
    expect(findCard('UNL-036')).toBeUndefined();
  });

  for (const card of playedCards) {
    const keywords = printedKeywords(card);
    it(`${card.id} ${card.name} plays as its facts: ${keywordList(card)} (${rulesOf(keywords)})`, () => {
      playsFromHand(card, keywords);
      if (keywords.assault) attacks(card, keywords.assault);
      if (keywords.shield || keywords.tank) defends(card, keywords);
      if (keywords.deflect) isChosen(card, keywords.deflect);
      if (keywords.reaction) reacts(card);
      if (keywords.hidden) hides(card);
      if (keywords.accelerate) accelerates(card);
      if (keywords.vision) predicts(card);
    });
  }
});
