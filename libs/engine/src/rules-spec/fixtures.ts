/** Small scenario builders for the rule tests. */
import type { Scenario, ScenarioBattlefield, ScenarioCard, ScenarioSeat } from '../scenario/scenario-format.js';
import type { Table } from '../testing/table.js';

export const MIND = 'OGN-089';
export const ORDER = 'OGN-214';
export const BODY = 'OGN-126';
export const FURY = 'OGN-007';
export const CALM = 'OGN-042';

export const runes = (card: string, count: number, exhausted = false): ScenarioCard[] =>
  Array.from({ length: count }, () => ({ card, exhausted }));

export const deck = (count: number, card = 'OGN-219'): string[] => Array.from({ length: count }, () => card);

/** A Viktor seat (Mind/Order) with 6 ready runes and a small deck. */
export function viktor(extra: Partial<ScenarioSeat> = {}): ScenarioSeat {
  return { legend: 'OGN-265', runes: [...runes(MIND, 3), ...runes(ORDER, 3)], mainDeck: deck(10), runeDeck: runes(ORDER, 4), ...extra };
}

/** A Sett seat (Body/Order) with 6 ready runes and a small deck. */
export function sett(extra: Partial<ScenarioSeat> = {}): ScenarioSeat {
  return { legend: 'OGN-269', runes: [...runes(BODY, 3), ...runes(ORDER, 3)], mainDeck: deck(10), runeDeck: runes(BODY, 4), ...extra };
}

export function field(card: string, owner: number, extra: Partial<ScenarioBattlefield> = {}): ScenarioBattlefield {
  return { card, owner, ...extra };
}

/** Two seats and, unless given, two battlefields without abilities (652.2.a blanks). */
export function duel(seats: [ScenarioSeat, ScenarioSeat], battlefields?: ScenarioBattlefield[], extra: Partial<Scenario> = {}): Scenario {
  return {
    mode: 'duel',
    seats,
    battlefields: battlefields ?? [field('blank', 0), field('blank', 1)],
    ...extra,
  };
}

/** Passes the chain to its end, ordering triggers as listed whenever a player is asked to. */
export function resolveAll(table: Table): void {
  for (let i = 0; i < 50; i++) {
    const decision = table.decision();
    if (decision?.kind === 'orderTriggers') table.act(decision.seat, { type: 'orderTriggers', order: decision.triggers });
    else if (decision?.kind === 'priority' && table.state.chain.length > 0) table.act(decision.seat, { type: 'pass' });
    else return;
  }
}

/** A target reference to the labelled object as it is now (its id and stamp). */
export const ref = (table: Table, label: string) => ({ id: table.id(label), stamp: table.object(label).stamp });

/** Answers every decision the way a test without choices needs: pass priority, accept "may"s. */
export function settle(table: Table, limit = 40): void {
  for (let i = 0; i < limit; i++) {
    const decision = table.decision();
    if (decision?.kind === 'priority' && (table.state.chain.length > 0 || table.state.showdown)) table.act(decision.seat, { type: 'pass' });
    else if (decision?.kind === 'confirm') table.act(decision.seat, { type: 'confirm', accept: true });
    else return;
  }
}

