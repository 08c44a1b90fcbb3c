import type { RoundClock } from '@arbiter/tournament-domain';
import type { RoundClockView } from './views.js';

const secondsBetween = (from: string, to: string): number => Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / 1000));

/** The round clock as of `now`, with an optional per-match extension in minutes. */
export function readRoundClock(tournamentId: string, round: number, clock: RoundClock | null, now: string, extraMinutes = 0): RoundClockView {
  if (!clock) {
    return { tournamentId, round, status: 'not_started', startedAt: null, durationSeconds: 0, endsAt: null, remainingSeconds: null, raw: null };
  }
  const elapsed = secondsBetween(clock.startedAt, clock.pausedAt ?? now) - clock.pausedSeconds;
  const durationSeconds = clock.durationSeconds + extraMinutes * 60;
  const remainingSeconds = Math.max(0, durationSeconds - elapsed);
  const status = clock.pausedAt ? 'paused' : remainingSeconds === 0 ? 'expired' : 'running';
  return {
    tournamentId,
    round,
    status,
    startedAt: clock.startedAt,
    durationSeconds,
    endsAt: new Date(Date.parse(now) + remainingSeconds * 1000).toISOString(),
    remainingSeconds,
    raw: clock,
  };
}
