import { ConcurrencyError, EventStore } from '@arbiter/application';
import { AppError } from '@arbiter/errors';
import { type GameDecision, gameStreamId, type OnlineGameState } from '@arbiter/game-domain';
import { OnlineMatchGateway, TournamentNotifier } from '@arbiter/tournament-application';
import { Injectable } from '@nestjs/common';
import { OnlineGameRepository } from './online-game.repository.js';

/** What a game command returns: the stream's version after it and the game's status. */
export interface GameReceipt {
  readonly gameId: string;
  readonly version: number;
  readonly status: 'playing' | 'finished';
}

/** A refusal of the game domain as the error clients see (`extensions.code`, `extensions.ruleRef`). */
export function gameRefusalError(decision: Extract<GameDecision, { ok: false }>): AppError {
  const { ruleRef, details } = decision.error;
  return new AppError(decision.error.code, decision.error.message, { ...(ruleRef ? { ruleRef } : {}), ...(details ? { details } : {}) });
}

/**
 * One game command in one transaction: load the stream, decide, append with the expected
 * version. The game's start is noted in its match stream in the same transaction (players'
 * reports then wait for the game); when the decision finishes the game, the match's report and
 * its `score-reporting` outbox row are appended in the same transaction (`OnlineMatchGateway`),
 * so a finished game is reported exactly once. A concurrent append to the same game is not retried: the action was
 * chosen on a state that no longer exists (`GAME.CONCURRENT_UPDATE`, nothing written).
 * After the commit, subscribers of the game are told its new version (`onlineGameUpdated`).
 */
@Injectable()
export class OnlineGameWriter {
  constructor(
    private readonly store: EventStore,
    private readonly games: OnlineGameRepository,
    private readonly gateway: OnlineMatchGateway,
    private readonly notifier: TournamentNotifier,
  ) {}

  async decide(gameId: string, actorId: string | null, now: string, decide: (state: OnlineGameState) => GameDecision): Promise<GameReceipt> {
    const receipt = await this.commit(gameId, actorId, now, decide);
    this.notifier.publish('onlineGameUpdated', gameId, { gameId, version: receipt.version });
    return receipt;
  }

  private async commit(gameId: string, actorId: string | null, now: string, decide: (state: OnlineGameState) => GameDecision): Promise<GameReceipt> {
    try {
      return await this.store.transaction(async (tx) => {
        const loaded = await this.games.load(gameId, tx);
        const decision = decide(loaded.state);
        if (!decision.ok) throw gameRefusalError(decision);
        const expected = loaded.version === 0 ? 'no_stream' : loaded.version;
        const stored = decision.events.map((event) => ({ type: event.type, data: event.data, metadata: { actor: actorId } }));
        const appended = await tx.append(gameStreamId(gameId), stored, expected);
        let status: GameReceipt['status'] = 'playing';
        for (const event of decision.events) {
          if (event.type === 'OnlineGameStarted') await this.gateway.recordGameStarted(tx, event.data.matchId, gameId, now);
          if (event.type !== 'OnlineGameFinished') continue;
          status = 'finished';
          const matchId = loaded.state.status === 'none' ? null : loaded.state.info.matchId;
          if (matchId) await this.gateway.recordGameResult(tx, matchId, gameId, event.data.result, now);
        }
        return { gameId, version: appended.nextExpectedVersion, status };
      });
    } catch (error) {
      if (error instanceof ConcurrencyError) {
        throw new AppError('GAME.CONCURRENT_UPDATE', 'the game changed while this action was decided; fetch it again and retry');
      }
      throw error;
    }
  }
}
