import { TournamentCoreModule } from '@arbiter/tournament-application';
import { Module } from '@nestjs/common';
import { ConcedeGameHandler, RewindGameHandler, StartMatchGameHandler, SubmitGameActionHandler } from './commands/game-command.handlers.js';
import { StaffEntryGameStopper } from './online-game-stopper.js';
import { OnlineGameRepository } from './online-game.repository.js';
import { OnlineGameWriter } from './online-game.writer.js';
import { GetOnlineGameHandler } from './queries/get-online-game.query.js';

/**
 * Online play of a paired match (ADR 0030): the game commands and the game query for the API.
 * Needs `EventStore` (the platform's `DatabaseModule`) and `CqrsModule.forRoot()` in the app.
 * A finished game's result goes into the match stream with its outbox row, so the worker's
 * score-reporting processor takes it like any report; the worker needs nothing from here.
 */
@Module({
  imports: [TournamentCoreModule],
  providers: [OnlineGameRepository, OnlineGameWriter, StaffEntryGameStopper, StartMatchGameHandler, SubmitGameActionHandler, ConcedeGameHandler, RewindGameHandler, GetOnlineGameHandler],
})
export class GameModule {}
