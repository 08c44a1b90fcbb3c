import type { RoundClockExtended, RoundClockPaused, RoundClockResumed, RoundClockStarted } from '../events/tournament.events.js';
import type { RoundClock } from './tournament.state.js';

export type RoundClockEvent = RoundClockStarted | RoundClockPaused | RoundClockResumed | RoundClockExtended;

const secondsBetween = (from: string, to: string): number => Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / 1000));

/** The clock after one of its events (the aggregate and the read model both use this). */
export function nextRoundClock(clock: RoundClock | null, event: RoundClockEvent): RoundClock | null {
  switch (event.type) {
    case 'RoundClockStarted':
      return { startedAt: event.data.at, durationSeconds: event.data.durationSeconds, pausedAt: null, pausedSeconds: 0 };
    case 'RoundClockPaused':
      return clock && !clock.pausedAt ? { ...clock, pausedAt: event.data.at } : clock;
    case 'RoundClockResumed':
      return clock?.pausedAt
        ? { ...clock, pausedAt: null, pausedSeconds: clock.pausedSeconds + secondsBetween(clock.pausedAt, event.data.at) }
        : clock;
    case 'RoundClockExtended':
      return clock ? { ...clock, durationSeconds: clock.durationSeconds + event.data.minutes * 60 } : clock;
    default: {
      const unreachable: never = event;
      throw new Error(`unknown clock event ${JSON.stringify(unreachable)}`);
    }
  }
}
