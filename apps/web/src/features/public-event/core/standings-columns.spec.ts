import { describe, expect, it } from 'vitest';
import { shownTiebreakers, tiebreakerValue } from './standings-columns.js';

describe('the tiebreaker columns of a standings table', () => {
  it('leaves out the random tiebreaker, which only orders the rows, and keeps the others in the event order', () => {
    const row = [
      { id: 'omw', value: 0.5 },
      { id: 'gw', value: 0.6667 },
      { id: 'ogw', value: 0.4 },
      { id: 'random', value: 0.4718 },
    ];
    expect(shownTiebreakers(row).map((tiebreaker) => tiebreaker.id)).toEqual(['omw', 'gw', 'ogw']);
    expect(shownTiebreakers([{ id: 'random', value: 1 }, { id: 'buchholz', value: 7 }])).toEqual([{ id: 'buchholz', value: 7 }]);
    expect(shownTiebreakers([{ id: 'random', value: 0.25 }])).toEqual([]);
  });

  it('shows no cell as a bare fraction', () => {
    const cells = shownTiebreakers([
      { id: 'omw', value: 0.3333 },
      { id: 'gw', value: 1 },
      { id: 'buchholz', value: 4.5 },
      { id: 'head_to_head', value: 3 },
      { id: 'random', value: 0.4718 },
    ]).map((tiebreaker) => tiebreakerValue(tiebreaker.id, tiebreaker.value));
    expect(cells).toEqual(['33.3%', '100.0%', '4.5', '3']);
  });
});
