import {
  GetMatchQuery,
  GetMyPairingQuery,
  GetPairingDraftQuery,
  GetPairingsQuery,
  GetPlayerQuery,
  GetRoundClockQuery,
  GetRoundToRepairQuery,
  GetStandingsQuery,
  GetTeamInvitationsQuery,
  ListDisputesQuery,
  ListMatchesQuery,
  ListTournamentsQuery,
  type TournamentView,
} from '@arbiter/tournament-application';
import type { QueryBus } from '@nestjs/cqrs';
import { actorOf, type TournamentContext } from './tournament-context.js';

type Ctx = TournamentContext;
type TournamentArgs = { readonly tournamentId: string };

export function tournamentQueryResolvers(queries: QueryBus) {
  return {
    tournaments: (_: unknown, args: { status?: TournamentView['status'] | null; first: number; offset: number }, context: Ctx) =>
      queries.execute(new ListTournamentsQuery(actorOf(context.viewer), args.status ?? null, args.first, args.offset)),
    tournament: (_: unknown, args: { id: string }, context: Ctx) => context.tournamentLoaders.tournament.load(args.id),
    pairings: (_: unknown, args: TournamentArgs & { round?: number | null }, context: Ctx) =>
      queries.execute(new GetPairingsQuery(actorOf(context.viewer), args.tournamentId, args.round ?? null)),
    myPairing: (_: unknown, args: TournamentArgs, context: Ctx) => queries.execute(new GetMyPairingQuery(actorOf(context.viewer), args.tournamentId)),
    standings: (_: unknown, args: TournamentArgs, context: Ctx) => queries.execute(new GetStandingsQuery(actorOf(context.viewer), args.tournamentId)),
    matches: (_: unknown, args: TournamentArgs & { round?: number | null }, context: Ctx) =>
      queries.execute(new ListMatchesQuery(actorOf(context.viewer), args.tournamentId, args.round ?? null)),
    match: (_: unknown, args: { id: string }, context: Ctx) => queries.execute(new GetMatchQuery(actorOf(context.viewer), args.id)),
    player: async (_: unknown, args: TournamentArgs & { playerId: string }, context: Ctx) =>
      (await queries.execute(new GetPlayerQuery(actorOf(context.viewer), args.tournamentId, args.playerId)))?.player ?? null,
    disputes: (_: unknown, args: TournamentArgs, context: Ctx) => queries.execute(new ListDisputesQuery(actorOf(context.viewer), args.tournamentId)),
    teamInvitations: async (_: unknown, args: TournamentArgs, context: Ctx) => {
      const invitations = await queries.execute(new GetTeamInvitationsQuery(actorOf(context.viewer), args.tournamentId));
      const players = await context.tournamentLoaders.players.load(args.tournamentId);
      return invitations.map((invitation) => ({
        teamId: invitation.teamId,
        name: invitation.name,
        players: players.filter((player) => invitation.playerIds.includes(player.playerId)),
        acceptedBy: invitation.acceptedBy,
      }));
    },
    pairingDraft: (_: unknown, args: TournamentArgs, context: Ctx) => queries.execute(new GetPairingDraftQuery(actorOf(context.viewer), args.tournamentId)),
    roundClock: (_: unknown, args: TournamentArgs, context: Ctx) => queries.execute(new GetRoundClockQuery(actorOf(context.viewer), args.tournamentId)),
    roundToRepair: (_: unknown, args: TournamentArgs, context: Ctx) => queries.execute(new GetRoundToRepairQuery(actorOf(context.viewer), args.tournamentId)),
  };
}
