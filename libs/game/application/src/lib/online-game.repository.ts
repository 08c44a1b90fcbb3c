import { EventStore, type EventStoreSession } from '@arbiter/application';
import { evolveOnlineGame, gameStreamId, initialOnlineGameState, type OnlineGameEvent, type OnlineGameState } from '@arbiter/game-domain';
import { Injectable } from '@nestjs/common';

export interface LoadedOnlineGame {
  readonly state: OnlineGameState;
  readonly version: number;
}

/** Loads a `game-<id>` stream and folds it (a game is a few hundred to a few thousand engine events). */
@Injectable()
export class OnlineGameRepository {
  constructor(private readonly store: EventStore) {}

  async load(gameId: string, session?: EventStoreSession): Promise<LoadedOnlineGame> {
    const events = await (session ?? this.store).readStream<OnlineGameEvent['data']>(gameStreamId(gameId));
    const state = events.reduce<OnlineGameState>(
      (current, event) => evolveOnlineGame(current, { type: event.type, data: event.data } as OnlineGameEvent),
      initialOnlineGameState(),
    );
    return { state, version: events.length };
  }
}
