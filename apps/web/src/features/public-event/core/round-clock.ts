/**
 * The round clock arrives as state (style H.37): running with seconds left at the server's
 * "now", paused with seconds left, not started, or expired. The browser ticks from the moment
 * the state arrived, so its own clock's offset from the server's does not matter.
 */
export type ClockStatus = 'not_started' | 'running' | 'paused' | 'expired';

export interface ClockState {
  readonly status: ClockStatus;
  readonly remainingSeconds: number | null;
  readonly durationSeconds: number;
}

/** Seconds left `elapsedMs` after the state arrived (never below zero). */
export function secondsLeft(clock: ClockState, elapsedMs: number): number | null {
  if (clock.status === 'not_started') return clock.durationSeconds;
  if (clock.remainingSeconds === null) return null;
  if (clock.status !== 'running') return Math.max(0, clock.remainingSeconds);
  return Math.max(0, Math.ceil(clock.remainingSeconds - elapsedMs / 1000));
}

/** 49:07, or 1:02:03 past an hour; tabular digits are the stylesheet's job. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const two = (value: number): string => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(rest)}` : `${minutes}:${two(rest)}`;
}
