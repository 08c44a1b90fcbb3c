import type { Seat } from '@arbiter/rulesets';
import { modeDefinition } from '../definitions/mode-registry.js';
import type { MatchState } from '../model/match-state.js';

/** The sides of the match's mode as seat lists (everyone alone when the mode has no teams). */
export function sidesOf(match: MatchState): readonly (readonly Seat[])[] {
  return modeDefinition(match.mode).game.teams ?? match.players.map((_, seat) => [seat]);
}
