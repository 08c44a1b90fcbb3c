import { describe, expect, it } from 'vitest';
import { onlineResultView } from './online-game-result.js';

describe('the result of a finished online game as clients see it (issue 18 item 7)', () => {
  it('places the winner of a two-seat match first and the loser second, as the match does', () => {
    const view = onlineResultView({ seats: [{ entrantId: 'a', gameWins: 1 }, { entrantId: 'b', gameWins: 2 }], gameDraws: 0 });
    expect(view.seats).toEqual([
      { entrantId: 'a', gameWins: 1, placement: 2 },
      { entrantId: 'b', gameWins: 2, placement: 1 },
    ]);
  });

  it('shares first place after a drawn match', () => {
    const view = onlineResultView({ seats: [{ entrantId: 'a', gameWins: 1 }, { entrantId: 'b', gameWins: 1 }], gameDraws: 1 });
    expect(view.seats.map((seat) => seat.placement)).toEqual([1, 1]);
    expect(view.gameDraws).toBe(1);
  });

  it('keeps the places of a pod and counts no game wins there', () => {
    const view = onlineResultView({ seats: [{ entrantId: 'a', placement: 2 }, { entrantId: 'b', placement: 1 }, { entrantId: 'c', placement: 3 }] });
    expect(view.seats).toEqual([
      { entrantId: 'a', gameWins: 0, placement: 2 },
      { entrantId: 'b', gameWins: 0, placement: 1 },
      { entrantId: 'c', gameWins: 0, placement: 3 },
    ]);
  });
});
