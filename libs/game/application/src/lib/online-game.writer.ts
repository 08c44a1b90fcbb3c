import { ConcurrencyError, EventStore, type EventStoreTransaction } from '@arbiter/application';
import { AppError } from '@arbiter/errors';
import { decideOnlineGame, type GameDecision, gameStreamId, type OnlineGameState } from '@arbiter/game-domain';
import type { MatchResultInput } from '@arbiter/tournament-domain';
import { OnlineMatchGateway, TournamentNotifier } from '@arbiter/tournament-application';
import { Injectable } from '@nestjs/common';
import { OnlineGameRepository } from './online-game.repository.js';

/** A game action that lost a race on its match stream only is decided again this often in all. */
const MATCH_RACE_ATTEMPTS = 3;

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
 * chosen on a state that no longer exists (`GAME.CONCURRENT_UPDATE`, nothing written); a race lost
 * on the match stream alone is decided again.
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

  /**
   * Issue 18 item 4: staff entered the result of match `matchId` while its online game was being
   * played; the game ends with that result, and the match notes the end of play (the entry is
   * what decides, so no second entry is appended). Nothing happens when the game has ended or the
   * match's latest entry is no longer a staff entry.
   */
  async endByStaffEntry(gameId: string, matchId: string, now: string): Promise<void> {
    const receipt = await this.commit<MatchResultInput>(gameId, null, now, (state, entered) =>
      entered ? decideOnlineGame({ type: 'EndGameByStaffEntry', result: entered, now }, state) : { ok: true, events: [] },
      (tx) => this.gateway.staffEntryWhilePlaying(tx, matchId, gameId),
    );
    this.notifier.publish('onlineGameUpdated', gameId, { gameId, version: receipt.version });
  }

  private async commit<TContext = null>(
    gameId: string,
    actorId: string | null,
    now: string,
    decide: (state: OnlineGameState, context: TContext | null) => GameDecision,
    readContext?: (tx: EventStoreTransaction) => Promise<TContext | null>,
  ): Promise<GameReceipt> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.store.transaction((tx) => this.decideIn(tx, gameId, actorId, now, decide, readContext));
      } catch (error) {
        if (!(error instanceof ConcurrencyError)) throw error;
        // The match stream moved (the worker recorded a result, a judge acted) while the game did
        // not: the action was chosen on a game that still exists, so it is decided again.
        if (error.streamId !== gameStreamId(gameId) && attempt < MATCH_RACE_ATTEMPTS) continue;
        throw new AppError('GAME.CONCURRENT_UPDATE', 'the game changed while this action was decided; fetch it again and retry');
      }
    }
  }

  private async decideIn<TContext>(
    tx: EventStoreTransaction,
    gameId: string,
    actorId: string | null,
    now: string,
    decide: (state: OnlineGameState, context: TContext | null) => GameDecision,
    readContext?: (tx: EventStoreTransaction) => Promise<TContext | null>,
  ): Promise<GameReceipt> {
    const loaded = await this.games.load(gameId, tx);
    const context = readContext ? await readContext(tx) : null;
    const decision = decide(loaded.state, context);
    if (!decision.ok) throw gameRefusalError(decision);
    if (decision.events.length === 0) return { gameId, version: loaded.version, status: loaded.state.status === 'finished' ? 'finished' : 'playing' };
    const expected = loaded.version === 0 ? 'no_stream' : loaded.version;
    const stored = decision.events.map((event) => ({ type: event.type, data: event.data, metadata: { actor: actorId } }));
    const appended = await tx.append(gameStreamId(gameId), stored, expected);
    let status: GameReceipt['status'] = 'playing';
    for (const event of decision.events) {
      if (event.type === 'OnlineGameStarted') await this.gateway.recordGameStarted(tx, event.data.matchId, gameId, now);
      if (event.type !== 'OnlineGameFinished') continue;
      status = 'finished';
      const matchId = loaded.state.status === 'none' ? null : loaded.state.info.matchId;
      if (!matchId) continue;
      if (event.data.endedBy === 'staff_entry') await this.gateway.recordGameStopped(tx, matchId, gameId, event.data.result, now);
      else await this.gateway.recordGameResult(tx, matchId, gameId, event.data.result, now);
    }
    return { gameId, version: appended.nextExpectedVersion, status };
  }
}
