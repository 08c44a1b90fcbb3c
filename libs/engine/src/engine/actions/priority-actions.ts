/** Passing (540.4, 553.4), ending the turn (516.6) and inviting a teammate (CR 1.3 316.2.b.1). */
import type { Seat } from '../../model/ids.js';
import { isActiveSeat, nextInTurnOrder } from '../../rules/queries.js';
import { hasDiscretionaryWindow, isInvitedTeammate, priorityHolder } from '../../rules/timing.js';
import { mayActOnTeammatesTurn } from '../../rules/mode-policy.js';
import type { EngineContext } from '../context.js';
import { violation } from '../rule-violation.js';
import { requireDiscretionaryWindow } from './board-actions.js';
import { END_SHOWDOWN, RESOLVE_TOP, turnStep } from '../flow/frames.js';

function requirePriority(ctx: EngineContext, seat: Seat): void {
  if (priorityHolder(ctx.state) !== seat) violation('priority/not_priority_holder', 'CR 1.4 312.1', 'only the player with priority may act');
}

function activeRelevant(ctx: EngineContext, relevant: readonly Seat[]): readonly Seat[] {
  return relevant.filter((seat) => isActiveSeat(ctx.state, seat));
}

export function pass(ctx: EngineContext, seat: Seat): void {
  requirePriority(ctx, seat);
  const { chainState, showdown } = ctx.state;
  if (ctx.state.chain.length > 0 && chainState) {
    if (chainState.invited === seat) violation('invite/must_act', 'CR 1.4 339.2', 'an invited player who accepted must play or activate something');
    const relevant = activeRelevant(ctx, chainState.relevant);
    ctx.emit({ type: 'PriorityPassed', seat, next: nextInTurnOrder(ctx.state, seat, relevant) });
    // 540.4.b: once every relevant player passed in a row, the top item resolves.
    if ((ctx.state.chainState?.passes ?? 0) >= relevant.length) ctx.push(RESOLVE_TOP);
    return;
  }
  if (showdown) {
    if (showdown.invited === seat) violation('invite/must_act', 'CR 1.4 339.2', 'an invited player who accepted must play or activate something');
    const relevant = activeRelevant(ctx, showdown.relevant);
    ctx.emit({ type: 'FocusPassed', seat, next: nextInTurnOrder(ctx.state, seat, relevant), countsAsPass: true });
    if ((ctx.state.showdown?.passes ?? 0) >= relevant.length) ctx.push(END_SHOWDOWN); // 553.4.a
    return;
  }
  if (isInvitedTeammate(ctx.state, seat)) violation('invite/must_act', 'CR 1.3 316.2.b.1', 'an invited teammate who accepted must play a spell or activate an ability');
  violation('priority/nothing_to_pass', 'CR 1.3 316.6', 'in the neutral open state the turn player ends the turn instead');
}

export function endTurn(ctx: EngineContext, seat: Seat): void {
  requireDiscretionaryWindow(ctx, seat, 'CR 1.3 316.6');
  const top = ctx.stack.pop();
  if (top?.f !== 'actionPhase') throw new Error('the action phase frame is not on top of the flow');
  ctx.push(turnStep('ending'));
}

/**
 * CR 1.3 316.2.b.1, 484.8.a (CR 1.4 489.8.a): in the neutral open state of their Main Phase the
 * turn player uses their priority to invite a teammate, who may then play a spell or activate an
 * ability. In chains and showdowns every player takes part under v1.4 (CR 1.4 339.2, 347.4), so
 * the invitations of CR 1.0 531.2 find no one there.
 */
export function invite(ctx: EngineContext, seat: Seat, invitee: Seat): void {
  requirePriority(ctx, seat);
  if (hasDiscretionaryWindow(ctx.state, seat)) {
    if (!isActiveSeat(ctx.state, invitee) || !mayActOnTeammatesTurn(ctx.state, invitee, seat)) {
      violation('invite/not_invitable', 'CR 1.3 484.8.a', 'only a teammate can be invited, in a mode whose teammates act on each other\'s turn');
    }
    ctx.emit({ type: 'PlayerInvited', seat: invitee, by: seat });
    ctx.ask({ kind: 'invitation', seat: invitee, from: seat }, { f: 'invitation', from: seat });
    return;
  }
  const relevant = ctx.state.chainState && ctx.state.chain.length > 0 ? ctx.state.chainState.relevant : ctx.state.showdown?.relevant;
  if (!relevant) violation('invite/no_window', 'CR 1.4 339.2', 'invitations happen during a chain or a showdown');
  if (!isActiveSeat(ctx.state, invitee) || relevant.includes(invitee)) {
    violation('invite/not_invitable', 'CR 1.4 339.2', 'only a player who is not relevant can be invited');
  }
  ctx.emit({ type: 'PlayerInvited', seat: invitee, by: seat });
  ctx.ask({ kind: 'invitation', seat: invitee, from: seat }, { f: 'invitation', from: seat });
}
