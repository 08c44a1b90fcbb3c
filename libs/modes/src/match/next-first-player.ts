/**
 * Who decides the first player of the next game (architecture default, configurable): the loser
 * of the previous game chooses; after a draw, whoever chose for the drawn game chooses again.
 */
import type { Seat } from '@arbiter/rulesets';
import type { FirstPlayerRule, GameRecord, MatchState } from '../model/match-state.js';

/** The one seat that lost while every other seat won, or null (a draw, or no such seat). */
export function loserOf(game: GameRecord): Seat | null {
  const losers = game.result.outcomes.flatMap((outcome, seat) => (outcome === 'loss' ? [seat] : []));
  const winners = game.result.outcomes.filter((outcome) => outcome === 'win').length;
  return losers.length === 1 && winners === game.result.outcomes.length - 1 ? (losers[0] ?? null) : null;
}

export function nextFirstPlayer(state: MatchState): FirstPlayerRule {
  const previous = state.games[state.games.length - 1];
  if (!previous) return { kind: 'random' };
  const loser = loserOf(previous);
  const policy = state.options.firstPlayer;
  switch (policy) {
    case 'random':
      return { kind: 'random' };
    case 'loserGoesFirst':
      return loser === null ? { kind: 'random' } : { kind: 'fixed', seat: loser };
    case 'loserChooses': {
      if (loser !== null) return { kind: 'chosenBy', seat: loser };
      const chooser = previous.turnOrder?.chooser ?? null;
      return chooser === null ? { kind: 'random' } : { kind: 'chosenBy', seat: chooser };
    }
    default: {
      const unreachable: never = policy;
      throw new Error(`unknown first-player policy ${String(unreachable)}`);
    }
  }
}
