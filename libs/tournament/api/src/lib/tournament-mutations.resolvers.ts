import { AppError } from '@arbiter/errors';
import { FindAccountByEmail } from '@arbiter/identity-application';
import {
  AnswerTeamInvitationCommand,
  GetTeamInvitationsQuery,
  LeaveTeamCommand,
  WithdrawRegistrationCommand,
  AssignStaffCommand,
  ChangeRoundClockCommand,
  ConfirmResultCommand,
  CreateTournamentCommand,
  DiscardPairingDraftCommand,
  DisqualifyPlayerCommand,
  DraftNextRoundCommand,
  DropPlayerCommand,
  CorrectResultCommand,
  EnterResultCommand,
  ExtendMatchTimeCommand,
  FinishTournamentCommand,
  GetMatchQuery,
  GetOwnPlayersQuery,
  GetPairingsQuery,
  GetPlayerQuery,
  GetRoundClockQuery,
  GetTournamentsQuery,
  ListPlayersQuery,
  OverridePairingCommand,
  RepairRoundCommand,
  GetPairingDraftQuery,
  PairNextRoundCommand,
  PublishPairingsCommand,
  ReenterPlayerCommand,
  RegisterPlayerCommand,
  RegisterTeamCommand,
  ReportResultCommand,
  StartTopCutCommand,
  StartTournamentCommand,
  SubmitDecklistCommand,
} from '@arbiter/tournament-application';
import {
  type Actor,
  type ClockAction,
  type MatchResultInput,
  type NamedAccount,
  NO_SUCH_ACCOUNT,
  type NoSuchAccount,
  type StaffRole,
  type TournamentSettingsInput,
} from '@arbiter/tournament-domain';
import type { CommandBus, QueryBus } from '@nestjs/cqrs';
import { decklistSource, type DecklistSourceInput } from './decklists.graphql.js';
import { actorOf, type TournamentContext } from './tournament-context.js';

type Ctx = TournamentContext;
type TournamentArgs = { readonly tournamentId: string };
type PlayerArgs = TournamentArgs & { readonly playerId: string };

interface RegisterPlayerInput {
  readonly tournamentId: string;
  readonly email?: string | null;
  readonly displayName?: string | null;
  readonly inviteCode?: string | null;
}

interface SubmitDecklistInput extends DecklistSourceInput {
  readonly tournamentId: string;
  readonly playerId?: string | null;
}

function requireActor(context: Ctx): Actor {
  const actor = actorOf(context.viewer);
  if (!actor) throw new AppError('AUTH.UNAUTHENTICATED', 'log in first (send "Authorization: Bearer <token>")');
  return actor;
}

