import { EventStore, type EventStoreSession } from '@arbiter/application';
import { evolveOnlineGame, gameStreamId, initialOnlineGameState, type OnlineGameEvent, type OnlineGameState } from '@arbiter/game-domain';
import { Injectable } from '@nestjs/common';

export interface LoadedOnlineGame {
  readonly state: OnlineGameState;
  readonly version: number;
}

/** Games whose latest folded state is kept (least recently loaded dropped first). */
const CACHED_GAMES = 256;

/**
 * Loads a `game-<id>` stream and folds it (a game is a few hundred to a few thousand engine events).
 * A stream only grows, and states are immutable, so the last state folded for a game stays true
 * of its first `version` events: a load reads and folds only the events after it. Without that,
 * every read and every action of a game read and folded the whole stream again, and a game's
 * cost grew with the square of its length (issue 23: a random duel took ~0.1 s per action).
 */
@Injectable()
export class OnlineGameRepository {
  private readonly folded = new Map<string, LoadedOnlineGame>();

  constructor(private readonly store: EventStore) {}

  async load(gameId: string, session?: EventStoreSession): Promise<LoadedOnlineGame> {
    const known = this.folded.get(gameId) ?? { state: initialOnlineGameState(), version: 0 };
    const events = await (session ?? this.store).readStream<OnlineGameEvent['data']>(gameStreamId(gameId), { fromVersion: known.version + 1 });
    const state = events.reduce<OnlineGameState>(
      (current, event) => evolveOnlineGame(current, { type: event.type, data: event.data } as OnlineGameEvent),
      known.state,
    );
    const loaded = { state, version: known.version + events.length };
    if (loaded.version > 0) this.remember(gameId, loaded);
    return loaded;
  }

  private remember(gameId: string, loaded: LoadedOnlineGame): void {
    const current = this.folded.get(gameId);
    // Two loads of one game may overlap: keep the longer fold.
    if (current && current.version > loaded.version) return;
    this.folded.delete(gameId);
    this.folded.set(gameId, loaded);
    if (this.folded.size > CACHED_GAMES) this.folded.delete(this.folded.keys().next().value as string);
  }
}
