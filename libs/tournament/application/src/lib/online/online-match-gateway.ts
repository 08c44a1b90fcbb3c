import type { EventStoreSession, EventStoreTransaction } from '@arbiter/application';
import { AppError } from '@arbiter/errors';
import type { RulesetId } from '@arbiter/rulesets';
import { type CardCount, decideFinishOnlinePlay, decideStartOnlinePlay, decideStopOnlinePlay, type MatchResult, type MatchResultInput, type TournamentMode } from '@arbiter/tournament-domain';
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { SCORE_REPORTING_TOPIC, type ScoreReportPayload } from '../processors/score-reporting.topic.js';
import { TournamentNotifier } from '../notifications/tournament-notifier.js';
import { TournamentReadModels } from '../projections/tournament-read-models.js';
import { MatchRepository } from '../repositories/match.repository.js';
import { TournamentRepository } from '../repositories/tournament.repository.js';
import { WriteSession } from '../repositories/tournament-writer.js';
import { eventsOrThrow } from '../shared/refusal-error.js';

/** A player of a seat at an online table, with the decklist registered for them. */
export interface OnlineTablePlayer {
  readonly playerId: string;
  /** The player's own name (a team member's, not the team's). */
  readonly name: string;
  readonly accountId: string | null;
  readonly cards: readonly CardCount[] | null;
  readonly chosenChampion: string | null;
}

/** A paired match as the game context needs it to start an online game (never the tournament's internals). */
export interface OnlineTable {
  readonly tournamentId: string;
  readonly matchId: string;
  readonly mode: TournamentMode;
  /** The tournament's ruleset: the rules the online game is played under. */
  readonly ruleset: RulesetId;
  /** `open`, `reported`, `disputed` or `final` (a final match takes no game result). */
  readonly status: string;
  readonly seats: readonly { readonly entrantId: string; readonly name: string; readonly players: readonly OnlineTablePlayer[] }[];
}

/**
 * The tournament's side of online games (ADR 0030): the table a game is played at (seats,
 * accounts, registered decklists) and the way a finished game's result enters score reporting.
 * The game's start and end are recorded in the match stream (`OnlinePlayStarted`,
 * `OnlinePlayFinished`); its result is stored like a staff entry (`ResultEntered`, it decides the
 * match) with its `score-reporting` outbox row, inside the caller's transaction, so the game's
 * own events and the match's commit together or not at all.
 */
@Injectable()
export class OnlineMatchGateway {
  constructor(
    private readonly matches: MatchRepository,
    private readonly tournaments: TournamentRepository,
    private readonly readModels: TournamentReadModels,
    private readonly notifier: TournamentNotifier,
  ) {}

  async table(matchId: string, session?: EventStoreSession): Promise<OnlineTable | null> {
    const match = await this.matches.load(matchId, session);
    if (match.state.status === 'unpaired') return null;
    const tournament = await this.tournaments.load(match.state.info.tournamentId, session);
    if (tournament.state.status === 'none') return null;
    const data = tournament.state;
    return {
      tournamentId: match.state.info.tournamentId,
      matchId,
      mode: match.state.info.mode,
      ruleset: data.settings.ruleset,
      status: match.state.status,
      seats: match.state.seats.map((seat) => ({
        entrantId: seat.entrantId,
        name: seat.name,
        players: (data.entrants[seat.entrantId]?.playerIds ?? []).map((playerId) => {
          const player = data.players[playerId];
          return {
            playerId,
            name: player?.displayName ?? seat.name,
            accountId: player?.accountId ?? null,
            cards: player?.decklist?.cards ?? null,
            chosenChampion: player?.decklist?.chosenChampion ?? null,
          };
        }),
      })),
    };
  }

  /**
   * Notes in the match stream, in `tx` (the game's first event commits with it), that its online
   * game began: players' reports wait until the game has ended (issue 18 item 4).
   */
  async recordGameStarted(tx: EventStoreTransaction, matchId: string, gameId: string, now: string): Promise<void> {
    const loaded = await this.matches.load(matchId, tx);
    const events = eventsOrThrow(decideStartOnlinePlay({ type: 'StartOnlinePlay', gameId, now }, loaded.state));
    await new WriteSession(tx, this.readModels, null).appendMatch(matchId, loaded.version, events);
  }

  /**
   * The result staff entered for the match, read in `tx`, while its online game `gameId` is
   * still being played: the result that game is ended with (issue 18 item 4). Null when the
   * match's latest entry is not a staff entry or the game is no longer in progress.
   */
  async staffEntryWhilePlaying(tx: EventStoreTransaction, matchId: string, gameId: string): Promise<MatchResult | null> {
    const { state } = await this.matches.load(matchId, tx);
    if (state.status === 'unpaired' || state.onlinePlay?.gameId !== gameId || state.onlinePlay.status !== 'playing') return null;
    const latest = state.reports.at(-1);
    return latest?.kind === 'staff' ? latest.result : null;
  }

  /** Notes in the match stream, in `tx`, that its online game was ended by a staff entry (the entry decides; nothing else is appended). */
  async recordGameStopped(tx: EventStoreTransaction, matchId: string, gameId: string, result: MatchResultInput, now: string): Promise<void> {
    const loaded = await this.matches.load(matchId, tx);
    const events = eventsOrThrow(decideStopOnlinePlay({ type: 'StopOnlinePlay', gameId, result, now }, loaded.state));
    await new WriteSession(tx, this.readModels, null).appendMatch(matchId, loaded.version, events);
  }

  /**
   * Appends the finished game's result to the match stream in `tx`, with its outbox row when it
   * decides the match, and returns that report id. A match that was final already keeps its
   * result (TR 8.2.1); a game result that differs from it opens a dispute for the judges
   * (issue 18 item 4): it is never dropped.
   */
  async recordGameResult(tx: EventStoreTransaction, matchId: string, gameId: string, result: MatchResultInput, now: string): Promise<string | null> {
    const loaded = await this.matches.load(matchId, tx);
    if (loaded.state.status === 'unpaired') throw new AppError('MATCH.NOT_FOUND', 'no such match');
    const reportId = randomUUID();
    const events = eventsOrThrow(decideFinishOnlinePlay({ type: 'FinishOnlinePlay', gameId, reportId, result, now }, loaded.state));
    const { tournamentId, round, table } = loaded.state.info;
    const decides = events.some((event) => event.type === 'ResultEntered');
    const payload: ScoreReportPayload = { tournamentId, matchId, reportId };
    const outbox = decides ? [{ id: reportId, topic: SCORE_REPORTING_TOPIC, payload }] : [];
    await new WriteSession(tx, this.readModels, null).appendMatch(matchId, loaded.version, events, outbox);
    if (events.some((event) => event.type === 'OnlineResultDisputed')) this.notifier.publish('disputeOpened', tournamentId, { tournamentId, matchId, round, table });
    return decides ? reportId : null;
  }
}