/** Mutations: each sends one command, then reads what it changed from the read models. */
export function tournamentMutationResolvers(commands: CommandBus, queries: QueryBus) {
  const tournament = async (context: Ctx, tournamentId: string) =>
    (await queries.execute(new GetTournamentsQuery(actorOf(context.viewer), [tournamentId]))).get(tournamentId);
  const player = async (context: Ctx, tournamentId: string, playerId: string) =>
    (await queries.execute(new GetPlayerQuery(actorOf(context.viewer), tournamentId, playerId)))?.player;
  // The caller's own player after a change they made: one indexed row instead of the four
  // statements of a player's details (a burst of 2,000 sign-ins and lists asks this 4,000 times).
  const ownPlayer = async (actor: Actor, tournamentId: string) => (await queries.execute(new GetOwnPlayersQuery(actor, [tournamentId]))).get(tournamentId);
  const pairings = (context: Ctx, tournamentId: string, round: number) =>
    queries.execute(new GetPairingsQuery(actorOf(context.viewer), tournamentId, round));
  const clock = async (context: Ctx, tournamentId: string, action: ClockAction) => {
    await commands.execute(new ChangeRoundClockCommand(actorOf(context.viewer), tournamentId, action));
    return queries.execute(new GetRoundClockQuery(actorOf(context.viewer), tournamentId));
  };
  // An unknown address goes to the decider as NO_SUCH_ACCOUNT: it refuses a caller without the
  // permission the same way for every address, and answers ACCOUNT.NOT_FOUND only to the others.
  const accountByEmail = async (email: string): Promise<NamedAccount | NoSuchAccount> => {
    const account = await queries.execute(new FindAccountByEmail(email));
    return account ? { accountId: account.accountId, displayName: account.displayName } : NO_SUCH_ACCOUNT;
  };

  return {
    createTournament: async (_: unknown, args: { input: TournamentSettingsInput }, context: Ctx) => {
      const { tournamentId } = await commands.execute(new CreateTournamentCommand(requireActor(context), args.input));
      return tournament(context, tournamentId);
    },
    assignStaff: async (_: unknown, args: TournamentArgs & { email: string; role: StaffRole }, context: Ctx) => {
      const actor = requireActor(context);
      await commands.execute(new AssignStaffCommand(actor, args.tournamentId, await accountByEmail(args.email), args.role));
      return tournament(context, args.tournamentId);
    },
    registerPlayer: async (_: unknown, { input }: { input: RegisterPlayerInput }, context: Ctx) => {
      const actor = requireActor(context);
      const viewer = context.viewer;
      const account = input.email
        ? await accountByEmail(input.email)
        : input.displayName && !input.inviteCode
          ? null
          : { accountId: actor.accountId, displayName: viewer?.displayName ?? '' };
      const { playerId } = await commands.execute(
        new RegisterPlayerCommand(
          actor,
          input.tournamentId,
          account,
          input.displayName ?? null,
          input.inviteCode ?? null,
        ),
      );
      const forThemselves = account !== null && account !== NO_SUCH_ACCOUNT && account.accountId === actor.accountId;
      return forThemselves ? ownPlayer(actor, input.tournamentId) : player(context, input.tournamentId, playerId);
    },
    registerTeam: async (_: unknown, { input }: { input: TournamentArgs & { name: string; playerIds: string[] } }, context: Ctx) => {
      const { teamId, formed } = await commands.execute(new RegisterTeamCommand(requireActor(context), input.tournamentId, input.name, input.playerIds));
      const players = (await queries.execute(new ListPlayersQuery(actorOf(context.viewer), [input.tournamentId]))).get(input.tournamentId) ?? [];
      return { id: teamId, name: input.name.trim(), players: players.filter((p) => input.playerIds.includes(p.playerId)), formed };
    },
    acceptTeamInvitation: async (_: unknown, args: TournamentArgs & { teamId: string }, context: Ctx) => {
      const actor = requireActor(context);
      const invitation = (await queries.execute(new GetTeamInvitationsQuery(actor, args.tournamentId))).find((entry) => entry.teamId === args.teamId);
      const { formed } = await commands.execute(new AnswerTeamInvitationCommand(actor, args.tournamentId, args.teamId, true));
      const players = (await queries.execute(new ListPlayersQuery(actor, [args.tournamentId]))).get(args.tournamentId) ?? [];
      const members = invitation?.playerIds ?? [];
      return { id: args.teamId, name: invitation?.name ?? '', players: players.filter((p) => members.includes(p.playerId)), formed };
    },
    declineTeamInvitation: async (_: unknown, args: TournamentArgs & { teamId: string }, context: Ctx) => {
      await commands.execute(new AnswerTeamInvitationCommand(requireActor(context), args.tournamentId, args.teamId, false));
      return tournament(context, args.tournamentId);
    },
    leaveTeam: async (_: unknown, args: TournamentArgs, context: Ctx) => {
      const actor = requireActor(context);
      await commands.execute(new LeaveTeamCommand(actor, args.tournamentId));
      return player(context, args.tournamentId, await ownPlayerId(queries, args.tournamentId, actor));
    },
    withdrawRegistration: async (_: unknown, args: TournamentArgs & { playerId?: string | null }, context: Ctx) => {
      const actor = requireActor(context);
      const playerId = args.playerId ?? (await ownPlayerId(queries, args.tournamentId, actor));
      await commands.execute(new WithdrawRegistrationCommand(actor, args.tournamentId, playerId));
      return tournament(context, args.tournamentId);
    },
    submitDecklist: async (_: unknown, { input }: { input: SubmitDecklistInput }, context: Ctx) => {
      const actor = requireActor(context);
      const playerId = input.playerId ?? (await ownPlayerId(queries, input.tournamentId, actor));
      await commands.execute(new SubmitDecklistCommand(actor, input.tournamentId, playerId, decklistSource(input)));
      return input.playerId ? player(context, input.tournamentId, playerId) : ownPlayer(actor, input.tournamentId);
    },
    startTournament: async (_: unknown, args: TournamentArgs, context: Ctx) => {
      await commands.execute(new StartTournamentCommand(requireActor(context), args.tournamentId));
      return tournament(context, args.tournamentId);
    },
    draftNextRound: async (_: unknown, args: TournamentArgs, context: Ctx) => {
      await commands.execute(new DraftNextRoundCommand(requireActor(context), args.tournamentId));
      return queries.execute(new GetPairingDraftQuery(actorOf(context.viewer), args.tournamentId));
    },
    publishPairings: async (_: unknown, args: TournamentArgs, context: Ctx) => {
      const { round } = await commands.execute(new PublishPairingsCommand(requireActor(context), args.tournamentId));
      return pairings(context, args.tournamentId, round);
    },
    discardPairingDraft: async (_: unknown, args: TournamentArgs, context: Ctx) => {
      await commands.execute(new DiscardPairingDraftCommand(requireActor(context), args.tournamentId));
      return tournament(context, args.tournamentId);
    },
    pairNextRound: async (_: unknown, args: TournamentArgs, context: Ctx) => {
      const { round } = await commands.execute(new PairNextRoundCommand(requireActor(context), args.tournamentId));
      return pairings(context, args.tournamentId, round);
    },
    startRoundClock: (_: unknown, args: TournamentArgs, context: Ctx) => clock(context, args.tournamentId, { kind: 'start' }),
    pauseRoundClock: (_: unknown, args: TournamentArgs, context: Ctx) => clock(context, args.tournamentId, { kind: 'pause' }),
    resumeRoundClock: (_: unknown, args: TournamentArgs, context: Ctx) => clock(context, args.tournamentId, { kind: 'resume' }),
    extendRoundClock: (_: unknown, args: TournamentArgs & { minutes: number }, context: Ctx) =>
      clock(context, args.tournamentId, { kind: 'extend', minutes: args.minutes }),
    extendMatchTime: async (_: unknown, args: { matchId: string; minutes: number }, context: Ctx) => {
      await commands.execute(new ExtendMatchTimeCommand(requireActor(context), args.matchId, args.minutes));
      return queries.execute(new GetMatchQuery(actorOf(context.viewer), args.matchId));
    },
    dropPlayer: async (_: unknown, args: PlayerArgs, context: Ctx) => {
      await commands.execute(new DropPlayerCommand(requireActor(context), args.tournamentId, args.playerId));
      return player(context, args.tournamentId, args.playerId);
    },
    reenterPlayer: async (_: unknown, args: PlayerArgs, context: Ctx) => {
      await commands.execute(new ReenterPlayerCommand(requireActor(context), args.tournamentId, args.playerId));
      return player(context, args.tournamentId, args.playerId);
    },
    disqualifyPlayer: async (_: unknown, args: PlayerArgs & { reason: string }, context: Ctx) => {
      await commands.execute(new DisqualifyPlayerCommand(requireActor(context), args.tournamentId, args.playerId, args.reason));
      return player(context, args.tournamentId, args.playerId);
    },
    overridePairing: async (_: unknown, { input }: { input: TournamentArgs & { round: number; tables: { table: number; entrantIds: string[] }[] } }, context: Ctx) => {
      await commands.execute(new OverridePairingCommand(requireActor(context), input.tournamentId, input.round, input.tables));
      return pairings(context, input.tournamentId, input.round);
    },
    repairRound: async (_: unknown, args: TournamentArgs & { round: number }, context: Ctx) => {
      await commands.execute(new RepairRoundCommand(requireActor(context), args.tournamentId, args.round));
      return pairings(context, args.tournamentId, args.round);
    },
    reportResult: (_: unknown, { input }: { input: { matchId: string; result: MatchResultInput } }, context: Ctx) =>
      commands.execute(new ReportResultCommand(requireActor(context), input.matchId, input.result)),
    confirmResult: (_: unknown, args: { matchId: string }, context: Ctx) => commands.execute(new ConfirmResultCommand(requireActor(context), args.matchId)),
    enterResult: (_: unknown, { input }: { input: { matchId: string; result: MatchResultInput } }, context: Ctx) =>
      commands.execute(new EnterResultCommand(requireActor(context), input.matchId, input.result)),
    correctResult: async (_: unknown, { input }: { input: { matchId: string; result: MatchResultInput; reason: string } }, context: Ctx) => {
      await commands.execute(new CorrectResultCommand(requireActor(context), input.matchId, input.result, input.reason));
      return queries.execute(new GetMatchQuery(actorOf(context.viewer), input.matchId));
    },
    startTopCut: async (_: unknown, args: TournamentArgs, context: Ctx) => {
      const { round } = await commands.execute(new StartTopCutCommand(requireActor(context), args.tournamentId));
      return pairings(context, args.tournamentId, round);
    },
    finishTournament: async (_: unknown, args: TournamentArgs, context: Ctx) => {
      await commands.execute(new FinishTournamentCommand(requireActor(context), args.tournamentId));
      return tournament(context, args.tournamentId);
    },
  };
}

/**
 * The caller's own player: one indexed row by (tournament, account). Loading the field to find
 * it held a pooled connection per request for 2,000 rows and starved the pool when 2,000
 * players submitted their lists at once (issue 20).
 */
async function ownPlayerId(queries: QueryBus, tournamentId: string, actor: Actor): Promise<string> {
  const own = (await queries.execute(new GetOwnPlayersQuery(actor, [tournamentId]))).get(tournamentId);
  if (!own) throw new AppError('PLAYER.NOT_FOUND', 'you are not registered in this tournament; name the player');
  return own.playerId;
}
