import { ConcedeGameCommand, GetOnlineGameQuery, type OnlineGameRead, RewindGameCommand, StartMatchGameCommand, SubmitGameActionCommand } from '@arbiter/game-application';
import { onlineGameView, type OnlineGameView, onlineLegalActions, onlineReplay, onlineResultView } from '@arbiter/game-domain';
import { actorOf, type TournamentContext } from '@arbiter/tournament-api';
import { TOURNAMENT_PUBSUB, type TournamentPubSub } from '@arbiter/tournament-application';
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { gameTypeDefs } from './game.types.graphql.js';
import { jsonScalar } from './json.scalar.js';
import { onlineGameUpdates } from './online-game-updates.js';

/** Without a notification, a subscribed game is read again this often (a lost notification is
 * late, never missing). */
const RECHECK_MS = 5_000;

type Ctx = Pick<TournamentContext, 'viewer'>;

/**
 * The viewer's view of one read, built once however many of its fields a query selects: it
 * redacts the whole game state (rule 127), and `seats`, `waitingFor`, `view` and
 * `rewindableActions` all come from it. Keyed by the read (one per request or notification), so
 * nothing outlives the response.
 */
const views = new WeakMap<OnlineGameRead, OnlineGameView>();
function viewOf(read: OnlineGameRead): OnlineGameView {
  let view = views.get(read);
  if (!view) {
    view = onlineGameView(read.state, read.viewer);
    views.set(read, view);
  }
  return view;
}

/**
 * The online-play part of the GraphQL schema: resolvers map between GraphQL and the buses; who
 * sees what is decided by the game query (the viewer) and the domain's views (rule 127).
 */
@Injectable()
export class GameGraphql {
  readonly typeDefs = gameTypeDefs;

  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    @Inject(TOURNAMENT_PUBSUB) private readonly pubSub: TournamentPubSub,
  ) {}

  resolvers() {
    const { commands, queries, pubSub } = this;
    return {
      JSON: jsonScalar,
      Query: {
        onlineGame: (_: unknown, args: { id: string }, context: Ctx) => queries.execute(new GetOnlineGameQuery(actorOf(context.viewer), args.id)),
      },
      Mutation: {
        startMatchGame: (_: unknown, args: { matchId: string }, context: Ctx) => commands.execute(new StartMatchGameCommand(actorOf(context.viewer), args.matchId)),
        submitGameAction: (_: unknown, args: { gameId: string; action: unknown }, context: Ctx) =>
          commands.execute(new SubmitGameActionCommand(actorOf(context.viewer), args.gameId, args.action)),
        concedeGame: (_: unknown, args: { gameId: string }, context: Ctx) => commands.execute(new ConcedeGameCommand(actorOf(context.viewer), args.gameId)),
        rewindOnlineGame: (_: unknown, args: { gameId: string; actions: number; reason: string }, context: Ctx) =>
          commands.execute(new RewindGameCommand(actorOf(context.viewer), args.gameId, args.actions, args.reason)),
      },
      Subscription: {
        onlineGameUpdated: {
          subscribe: (_: unknown, args: { id: string }, context: Ctx) =>
            onlineGameUpdates<OnlineGameRead>({
              read: () => queries.execute(new GetOnlineGameQuery(actorOf(context.viewer), args.id)),
              versionOf: (read) => read.version,
              isFinished: (read) => read.state.status === 'finished',
              notifications: pubSub.subscribe('onlineGameUpdated', args.id)[Symbol.asyncIterator](),
              recheckMs: RECHECK_MS,
            }),
          resolve: (read: OnlineGameRead) => read,
        },
      },
      OnlineGame: {
        id: (read: OnlineGameRead) => read.state.info.gameId,
        matchId: (read: OnlineGameRead) => read.state.info.matchId,
        tournamentId: (read: OnlineGameRead) => read.state.info.tournamentId,
        status: (read: OnlineGameRead) => read.state.status,
        ruleset: (read: OnlineGameRead) => read.state.match.ruleset,
        version: (read: OnlineGameRead) => read.version,
        viewerKind: (read: OnlineGameRead) => read.viewer.kind,
        viewerSeat: (read: OnlineGameRead) => (read.viewer.kind === 'seat' ? read.viewer.seat : null),
        seats: (read: OnlineGameRead) => viewOf(read).seats,
        waitingFor: (read: OnlineGameRead) => viewOf(read).waitingFor,
        view: (read: OnlineGameRead) => viewOf(read),
        rewindableActions: (read: OnlineGameRead) => viewOf(read).rewindableActions,
        legalActions: (read: OnlineGameRead) => (read.viewer.kind === 'seat' ? onlineLegalActions(read.state, read.viewer.seat) : []),
        replay: (read: OnlineGameRead) => onlineReplay(read.state, read.viewer),
        result: (read: OnlineGameRead) => (read.state.status === 'finished' ? onlineResultView(read.state.result) : null),
      },
    };
  }
}
