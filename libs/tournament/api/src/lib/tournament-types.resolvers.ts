import {
  type Clock,
  GetMatchQuery,
  type MatchView,
  type MyPairingView,
  type PlayerView,
  readRoundClock,
  type ReportView,
  type RoundView,
  type StaffView,
  type StandingRowView,
  type TournamentView,
} from '@arbiter/tournament-application';
import { isAppealInstance, staffRoles } from '@arbiter/tournament-domain';
import type { QueryBus } from '@nestjs/cqrs';
import { actorOf, type TournamentContext } from './tournament-context.js';

type Ctx = TournamentContext;

async function entrant(context: Ctx, tournamentId: string, entrantId: string) {
  return { id: entrantId, name: (await context.tournamentLoaders.entrantName.load(`${tournamentId}/${entrantId}`)) ?? entrantId };
}

/**
 * An account id as the viewer may see it. Account ids name people across tournaments and are
 * what an access token is issued for, so only the tournament's staff (who manage accounts) and
 * the account itself see them; everyone else gets player and entrant ids only.
 */
async function visibleAccountId(context: Ctx, tournamentId: string, accountId: string | null): Promise<string | null> {
  if (!accountId || !context.viewer) return null;
  if (context.viewer.accountId === accountId) return accountId;
  const roles = await context.tournamentLoaders.viewerRoles.load(tournamentId);
  return roles.some((role) => staffRoles.includes(role)) ? accountId : null;
}

/** Field resolvers of the tournament types; relations go through the request's DataLoaders. */
export function tournamentTypeResolvers(queries: QueryBus, clock: Clock) {
  return {
    Tournament: {
      id: (t: TournamentView) => t.tournamentId,
      settings: async (t: TournamentView, _: unknown, context: Ctx) => {
        const roles = await context.tournamentLoaders.viewerRoles.load(t.tournamentId);
        return { ...t.settings, inviteCode: roles.includes('organizer') ? t.settings.inviteCode : null };
      },
      organizer: async (t: TournamentView, _: unknown, context: Ctx) => {
        const account = await context.tournamentLoaders.account.load(t.organizerId);
        return { accountId: await visibleAccountId(context, t.tournamentId, t.organizerId), displayName: account?.displayName ?? 'unknown' };
      },
      staff: (t: TournamentView, _: unknown, context: Ctx) => context.tournamentLoaders.staff.load(t.tournamentId),
      viewerRoles: (t: TournamentView, _: unknown, context: Ctx) => context.tournamentLoaders.viewerRoles.load(t.tournamentId),
      viewerCorrectsResults: async (t: TournamentView, _: unknown, context: Ctx) => {
        const accountId = context.viewer?.accountId;
        if (!accountId) return false;
        const staff = await context.tournamentLoaders.staff.load(t.tournamentId);
        return isAppealInstance({ organizerId: t.organizerId, staff: Object.fromEntries(staff.map((member) => [member.accountId, member])) }, accountId);
      },
      players: (t: TournamentView, _: unknown, context: Ctx) => context.tournamentLoaders.players.load(t.tournamentId),
      viewerPlayer: (t: TournamentView, _: unknown, context: Ctx) => context.tournamentLoaders.ownPlayer.load(t.tournamentId),
      rounds: (t: TournamentView, _: unknown, context: Ctx) => context.tournamentLoaders.rounds.load(t.tournamentId),
      topCut: async (t: TournamentView, _: unknown, context: Ctx) =>
        t.topCut ? { size: t.topCut.size, seeds: await Promise.all(t.topCut.seeds.map((id) => entrant(context, t.tournamentId, id))) } : null,
      champions: (t: TournamentView, _: unknown, context: Ctx) => Promise.all(t.champions.map((id) => entrant(context, t.tournamentId, id))),
    },
    // Entrants come as `{ entrantId, name }` from the read models and as `{ id, name }` from resolvers.
    Entrant: {
      id: (e: { id?: string; entrantId?: string }) => e.id ?? e.entrantId,
    },
    Round: {
      number: (r: RoundView) => r.round,
      clock: (r: RoundView) => readRoundClock(r.tournamentId, r.round, r.clock, clock.now()),
    },
    Match: {
      id: (m: MatchView) => m.matchId,
      entrants: (m: MatchView) => m.seats.map((seat) => ({ id: seat.entrantId, name: seat.name })),
      onlineConflict: (m: MatchView) => m.conflict,
    },
    MatchReport: { id: (r: ReportView) => r.reportId, previousResult: (r: ReportView) => r.previous ?? null, reason: (r: ReportView) => r.reason ?? null },
    StaffMember: {
      accountId: (member: StaffView, _: unknown, context: Ctx) => visibleAccountId(context, member.tournamentId, member.accountId),
    },
    Player: {
      id: (p: PlayerView) => p.playerId,
      accountId: (p: PlayerView, _: unknown, context: Ctx) => visibleAccountId(context, p.tournamentId, p.accountId),
      matches: (p: PlayerView, _: unknown, context: Ctx) =>
        p.entrantId ? context.tournamentLoaders.entrantMatches.load(`${p.tournamentId}/${p.entrantId}`) : [],
    },
    StandingRow: {
      entrant: (row: StandingRowView) => ({ id: row.entrantId, name: row.name }),
    },
    MyPairing: {
      // A pairing is the viewer's own: their player is one row, not the whole field.
      player: (mine: MyPairingView, _: unknown, context: Ctx) => context.tournamentLoaders.ownPlayer.load(mine.tournamentId),
      bye: (mine: MyPairingView) => mine.match === null,
      table: (mine: MyPairingView) => mine.match?.table ?? null,
      opponents: (mine: MyPairingView) =>
        (mine.match?.seats ?? []).filter((seat) => seat.entrantId !== mine.entrantId).map((seat) => ({ id: seat.entrantId, name: seat.name })),
    },
    ReportReceipt: {
      match: (receipt: { matchId: string }, _: unknown, context: Ctx) => queries.execute(new GetMatchQuery(actorOf(context.viewer), receipt.matchId)),
    },
  };
}

