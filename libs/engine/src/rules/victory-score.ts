/**
 * The points needed to win (CR 1.3 478.3): the mode's Victory Score, changed by the passive
 * abilities of the battlefields in play (a battlefield that raises it does so only while it is in
 * play, so a battlefield replaced by a blank one, 652.2.a, stops counting at once).
 */
import { cardDefinition } from '../cards/card-registry.js';
import type { GameState } from '../model/game-state.js';

export function victoryScore(state: GameState): number {
  let score = state.mode.victoryScore;
  for (const bf of state.battlefields) if (bf.card !== 'blank') score += increaseOf(bf.card);
  return score;
}

/** What a battlefield card adds to the Victory Score, by its code (the victory check of every
 * priority window asks, and the card's abilities need not be read again each time). */
const increaseByCode = new Map<string, number>();

function increaseOf(code: string): number {
  let increase = increaseByCode.get(code);
  if (increase === undefined) {
    increase = 0;
    for (const ability of cardDefinition(code).abilities) {
      if (ability.kind === 'static' && ability.effect === 'victoryScoreIncrease') increase += ability.amount;
    }
    increaseByCode.set(code, increase);
  }
  return increase;
}
