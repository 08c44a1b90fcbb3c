import { AppError } from '@arbiter/errors';
import { type Actor, type Permission, permissions, type TournamentRole } from '@arbiter/tournament-domain';
import { Injectable } from '@nestjs/common';
import { TournamentReader } from './tournament-reader.js';
import type { TournamentView } from './views.js';

export interface TournamentAccessGrant {
  readonly tournament: TournamentView;
  readonly roles: readonly TournamentRole[];
}

/**
 * Who may read what. A tournament is visible to anyone when its organizer allows anonymous
 * reads (`publicView`), otherwise only to accounts with a role in it; to everybody else it does
 * not exist (`TOURNAMENT.NOT_FOUND`, so its existence does not leak). Hidden information
 * (decklists, reports) has its own rules in the query handlers.
 */
@Injectable()
export class TournamentAccess {
  constructor(private readonly reader: TournamentReader) {}

  async rolesIn(tournamentIds: readonly string[], viewer: Actor | null): Promise<Map<string, TournamentRole[]>> {
    if (!viewer || tournamentIds.length === 0) return new Map();
    return (await this.reader.roles(tournamentIds, viewer.accountId)) as Map<string, TournamentRole[]>;
  }

  /** Of many tournaments, those the viewer may see, with the viewer's roles (two queries). */
  async visibleAmong(tournamentIds: readonly string[], viewer: Actor | null): Promise<Map<string, TournamentAccessGrant>> {
    const [found, roles] = await Promise.all([this.reader.tournaments(tournamentIds), this.rolesIn(tournamentIds, viewer)]);
    const visible = new Map<string, TournamentAccessGrant>();
    for (const [id, tournament] of found) {
      const held = roles.get(id) ?? [];
      if (tournament.settings.publicView || held.length > 0) visible.set(id, { tournament, roles: held });
    }
    return visible;
  }

  /** The tournament and the viewer's roles, or `TOURNAMENT.NOT_FOUND`. */
  async read(tournamentId: string, viewer: Actor | null): Promise<TournamentAccessGrant> {
    const [tournament, roles] = await Promise.all([
      this.reader.tournaments([tournamentId]).then((found) => found.get(tournamentId)),
      this.rolesIn([tournamentId], viewer).then((found) => found.get(tournamentId) ?? []),
    ]);
    if (!tournament || !(tournament.settings.publicView || roles.length > 0)) {
      throw new AppError('TOURNAMENT.NOT_FOUND', 'no such tournament');
    }
    return { tournament, roles };
  }

  /** Like `read`, and the viewer must hold one of the roles of `permission`. */
  async require(tournamentId: string, viewer: Actor | null, permission: Permission): Promise<TournamentAccessGrant> {
    const grant = await this.read(tournamentId, viewer);
    if (!viewer) throw new AppError('AUTH.UNAUTHENTICATED', 'log in first');
    if (!holds(grant.roles, permission)) {
      throw new AppError('AUTH.FORBIDDEN', `your role in this tournament does not allow this (${permission})`);
    }
    return grant;
  }
}

export function holds(roles: readonly TournamentRole[], permission: Permission): boolean {
  const allowed: readonly TournamentRole[] = permissions[permission];
  return roles.some((role) => allowed.includes(role));
}
