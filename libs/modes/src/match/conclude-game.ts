/** After a game is recorded: the match ends (644.6, 645.6, 646.6, 648.6, time) or the next game's setup begins. */
import { modeDefinition } from '../definitions/mode-registry.js';
import type { GameRecord, MatchResult } from '../model/match-state.js';
import { advanceMatch } from './advance-match.js';
import type { MatchContext } from './match-context.js';
import { matchDecided, resultByGames } from './match-results.js';
import { nextFirstPlayer } from './next-first-player.js';

/** Ends the match now, or after its next recorded game when `pendingEnd` says so. */
export function concludeMatch(ctx: MatchContext, pendingEnd: MatchResult | null = null): void {
  const { bestOf } = modeDefinition(ctx.state.mode);
  if (pendingEnd) {
    ctx.emit({ type: 'MatchEnded', result: pendingEnd });
    return;
  }
  if (ctx.state.timeCalled) {
    ctx.emit({ type: 'MatchEnded', result: resultByGames(ctx.state, bestOf, 'time') });
    return;
  }
  if (matchDecided(ctx.state, bestOf)) {
    ctx.emit({ type: 'MatchEnded', result: resultByGames(ctx.state, bestOf, 'games') });
    return;
  }
  ctx.emit({ type: 'GameSetupStarted', game: ctx.state.games.length + 1, firstPlayer: nextFirstPlayer(ctx.state) });
  advanceMatch(ctx);
}

/** Records a finished game, then concludes (with `end` when the match ends regardless of games). */
export function recordAndConclude(ctx: MatchContext, record: GameRecord, end: MatchResult | null = null): void {
  ctx.emit({ type: 'GameResultRecorded', record });
  concludeMatch(ctx, end);
}
