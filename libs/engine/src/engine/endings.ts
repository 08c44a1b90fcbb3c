/**
 * Endings imposed from outside the rules of play, for the match and tournament layers:
 * concession and disqualification (649-652), a judge-imposed game loss, a draw, or a result at
 * time with given placements (the modes library runs "time is called" on top of these).
 */
import type { GameEvent } from '../model/game-event.js';
import type { EndReason, GameState, RemovalReason } from '../model/game-state.js';
import type { Seat } from '../model/ids.js';
import { sideIndexOf } from '../rules/queries.js';
import type { ApplyResult } from './apply.js';
import { EngineContext } from './context.js';
import { resultFor } from './flow/game-end.js';
import { run } from './run.js';
import { RuleViolation } from './rule-violation.js';
import { removeSeatInContext } from './seat-removal.js';

export type ImposedEnding =
  /** A judge-imposed game loss for one seat (its side loses). */
  | { readonly kind: 'gameLoss'; readonly seat: Seat }
  /** The game ends in a draw for everyone (e.g. agreed, or at time without a leader). */
  | { readonly kind: 'draw'; readonly reason?: 'draw' | 'time' }
  /** The game ends with the given placement per seat (1 = first; ties share). */
  | { readonly kind: 'placements'; readonly placements: readonly number[]; readonly reason?: 'time' | 'imposed' };

function finish(ctx: EngineContext): ApplyResult {
  if (!ctx.ended && !ctx.paused) run(ctx);
  return { ok: true, state: ctx.draft.finish(), events: ctx.events };
}

/** 651-652: a seat leaves the game; with one side left that side wins, otherwise play goes on. */
export function removeSeat(state: GameState, seat: Seat, reason: RemovalReason): ApplyResult {
  if (state.status !== 'playing') return { ok: false, error: { code: 'game/over', ruleRef: 'CR 1.4 472', message: 'the game has ended' } };
  try {
    const ctx = new EngineContext(state);
    removeSeatInContext(ctx, seat, reason);
    return finish(ctx);
  } catch (error) {
    if (error instanceof RuleViolation) return { ok: false, error: error.toError() };
    throw error;
  }
}

/** 650: a player may concede at any time. */
export function concede(state: GameState, seat: Seat): ApplyResult {
  return removeSeat(state, seat, 'concession');
}

/** The losing side is last; every other side is ranked among the others as usual (points). */
function placementsAfterGameLoss(state: GameState, loser: number): readonly number[] {
  const ranked = resultFor(state, 'imposed', null).placements;
  const sideRank = (side: number): number => {
    const seat = state.sides[side]?.seats[0];
    return seat === undefined ? state.sides.length : (ranked[seat] ?? state.sides.length);
  };
  const others = state.sides.map((_, side) => side).filter((side) => side !== loser);
  return state.seats.map((seat) => {
    const side = sideIndexOf(state, seat.seat);
    if (side === loser) return state.sides.length;
    return 1 + others.filter((other) => sideRank(other) < sideRank(side)).length;
  });
}

function imposedResult(state: GameState, imposed: ImposedEnding): { reason: EndReason; placements: readonly number[] } | string {
  switch (imposed.kind) {
    case 'gameLoss': {
      const loser = sideIndexOf(state, imposed.seat);
      if (loser < 0) return 'no such seat';
      return { reason: 'imposed', placements: placementsAfterGameLoss(state, loser) };
    }
    case 'draw':
      return { reason: imposed.reason ?? 'draw', placements: state.seats.map(() => 1) };
    case 'placements':
      if (imposed.placements.length !== state.seats.length || imposed.placements.some((place) => !Number.isInteger(place) || place < 1)) {
        return 'one placement (1 or more) per seat is needed';
      }
      return { reason: imposed.reason ?? 'imposed', placements: imposed.placements };
    default: {
      const unreachable: never = imposed;
      return `unknown ending ${JSON.stringify(unreachable)}`;
    }
  }
}

/** Ends the game from outside (judge or tournament), recording the result as `GameEnded`. */
export function terminate(state: GameState, imposed: ImposedEnding): ApplyResult {
  if (state.status !== 'playing') return { ok: false, error: { code: 'game/over', ruleRef: 'CR 1.4 472', message: 'the game has ended' } };
  const decided = imposedResult(state, imposed);
  if (typeof decided === 'string') return { ok: false, error: { code: 'game/bad_ending', ruleRef: 'CR 1.4 483.6', message: decided } };
  const ctx = new EngineContext(state);
  const result = resultFor(state, decided.reason, null, decided.placements);
  ctx.emit({ type: 'GameEnded', result: decided.reason === 'draw' ? { ...result, outcomes: result.outcomes.map(() => 'draw') } : result });
  return { ok: true, state: ctx.draft.finish(), events: ctx.events as readonly GameEvent[] };
}
