import { AppError } from '@arbiter/errors';
import { decideOnlineGame } from '@arbiter/game-domain';
import { Clock, holds, OnlineMatchGateway, type OnlineTable, TournamentAccess } from '@arbiter/tournament-application';
import type { Actor } from '@arbiter/tournament-domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomBytes } from 'node:crypto';
import { OnlineGameRepository } from '../online-game.repository.js';
import { type GameReceipt, OnlineGameWriter } from '../online-game.writer.js';
import { ConcedeGameCommand, RewindGameCommand, StartMatchGameCommand, SubmitGameActionCommand } from './game.commands.js';

function requireActor(actor: Actor | null): Actor {
  if (!actor) throw new AppError('AUTH.UNAUTHENTICATED', 'log in first');
  return actor;
}

@CommandHandler(StartMatchGameCommand)
export class StartMatchGameHandler implements ICommandHandler<StartMatchGameCommand, GameReceipt> {
  constructor(
    private readonly writer: OnlineGameWriter,
    private readonly games: OnlineGameRepository,
    private readonly gateway: OnlineMatchGateway,
    private readonly access: TournamentAccess,
    private readonly clock: Clock,
  ) {}

  async execute(command: StartMatchGameCommand): Promise<GameReceipt> {
    const actor = requireActor(command.actor);
    const table = await this.gateway.table(command.matchId);
    if (!table) throw new AppError('MATCH.NOT_FOUND', 'no such match');
    const seated = table.seats.some((seat) => seat.players.some((player) => player.accountId === actor.accountId));
    if (!seated) {
      const { roles } = await this.access.read(table.tournamentId, actor);
      if (!holds(roles, 'enterResults')) throw new AppError('AUTH.FORBIDDEN', 'only the players of this match (or its judges) start its game');
    }
    const existing = await this.games.load(command.matchId);
    if (existing.state.status !== 'none') return { gameId: command.matchId, version: existing.version, status: existing.state.status };
    if (table.status === 'final') throw new AppError('MATCH.ALREADY_FINAL', 'the match has a final result', { ruleRef: 'TR 2026-07-16 408.1' });
    // The secret seed: drawn here at the edge, stored only inside the game stream (ADR 0030).
    const seed = randomBytes(32).toString('hex');
    const now = this.clock.now();
    try {
      return await this.start(command.matchId, { accountId: actor.accountId, staff: !seated }, table, seed, now);
    } catch (error) {
      // Both players pressed start at once: the other start won, and this one joins that game.
      if (!(error instanceof AppError) || (error.code !== 'GAME.CONCURRENT_UPDATE' && error.code !== 'GAME.ALREADY_STARTED')) throw error;
      const started = await this.games.load(command.matchId);
      if (started.state.status === 'none') throw error;
      return { gameId: command.matchId, version: started.version, status: started.state.status };
    }
  }

  private start(gameId: string, requestedBy: { accountId: string; staff: boolean }, table: OnlineTable, seed: string, now: string): Promise<GameReceipt> {
    return this.writer.decide(gameId, requestedBy.accountId, now, (state) =>
      decideOnlineGame(
        {
          type: 'StartOnlineGame',
          gameId,
          tournamentId: table.tournamentId,
          matchId: table.matchId,
          mode: table.mode,
          ruleset: table.ruleset,
          // One seat per player: a Magma Chamber team brings two, the domain seats them opposite.
          seats: table.seats.flatMap((seat) =>
            seat.players.map((player) => ({
              entrantId: seat.entrantId,
              name: seat.players.length > 1 ? player.name : seat.name,
              accountIds: player.accountId ? [player.accountId] : [],
              cards: player.cards,
              chosenChampion: player.chosenChampion,
            })),
          ),
          seed,
          now,
          requestedBy,
        },
        state,
      ),
    );
  }
}

@CommandHandler(SubmitGameActionCommand)
export class SubmitGameActionHandler implements ICommandHandler<SubmitGameActionCommand, GameReceipt> {
  constructor(
    private readonly writer: OnlineGameWriter,
    private readonly clock: Clock,
  ) {}

  execute(command: SubmitGameActionCommand): Promise<GameReceipt> {
    const actor = requireActor(command.actor);
    const now = this.clock.now();
    return this.writer.decide(command.gameId, actor.accountId, now, (state) =>
      decideOnlineGame({ type: 'TakeGameAction', accountId: actor.accountId, action: command.action, now }, state),
    );
  }
}

@CommandHandler(ConcedeGameCommand)
export class ConcedeGameHandler implements ICommandHandler<ConcedeGameCommand, GameReceipt> {
  constructor(
    private readonly writer: OnlineGameWriter,
    private readonly clock: Clock,
  ) {}

  execute(command: ConcedeGameCommand): Promise<GameReceipt> {
    const actor = requireActor(command.actor);
    const now = this.clock.now();
    return this.writer.decide(command.gameId, actor.accountId, now, (state) => decideOnlineGame({ type: 'ConcedeOnlineGame', accountId: actor.accountId, now }, state));
  }
}

/** Staff of the game's tournament only (a seated judge plays, and never backs up their own game). */
@CommandHandler(RewindGameCommand)
export class RewindGameHandler implements ICommandHandler<RewindGameCommand, GameReceipt> {
  constructor(
    private readonly writer: OnlineGameWriter,
    private readonly games: OnlineGameRepository,
    private readonly access: TournamentAccess,
    private readonly clock: Clock,
  ) {}

  async execute(command: RewindGameCommand): Promise<GameReceipt> {
    const actor = requireActor(command.actor);
    const { state } = await this.games.load(command.gameId);
    if (state.status === 'none') throw new AppError('GAME.NOT_FOUND', 'no such game');
    const { roles } = await this.access.read(state.info.tournamentId, actor);
    const seated = state.info.seats.some((seat) => seat.accountIds.includes(actor.accountId));
    if (!holds(roles, 'rewindGames') || seated) throw new AppError('AUTH.FORBIDDEN', 'backups are ordered by a judge of the tournament who does not play in the game', { ruleRef: 'TR 2026-07-16 701.5.c' });
    const now = this.clock.now();
    return this.writer.decide(command.gameId, actor.accountId, now, (current) =>
      decideOnlineGame({ type: 'RewindOnlineGame', judgeAccountId: actor.accountId, actions: command.actions, reason: command.reason, now }, current),
    );
  }
}
