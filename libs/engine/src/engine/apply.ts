/**
 * `apply(state, seat, action)`: the decider. It checks the action against the decision the game
 * waits for, plays it out by emitting events (each evolved at once and stamped with the hash of
 * the state it produces) and runs the game on until the next decision. A rule violation anywhere
 * abandons the draft, so a rejected action leaves the state exactly as it was (562.3).
 */
import type { Action } from '../model/action.js';
import type { GameEvent } from '../model/game-event.js';
import type { GameState } from '../model/game-state.js';
import type { Seat } from '../model/ids.js';
import { activateAbility, addResources } from './actions/activate.js';
import { answer } from './actions/answers.js';
import { hideCard, moveUnits } from './actions/board-actions.js';
import { playCard } from './actions/play-card.js';
import { endTurn, invite, pass } from './actions/priority-actions.js';
import { concealUnseen } from './conceal-unseen.js';
import { EngineContext } from './context.js';
import { run } from './run.js';
import { RuleViolation, violation, type RuleError } from './rule-violation.js';
import { removeSeatInContext } from './seat-removal.js';

export type ApplyResult =
  | { readonly ok: true; readonly state: GameState; readonly events: readonly GameEvent[] }
  | { readonly ok: false; readonly error: RuleError };

function dispatch(ctx: EngineContext, seat: Seat, action: Action): void {
  const pending = ctx.state.pending ?? violation('game/not_waiting', 'CR 1.4 300', 'the game is not waiting for anything');
  if (action.type === 'concede') return removeSeatInContext(ctx, seat, 'concession'); // 650
  const decision = pending.decision;
  if (decision.kind !== 'priority') {
    if (decision.seat !== seat) violation('decision/not_yours', 'CR 1.4 312.1.b.1', `seat ${decision.seat} must decide now`);
    return answer(ctx, seat, decision, pending.resume, action);
  }
  switch (action.type) {
    case 'play':
      return playCard(ctx, seat, action);
    case 'hide':
      return hideCard(ctx, seat, action);
    case 'activate':
      return activateAbility(ctx, seat, action);
    case 'addResources':
      return addResources(ctx, seat, action);
    case 'move':
      return moveUnits(ctx, seat, action);
    case 'pass':
      return pass(ctx, seat);
    case 'endTurn':
      return endTurn(ctx, seat);
    case 'invite':
      return invite(ctx, seat, action.seat);
    case 'mulligan':
    case 'respondInvitation':
    case 'orderTriggers':
    case 'chooseTargets':
    case 'chooseReplacement':
    case 'assignDamage':
    case 'chooseBattlefield':
    case 'chooseCards':
    case 'confirm':
    case 'chooseOpponent':
    case 'divideDamage':
    case 'choosePlace':
    case 'choosePlayByEffect':
      return violation('decision/unexpected_answer', 'CR 1.4 312.1', 'the game is waiting for a discretionary action');
    default: {
      const unreachable: never = action;
      throw new Error(`unknown action ${JSON.stringify(unreachable)}`);
    }
  }
}

export function apply(state: GameState, seat: Seat, action: Action): ApplyResult {
  if (state.status !== 'playing') {
    return { ok: false, error: { code: 'game/over', ruleRef: 'CR 1.4 472', message: 'the game has ended' } };
  }
  if (state.seats[seat]?.removed !== null) {
    return { ok: false, error: { code: 'seat/not_in_game', ruleRef: 'CR 1.4 651.3', message: 'this seat is not in the game' } };
  }
  try {
    const ctx = new EngineContext(state);
    dispatch(ctx, seat, concealUnseen(state, seat, action));
    run(ctx);
    return { ok: true, state: ctx.draft.finish(), events: ctx.events };
  } catch (error) {
    if (error instanceof RuleViolation) return { ok: false, error: error.toError() };
    throw error;
  }
}
