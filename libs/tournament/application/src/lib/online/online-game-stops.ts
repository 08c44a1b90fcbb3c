import { Injectable, Logger } from '@nestjs/common';

/** Ends a match's online game once staff have decided the match (implemented by the game context). */
export interface OnlineGameStopper {
  stopDecidedGame(matchId: string, gameId: string): Promise<void>;
}

/**
 * Issue 18 item 4: a staff entry decides a match whose online game is still being played, and
 * ends that game. The game context sits above the tournament (it imports this library), so it
 * registers its stopper here instead of the tournament importing it.
 *
 * The stop is a second transaction after the entry has committed: the entry is never held up or
 * undone by the game. Should the process stop between the two, the game goes on, and a result
 * it reaches that differs from the entry opens a dispute for the judges (`decideFinishOnlinePlay`):
 * nothing is dropped either way.
 */
@Injectable()
export class OnlineGameStops {
  private readonly logger = new Logger(OnlineGameStops.name);
  private stopper: OnlineGameStopper | null = null;

  register(stopper: OnlineGameStopper): void {
    this.stopper = stopper;
  }

  async afterStaffResult(matchId: string, gameId: string): Promise<void> {
    if (!this.stopper) return;
    try {
      await this.stopper.stopDecidedGame(matchId, gameId);
    } catch (error) {
      // The entry stands; the game's own end will reach the judges if it differs.
      this.logger.warn(`online game ${gameId} of match ${matchId} was not stopped after a staff entry: ${String(error)}`);
    }
  }
}
