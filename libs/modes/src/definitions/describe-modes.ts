/**
 * `describeModes()`: what the tournament backend and clients need to know about each mode,
 * as plain data (seats, teams, best-of, deck format, battlefields, first-turn adjustments).
 */
import type { DeckFormat, FirstTurnRules, Seat } from '@arbiter/engine';
import type { BattlefieldSelection, UniqueRule } from '../model/mode-definition.js';
import type { ModeId } from '../model/mode-id.js';
import { allModeDefinitions } from './mode-registry.js';

export interface ModeDescription {
  readonly id: ModeId;
  readonly name: string;
  readonly ruleRef: string;
  /** 642.1 */
  readonly seats: number;
  /** 642.2.a: seats that play together (sharing one score), or null when everyone plays alone. */
  readonly teams: readonly (readonly Seat[])[] | null;
  /** 642.2.b */
  readonly opponentsPerPlayer: number;
  /** 642.6 */
  readonly bestOf: 1 | 3;
  /** 642.3 */
  readonly victoryScore: number;
  /** 642.4.a, 103.4: what a deck must bring (pass it to the engine's `validateDeck`). */
  readonly deckFormat: DeckFormat;
  /** 642.4 */
  readonly battlefieldsInPlay: number;
  readonly battlefieldSelection: BattlefieldSelection;
  /** 642.7, by position in the turn order. */
  readonly firstTurn: FirstTurnRules;
  /** 642.8 */
  readonly uniqueRules: readonly UniqueRule[];
}

export function describeModes(): readonly ModeDescription[] {
  return allModeDefinitions().map((mode) => ({
    id: mode.id,
    name: mode.name,
    ruleRef: mode.ruleRef,
    seats: mode.game.seatCount,
    teams: mode.game.teams,
    opponentsPerPlayer: mode.opponentsPerPlayer,
    bestOf: mode.bestOf,
    victoryScore: mode.game.victoryScore,
    deckFormat: { battlefieldsPerDeck: mode.game.battlefieldsPerDeck },
    battlefieldsInPlay: mode.game.battlefieldsInPlay,
    battlefieldSelection: mode.battlefieldSelection,
    firstTurn: mode.game.firstTurn,
    uniqueRules: mode.uniqueRules,
  }));
}
