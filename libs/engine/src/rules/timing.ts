/**
 * 507-513: the four turn states, priority and focus, and which discretionary actions a player may
 * take in them (148, 152, 508.1.a, 509.1.a, 581, 718, 725).
 */
import type { Keywords } from '../model/card-definition.js';
import type { GameState } from '../model/game-state.js';
import type { Seat } from '../model/ids.js';
import { mayActOnTeammatesTurn } from './mode-policy.js';

export type TurnStateName = 'neutral-open' | 'neutral-closed' | 'showdown-open' | 'showdown-closed';

/** 510: neutral or showdown, open or closed. */
export function turnStateOf(state: GameState): TurnStateName {
  const closed = state.chain.length > 0;
  if (state.showdown) return closed ? 'showdown-closed' : 'showdown-open';
  return closed ? 'neutral-closed' : 'neutral-open';
}

/** 512: the player with priority (null when the game waits for something else). */
export function priorityHolder(state: GameState): Seat | null {
  const decision = state.pending?.decision;
  return decision?.kind === 'priority' ? decision.seat : null;
}

/** 510.1.a, 589.1: neutral open, the turn player's own Main Phase, with priority. */
export function hasDiscretionaryWindow(state: GameState, seat: Seat): boolean {
  return (
    state.status === 'playing' &&
    priorityHolder(state) === seat &&
    state.turn.seat === seat &&
    state.turn.phase === 'main' &&
    turnStateOf(state) === 'neutral-open'
  );
}

/**
 * CR 1.3 316.2.b.1, 484.8.a (CR 1.4 489.8.a): a teammate of the turn player holding priority in the
 * neutral open state of the Main Phase, which only an invitation of the turn player gives them.
 * CR 1.0 516.2.b.1 and 648.8.a let teammates act there without one, beside the turn player.
 */
export function isInvitedTeammate(state: GameState, seat: Seat): boolean {
  return (
    state.status === 'playing' &&
    priorityHolder(state) === seat &&
    state.turn.seat !== seat &&
    state.turn.phase === 'main' &&
    turnStateOf(state) === 'neutral-open' &&
    mayActOnTeammatesTurn(state, seat, state.turn.seat)
  );
}

export type TimingVerdict = 'ok' | 'not-priority' | 'closed' | 'showdown' | 'not-your-turn';

/**
 * May `seat` play a card (or activate an ability) with these keywords now? Reaction: any state
 * with priority (725); Action: also in open showdowns (718); otherwise only in the neutral open
 * state of one's own turn (148, 510.1.a), or, spells and abilities only, on a teammate's turn
 * when invited (CR 1.3 316.2.b.1: "including ones without Action or Reaction").
 */
export function playTiming(state: GameState, seat: Seat, keywords: Keywords, spellOrAbility: boolean): TimingVerdict {
  if (state.status !== 'playing') return 'not-priority';
  if (priorityHolder(state) !== seat) return 'not-priority';
  if (keywords.reaction) return 'ok';
  const now = turnStateOf(state);
  if (now === 'neutral-closed' || now === 'showdown-closed') return 'closed';
  if (now === 'showdown-open') return keywords.action ? 'ok' : 'showdown';
  if (state.turn.phase !== 'main') return 'not-your-turn';
  if (state.turn.seat === seat) return 'ok';
  return spellOrAbility && isInvitedTeammate(state, seat) ? 'ok' : 'not-your-turn';
}

export const TIMING_RULES: Record<Exclude<TimingVerdict, 'ok'>, { code: string; ruleRef: string; message: string }> = {
  'not-priority': { code: 'priority/not_priority_holder', ruleRef: 'CR 1.4 312.1', message: 'only the player with priority may act' },
  closed: { code: 'timing/closed_state', ruleRef: 'CR 1.4 309.1.a', message: 'only Reaction cards and abilities may be used while a chain exists' },
  showdown: { code: 'timing/showdown', ruleRef: 'CR 1.4 308.1.a', message: 'only Action or Reaction cards and abilities may be used in a showdown' },
  'not-your-turn': { code: 'turn/not_active_player', ruleRef: 'CR 1.4 155', message: 'this may only be done in your own Main Phase' },
};
