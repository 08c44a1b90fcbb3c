/** `pendingMatch`: what the match waits for now, and who must decide what. */
import { type CardId, engineFor, type Seat } from '@arbiter/rulesets';
import { modeDefinition } from '../definitions/mode-registry.js';
import type { MatchResult, MatchState, SetupPhase } from '../model/match-state.js';
import { contributingSeats } from '../setup/battlefield-picks.js';

export type PendingMatchDecision =
  | { readonly seat: Seat; readonly kind: 'chooseFirstPlayer'; readonly options: readonly Seat[] }
  | { readonly seat: Seat; readonly kind: 'chooseBattlefield'; readonly options: readonly CardId[] };

export type MatchPending =
  /** Players must decide (the battlefield choices are made at the same time, in secret). */
  | { readonly status: 'deciding'; readonly game: number; readonly decisions: readonly PendingMatchDecision[] }
  /** Everything is set: call `startGame`. */
  | { readonly status: 'readyToStart'; readonly game: number }
  | { readonly status: 'playing'; readonly game: number; readonly gameId: string }
  | { readonly status: 'over'; readonly result: MatchResult };

/** 645.4.a, 645.5: a seat's own battlefields that no game of the match has used. */
export function battlefieldOptions(state: MatchState, seat: Seat): readonly CardId[] {
  const used = state.used[seat] ?? [];
  const engine = engineFor(state.ruleset);
  const brought = [...new Set((state.decks[seat]?.battlefields ?? []).map((card) => engine.canonicalCardCode(card)))];
  return brought.filter((card) => !used.includes(card));
}

function setupDecisions(state: MatchState, phase: SetupPhase): readonly PendingMatchDecision[] {
  if (phase.turnOrder === null) {
    if (phase.firstPlayer.kind !== 'chosenBy') return [];
    return [{ seat: phase.firstPlayer.seat, kind: 'chooseFirstPlayer', options: state.players.map((_, seat) => seat) }];
  }
  const selection = modeDefinition(state.mode).battlefieldSelection;
  if (phase.battlefields !== null || selection.kind !== 'chosen') return [];
  return contributingSeats(selection.contributors, phase.turnOrder.order)
    .filter((seat) => (phase.choices[seat] ?? null) === null)
    .map((seat) => ({ seat, kind: 'chooseBattlefield', options: battlefieldOptions(state, seat) }));
}

export function pendingMatch(state: MatchState): MatchPending {
  const phase = state.phase;
  switch (phase.status) {
    case 'setup': {
      const decisions = setupDecisions(state, phase);
      return decisions.length > 0 ? { status: 'deciding', game: phase.game, decisions } : { status: 'readyToStart', game: phase.game };
    }
    case 'playing':
      return { status: 'playing', game: phase.game, gameId: phase.gameId };
    case 'over':
      return { status: 'over', result: phase.result };
    default: {
      const unreachable: never = phase;
      throw new Error(`unknown match phase ${JSON.stringify(unreachable)}`);
    }
  }
}
