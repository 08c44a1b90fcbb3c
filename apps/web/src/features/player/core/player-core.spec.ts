import { describe, expect, it } from 'vitest';
import { gameWinsResult, placementResult, sameReport } from './report-input.js';
import { safeNext } from './safe-next.js';

describe('the report form', () => {
  it('sends game wins for each seat, or places for a pod', () => {
    expect(gameWinsResult({ a: 2, b: 1 }, 0)).toEqual({ seats: [{ entrantId: 'a', gameWins: 2 }, { entrantId: 'b', gameWins: 1 }], gameDraws: 0 });
    expect(placementResult({ a: 1, b: 3, c: 2 })).toEqual({ seats: [{ entrantId: 'a', placement: 1 }, { entrantId: 'b', placement: 3 }, { entrantId: 'c', placement: 2 }] });
  });

  it('offers to confirm only a report that differs from the player’s own', () => {
    const one = { seats: [{ entrantId: 'a', gameWins: 2, placement: 1 }, { entrantId: 'b', gameWins: 0, placement: 2 }], gameDraws: 0 };
    const same = { seats: [...one.seats].reverse(), gameDraws: 0 };
    expect(sameReport(one, same)).toBe(true);
    expect(sameReport(one, { ...one, gameDraws: 1 })).toBe(false);
    expect(sameReport(one, { seats: [{ entrantId: 'a', gameWins: 1, placement: 1 }, { entrantId: 'b', gameWins: 0, placement: 2 }], gameDraws: 0 })).toBe(false);
  });
});

describe('where to go after signing in', () => {
  it('keeps paths of this site and refuses other hosts', () => {
    expect(safeNext('/events/1/play')).toBe('/events/1/play');
    expect(safeNext('//evil.example/x')).toBe('/');
    expect(safeNext('/\\evil.example')).toBe('/');
    expect(safeNext('https://evil.example')).toBe('/');
    expect(safeNext(null)).toBe('/');
  });
});
