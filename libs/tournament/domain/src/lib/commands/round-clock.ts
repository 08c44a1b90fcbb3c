import { accept, type Decision, refuse } from '../decision.js';
import type { TournamentEvent } from '../events/tournament.events.js';
import { type Actor, checkPermission } from '../roles/roles.js';
import { currentRound, type RoundEntry, type TournamentState } from '../state/tournament.state.js';
import { existing } from './guards.js';

export type ClockAction =
  | { readonly kind: 'start' }
  | { readonly kind: 'pause' }
  | { readonly kind: 'resume' }
  | { readonly kind: 'extend'; readonly minutes: number };

export interface ChangeRoundClock {
  readonly type: 'ChangeRoundClock';
  readonly actor: Actor | null;
  readonly action: ClockAction;
  readonly now: string;
}

const MAX_EXTENSION_MINUTES = 60;

/**
 * The clock of the current round (TR 10.4): the organizer starts it at the official start of the
 * round, may pause it for the whole room (an interruption) and extend it.
 */
export function decideRoundClock(command: ChangeRoundClock, state: TournamentState): Decision<TournamentEvent> {
  const found = existing(state);
  if (!found.ok) return found;
  const tournament = found.value;
  const denied = checkPermission(tournament, command.actor, 'runClock');
  if (denied) return { ok: false, error: denied };
  const round = currentRound(tournament);
  if (!round || round.status === 'completed') return refuse('ROUND.NOT_IN_PROGRESS', 'no round is being played');
  return clockChange(command, round, tournament.settings.roundTimeMinutes);
}

function clockChange(command: ChangeRoundClock, round: RoundEntry, roundMinutes: number): Decision<TournamentEvent> {
  const { action, now } = command;
  const clock = round.clock;
  switch (action.kind) {
    case 'start':
      if (clock) return refuse('CLOCK.ALREADY_STARTED', `the clock of round ${round.round} is running already`);
      return accept({ type: 'RoundClockStarted', data: { round: round.round, durationSeconds: roundMinutes * 60, at: now } });
    case 'pause':
      if (!clock || clock.pausedAt) return refuse('CLOCK.NOT_RUNNING', 'the clock is not running');
      return accept({ type: 'RoundClockPaused', data: { round: round.round, at: now } });
    case 'resume':
      if (!clock?.pausedAt) return refuse('CLOCK.NOT_PAUSED', 'the clock is not paused');
      return accept({ type: 'RoundClockResumed', data: { round: round.round, at: now } });
    case 'extend':
      if (!clock) return refuse('CLOCK.NOT_STARTED', 'start the clock first');
      if (!Number.isInteger(action.minutes) || action.minutes < 1 || action.minutes > MAX_EXTENSION_MINUTES) {
        return refuse('CLOCK.INVALID_EXTENSION', `an extension is 1 to ${MAX_EXTENSION_MINUTES} minutes`, { ruleRef: 'TR 2026-07-16 412.2' });
      }
      return accept({ type: 'RoundClockExtended', data: { round: round.round, minutes: action.minutes, at: now } });
    default: {
      const unreachable: never = action;
      throw new Error(`unknown clock action ${JSON.stringify(unreachable)}`);
    }
  }
}
