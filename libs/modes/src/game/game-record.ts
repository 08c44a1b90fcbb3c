import type { GameState } from '@arbiter/rulesets';
import type { GameRecord, PlayingPhase } from '../model/match-state.js';

/** The match's record of an ended game. */
export function gameRecordOf(phase: PlayingPhase, game: GameState): GameRecord {
  if (!game.result) throw new Error(`game ${game.gameId} has not ended`);
  return {
    game: phase.game,
    gameId: phase.gameId,
    turnOrder: phase.turnOrder,
    battlefields: phase.battlefields,
    result: game.result,
    points: game.seats.map((seat) => game.sides.find((side) => side.seats.includes(seat.seat))?.points ?? 0),
    turns: game.turn.number,
  };
}
