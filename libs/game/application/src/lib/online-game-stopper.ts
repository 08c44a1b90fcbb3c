import { Clock, OnlineGameStops, type OnlineGameStopper } from '@arbiter/tournament-application';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { OnlineGameWriter } from './online-game.writer.js';

/** Registers with the tournament the way a staff entry ends a match's online game (issue 18 item 4). */
@Injectable()
export class StaffEntryGameStopper implements OnlineGameStopper, OnModuleInit {
  constructor(
    private readonly stops: OnlineGameStops,
    private readonly writer: OnlineGameWriter,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.stops.register(this);
  }

  stopDecidedGame(matchId: string, gameId: string): Promise<void> {
    return this.writer.endByStaffEntry(gameId, matchId, this.clock.now());
  }
}
