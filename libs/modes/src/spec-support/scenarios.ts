/** Scenario seats and battlefields for rule tests under the official modes (engine scenario format). */
import type { GameMode, Scenario, ScenarioBattlefield, ScenarioCard, ScenarioSeat } from '@arbiter/engine';

export const MIND = 'OGN-089';
export const ORDER = 'OGN-214';
export const BODY = 'OGN-126';

const many = (card: string, count: number): ScenarioCard[] => Array.from({ length: count }, () => card);

/** A Viktor seat (Mind/Order) with 6 ready runes and a small deck. */
export function viktor(extra: Partial<ScenarioSeat> = {}): ScenarioSeat {
  return { legend: 'OGN-265', runes: [...many(MIND, 3), ...many(ORDER, 3)], mainDeck: many('OGN-219', 10), runeDeck: many(ORDER, 6), ...extra };
}

/** A Sett seat (Body/Order) with 6 ready runes and a small deck. */
export function sett(extra: Partial<ScenarioSeat> = {}): ScenarioSeat {
  return { legend: 'OGN-269', runes: [...many(BODY, 3), ...many(ORDER, 3)], mainDeck: many('OGN-219', 10), runeDeck: many(BODY, 6), ...extra };
}

/** A battlefield without abilities (652.2.a), owned by `owner`. */
export function blank(owner: number, extra: Partial<ScenarioBattlefield> = {}): ScenarioBattlefield {
  return { card: 'blank', owner, ...extra };
}

export function scenario(mode: GameMode, seats: readonly ScenarioSeat[], battlefields: readonly ScenarioBattlefield[], extra: Partial<Scenario> = {}): Scenario {
  return { mode, seats, battlefields, ...extra };
}
