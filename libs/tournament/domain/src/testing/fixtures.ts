/**
 * Builders for tests of the tournament deciders: event histories read as a story
 * (`created`, `registered`, `paired`...) and the given/when/then shape of the style guide (F.26).
 */
import type { MatchEvent, MatchSeat } from '../lib/events/match.events.js';
import type { PairedTable, TournamentEvent } from '../lib/events/tournament.events.js';
import type { Actor } from '../lib/roles/roles.js';
import { buildSettings, type TournamentSettingsInput } from '../lib/settings/build-settings.js';
import type { TournamentSettings } from '../lib/settings/tournament-settings.js';
import { evolveMatch, initialMatchState, type MatchState } from '../lib/state/match.state.js';
import { evolveTournament } from '../lib/state/evolve-tournament.js';
import { initialTournamentState, type TournamentState } from '../lib/state/tournament.state.js';

export const NOW = '2026-05-02T09:00:00.000Z';
export const TOURNAMENT_ID = 't1';
export const organizer: Actor = { accountId: 'acc-org', organizer: true };
export const headJudge: Actor = { accountId: 'acc-hj', organizer: false };
export const judge: Actor = { accountId: 'acc-judge', organizer: false };
export const stranger: Actor = { accountId: 'acc-nobody', organizer: false };
export const playerActor = (n: number): Actor => ({ accountId: `acc-p${n}`, organizer: false });

export function settings(input: Partial<TournamentSettingsInput> = {}): TournamentSettings {
  const built = buildSettings({ name: 'Spring Regional', mode: 'match', ...input });
  if (!built.ok) throw new Error(built.error.message);
  return built.settings;
}

export function created(input: Partial<TournamentSettingsInput> = {}): TournamentEvent {
  return { type: 'TournamentCreated', data: { tournamentId: TOURNAMENT_ID, organizerId: organizer.accountId, settings: settings(input), at: NOW } };
}

export function staffAssigned(actor: Actor, role: 'head_judge' | 'judge'): TournamentEvent {
  return { type: 'StaffAssigned', data: { accountId: actor.accountId, displayName: role, role, at: NOW } };
}

export function registered(n: number, joinedInRound = 1): TournamentEvent {
  return {
    type: 'PlayerRegistered',
    data: { playerId: `p${n}`, accountId: `acc-p${n}`, displayName: `Player ${n}`, joinedInRound, at: NOW },
  };
}

export function teamRegistered(teamId: string, playerIds: readonly string[]): TournamentEvent {
  return { type: 'TeamRegistered', data: { teamId, name: `Team ${teamId}`, playerIds, joinedInRound: 1, at: NOW } };
}

export function decklist(n: number): TournamentEvent {
  return { type: 'DecklistSubmitted', data: { playerId: `p${n}`, cards: [], chosenChampion: null, deckCode: null, at: NOW } };
}

export const started = (swissRounds = 3): TournamentEvent => ({ type: 'TournamentStarted', data: { swissRounds, at: NOW } });

export function table(round: number, n: number, entrantIds: readonly string[]): PairedTable {
  return { table: n, matchId: `${TOURNAMENT_ID}.r${round}.t${n}`, entrantIds };
}

export function paired(round: number, tables: readonly PairedTable[], byes: readonly string[] = []): TournamentEvent {
  return { type: 'RoundPaired', data: { round, phase: 'swiss', tables, byes, relaxations: [], at: NOW } };
}

/** A started event with a head judge, a judge and four players, round 1 paired at two tables. */
export function roundOneInProgress(): TournamentEvent[] {
  return [
    created(),
    staffAssigned(headJudge, 'head_judge'),
    staffAssigned(judge, 'judge'),
    ...[1, 2, 3, 4].map((n) => registered(n)),
    started(),
    paired(1, [table(1, 1, ['p1', 'p2']), table(1, 2, ['p3', 'p4'])]),
  ];
}

export function tournament(events: readonly TournamentEvent[]): TournamentState {
  return events.reduce(evolveTournament, initialTournamentState());
}

export function seat(n: number): MatchSeat {
  return { entrantId: `p${n}`, name: `Player ${n}`, accountIds: [`acc-p${n}`] };
}

export function matchPaired(options: { matchId?: string; policy?: 'both_confirm' | 'either_player' | 'staff_only'; mode?: 'duel' | 'match' | 'ffa3' | 'war'; seats?: readonly MatchSeat[]; phase?: 'swiss' | 'top_cut' } = {}): MatchEvent {
  return {
    type: 'MatchPaired',
    data: {
      matchId: options.matchId ?? 'm1',
      tournamentId: TOURNAMENT_ID,
      round: 1,
      table: 1,
      phase: options.phase ?? 'swiss',
      mode: options.mode ?? 'match',
      resultPolicy: options.policy ?? 'both_confirm',
      seats: options.seats ?? [seat(1), seat(2)],
      at: NOW,
    },
  };
}

export function match(events: readonly MatchEvent[]): MatchState {
  return events.reduce(evolveMatch, initialMatchState());
}
