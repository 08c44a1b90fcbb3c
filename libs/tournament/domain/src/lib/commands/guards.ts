import { hasVisibleCharacter } from '@arbiter/errors';
import { refusal, type Refusal } from '../decision.js';
import type { ExistingTournament, TournamentState } from '../state/tournament.state.js';

export type Guarded<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: Refusal };

export function existing(state: TournamentState): Guarded<ExistingTournament> {
  if (state.status === 'none') return { ok: false, error: refusal('TOURNAMENT.NOT_FOUND', 'no such tournament') };
  return { ok: true, value: state };
}

export function notFinished(state: ExistingTournament): Refusal | null {
  return state.status === 'finished' ? refusal('TOURNAMENT.FINISHED', 'the tournament is finished') : null;
}

/** Registration is open before the start, and after it until the configured round is paired. */
export function registrationOpen(state: ExistingTournament): Refusal | null {
  if (state.status === 'registration') return null;
  if (state.status === 'swiss' && state.rounds.length < state.settings.lateRegistrationUntilRound) return null;
  return refusal('REGISTRATION.CLOSED', 'registration is closed', {
    details: { lateRegistrationUntilRound: state.settings.lateRegistrationUntilRound, roundsPaired: state.rounds.length },
  });
}

export const DISPLAY_NAME_MAX = 60;

export function checkName(name: string, what: string): Refusal | null {
  const trimmed = name.trim();
  if (trimmed.length === 0 || trimmed.length > DISPLAY_NAME_MAX) {
    return refusal('REGISTRATION.INVALID_NAME', `a ${what} name has 1 to ${DISPLAY_NAME_MAX} characters`);
  }
  if (!hasVisibleCharacter(trimmed)) return refusal('REGISTRATION.INVALID_NAME', `a ${what} name needs a visible character`);
  return null;
}
