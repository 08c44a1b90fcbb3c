import type { Actor } from '@arbiter/tournament-domain';
import { Command } from '@nestjs/cqrs';
import type { GameReceipt } from '../online-game.writer.js';

/** Starts (or joins, if already started) the online game of a paired match; the game id is the match id. */
export class StartMatchGameCommand extends Command<GameReceipt> {
  constructor(
    readonly actor: Actor | null,
    readonly matchId: string,
  ) {
    super();
  }
}

/** A seat's action: an engine action, or a match decision between games of a best of 3. */
export class SubmitGameActionCommand extends Command<GameReceipt> {
  constructor(
    readonly actor: Actor | null,
    readonly gameId: string,
    readonly action: unknown,
  ) {
    super();
  }
}

/** 650: the actor's seat concedes the game in progress. */
export class ConcedeGameCommand extends Command<GameReceipt> {
  constructor(
    readonly actor: Actor | null,
    readonly gameId: string,
  ) {
    super();
  }
}

/** TR 14.3: a judge takes back the last `actions` accepted actions of the game in progress. */
export class RewindGameCommand extends Command<GameReceipt> {
  constructor(
    readonly actor: Actor | null,
    readonly gameId: string,
    readonly actions: number,
    readonly reason: string,
  ) {
    super();
  }
}
