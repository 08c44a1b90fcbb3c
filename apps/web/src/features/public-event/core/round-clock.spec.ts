import { describe, expect, it } from 'vitest';
import { formatClock, secondsLeft } from './round-clock.js';

describe('the round clock in the browser', () => {
  it('counts down from the state it was given, never below zero', () => {
    const running = { status: 'running', remainingSeconds: 125, durationSeconds: 3000 } as const;
    expect(secondsLeft(running, 0)).toBe(125);
    expect(secondsLeft(running, 5_400)).toBe(120);
    expect(secondsLeft(running, 200_000)).toBe(0);
  });

  it('stands still while paused and shows the full round before it starts', () => {
    expect(secondsLeft({ status: 'paused', remainingSeconds: 600, durationSeconds: 3000 }, 60_000)).toBe(600);
    expect(secondsLeft({ status: 'not_started', remainingSeconds: null, durationSeconds: 3000 }, 60_000)).toBe(3000);
    expect(secondsLeft({ status: 'expired', remainingSeconds: 0, durationSeconds: 3000 }, 0)).toBe(0);
  });

  it('formats minutes and seconds, and hours past the hour', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(49 * 60 + 7)).toBe('49:07');
    expect(formatClock(3723)).toBe('1:02:03');
  });
});
