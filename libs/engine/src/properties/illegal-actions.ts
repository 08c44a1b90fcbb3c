/**
 * Actions that are certainly illegal in a state: the wrong seat acting, answers to a question
 * nobody asked, and objects that do not exist or belong to someone else. Every one must be
 * rejected with the state unchanged.
 */
import type { Random } from '@arbiter/prng';
import type { Action } from '../model/action.js';
import type { GameState } from '../model/game-state.js';
import type { Seat } from '../model/ids.js';
import { mayActOnTeammatesTurn } from '../rules/mode-policy.js';

export interface IllegalAttempt {
  readonly seat: Seat;
  readonly action: Action;
}

const MISSING = 1_000_000;

export function illegalAttempts(state: GameState, random: Random): readonly IllegalAttempt[] {
  const decision = state.pending?.decision;
  if (!decision) return [];
  const attempts: IllegalAttempt[] = [];
  const others = state.seats.map((seat) => seat.seat).filter((seat) => seat !== decision.seat && state.seats[seat]?.removed === null);
  const bystander = others.length > 0 ? random.pick(others) : null;
  if (bystander !== null) {
    const teammateWindow = decision.kind === 'priority' && mayActOnTeammatesTurn(state, bystander, state.turn.seat);
    if (!teammateWindow) attempts.push({ seat: bystander, action: { type: 'pass' } }, { seat: bystander, action: { type: 'endTurn' } });
    const theirHand = state.seats[decision.seat]?.hand ?? [];
    if (theirHand.length > 0) attempts.push({ seat: bystander, action: { type: 'play', card: random.pick(theirHand) } });
  }
  const seat = decision.seat;
  attempts.push(
    { seat, action: { type: 'play', card: MISSING } },
    { seat, action: { type: 'move', units: [MISSING], to: 0 } },
    { seat, action: { type: 'activate', source: MISSING, ability: 0 } },
    { seat, action: { type: 'hide', card: MISSING, bf: 0 } },
  );
  // A `predict` decision is answered with `chooseCards` too, where recycling nothing is legal.
  if (decision.kind !== 'chooseCards' && decision.kind !== 'predict') attempts.push({ seat, action: { type: 'chooseCards', cards: [] } });
  if (decision.kind !== 'assignDamage') attempts.push({ seat, action: { type: 'assignDamage', assignment: [] } });
  if (decision.kind !== 'mulligan') attempts.push({ seat, action: { type: 'mulligan', cards: [] } });
  if (decision.kind !== 'confirm') attempts.push({ seat, action: { type: 'confirm', accept: true } });
  return attempts;
}
