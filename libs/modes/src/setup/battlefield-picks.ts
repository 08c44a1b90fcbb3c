/** 644.5, 645.5, 646.5, 648.4.b, 648.5.a: which seats bring a battlefield, and random picks. */
import type { Random } from '@arbiter/prng';
import type { CardId, Deck, Seat } from '@arbiter/rulesets';
import type { BattlefieldContributors } from '../model/mode-definition.js';

/** A battlefield picked for a game, from its owner's deck. */
export interface BattlefieldPick {
  readonly seat: Seat;
  readonly card: CardId;
}

/** The seats whose battlefield goes into play, in seat order (648.4.b: not the first player). */
export function contributingSeats(contributors: BattlefieldContributors, turnOrder: readonly Seat[]): readonly Seat[] {
  const seats = [...turnOrder].sort((a, b) => a - b);
  switch (contributors) {
    case 'everySeat':
      return seats;
    case 'allButFirstPlayer':
      return seats.filter((seat) => seat !== turnOrder[0]);
    default: {
      const unreachable: never = contributors;
      throw new Error(`unknown contributors ${String(unreachable)}`);
    }
  }
}

/** One of each contributing seat's battlefields, uniformly at random. */
export function randomBattlefieldPicks(decks: readonly Deck[], seats: readonly Seat[], random: Random): readonly BattlefieldPick[] {
  return seats.map((seat) => {
    const brought = decks[seat]?.battlefields ?? [];
    return { seat, card: random.pick(brought) };
  });
}
