/**
 * The points needed to win (CR 1.3 478.3): the mode's Victory Score, changed by the passive
 * abilities of the battlefields in play (a battlefield that raises it does so only while it is in
 * play, so a battlefield replaced by a blank one, 652.2.a, stops counting at once).
 */
import { cardDefinition } from '../cards/card-registry.js';
import type { GameState } from '../model/game-state.js';

export function victoryScore(state: GameState): number {
  let score = state.mode.victoryScore;
  for (const bf of state.battlefields) {
    if (bf.card === 'blank') continue;
    for (const ability of cardDefinition(bf.card).abilities) {
      if (ability.kind === 'static' && ability.effect === 'victoryScoreIncrease') score += ability.amount;
    }
  }
  return score;
}
