import { recordedRuleset } from '@arbiter/rulesets';
import type { StoredSettings, TournamentEvent } from '../events/tournament.events.js';
import { STANDARD_FORMAT } from '../settings/deck-format.js';
import { organizedPlayLevelOf, type TournamentSettings } from '../settings/tournament-settings.js';
import type { IncidentEntry } from '../incidents/incident.js';
import { nextRoundClock } from './round-clock.js';
import type { DecklistEntry, EntrantEntry, ExistingTournament, RoundEntry, TournamentData, TournamentState } from './tournament.state.js';

function withEntrant(state: ExistingTournament, entrantId: string, change: Partial<EntrantEntry>): ExistingTournament {
  const entrant = state.entrants[entrantId];
  if (!entrant) return state;
  return { ...state, entrants: { ...state.entrants, [entrantId]: { ...entrant, ...change } } };
}

function withDecklist(state: ExistingTournament, playerId: string, next: (before: DecklistEntry | null) => DecklistEntry): ExistingTournament {
  const player = state.players[playerId];
  if (!player) return state;
  return { ...state, players: { ...state.players, [playerId]: { ...player, decklist: next(player.decklist) } } };
}

function withIncident(state: ExistingTournament, incidentId: string, change: (incident: IncidentEntry) => Partial<IncidentEntry>): ExistingTournament {
  const incident = state.incidents[incidentId];
  if (!incident) return state;
  return { ...state, incidents: { ...state.incidents, [incidentId]: { ...incident, ...change(incident) } } };
}

function withRound(state: ExistingTournament, round: number, change: (entry: RoundEntry) => RoundEntry): ExistingTournament {
  return { ...state, rounds: state.rounds.map((entry) => (entry.round === round ? change(entry) : entry)) };
}

/** The settings of a stored event: one written before rulesets were recorded played CR 1.0. */
export function settingsOf(stored: StoredSettings): TournamentSettings {
  return {
    ...stored,
    ruleset: recordedRuleset(stored.ruleset),
    // Events created before formats were recorded checked decks by the Core Rules alone; Standard is the nearest.
    format: stored.format ?? STANDARD_FORMAT,
    openDecklists: stored.openDecklists ?? false,
    decklistDeadline: stored.decklistDeadline ?? null,
    // Events had no date before it was a setting: their lists are checked as of the day of submission.
    startsOn: stored.startsOn ?? null,
    // Staff did not play before issue 18 made it a setting.
    staffMayPlay: stored.staffMayPlay ?? false,
    // Before it was a setting, deck checks read the level from the REL; an older event keeps that reading.
    organizedPlayLevel: stored.organizedPlayLevel ?? organizedPlayLevelOf(stored.enforcementLevel),
    allowPreconstructedBannedCards: stored.allowPreconstructedBannedCards ?? false,
  };
}

function created(event: Extract<TournamentEvent, { type: 'TournamentCreated' }>): TournamentState {
  const data: TournamentData = {
    tournamentId: event.data.tournamentId,
    organizerId: event.data.organizerId,
    settings: settingsOf(event.data.settings),
    createdAt: event.data.at,
    staff: {},
    players: {},
    playerIdsByAccount: {},
    entrants: {},
    swissRounds: null,
    rounds: [],
    pairingDraft: null,
    topCut: null,
    champions: [],
    incidents: {},
    deckChecks: {},
    decklistsPublished: null,
    teamInvitations: {},
    pairingGenerations: {},
  };
  return { ...data, status: 'registration' };
}

/** Applies one event; events that do not fit the state are ignored (they cannot have been decided). */
export function evolveTournament(state: TournamentState, event: TournamentEvent): TournamentState {
  if (event.type === 'TournamentCreated') return created(event);
  if (state.status === 'none') return state;
  return evolveExisting(state, event);
}

function evolveExisting(state: ExistingTournament, event: Exclude<TournamentEvent, { type: 'TournamentCreated' }>): TournamentState {
  switch (event.type) {
    case 'StaffAssigned':
      return { ...state, staff: { ...state.staff, [event.data.accountId]: { role: event.data.role, displayName: event.data.displayName } } };
    // A change of the field makes checked pairings wrong: the organizer pairs again.
    case 'PlayerRegistered':
      return { ...registered(state, event.data), pairingDraft: null };
    case 'TeamRegistered':
      return { ...withoutInvitation(teamRegistered(state, event.data), event.data.teamId), pairingDraft: null };
    case 'TeamProposed': {
      const { teamId, name, playerIds, proposedBy, at } = event.data;
      const invitation = { teamId, name, playerIds, acceptedBy: [proposedBy], proposedAt: at };
      return { ...state, teamInvitations: { ...state.teamInvitations, [teamId]: invitation } };
    }
    case 'TeamInvitationAccepted': {
      const invitation = state.teamInvitations[event.data.teamId];
      if (!invitation) return state;
      const accepted = { ...invitation, acceptedBy: [...invitation.acceptedBy, event.data.playerId] };
      return { ...state, teamInvitations: { ...state.teamInvitations, [invitation.teamId]: accepted } };
    }
    case 'TeamInvitationDeclined':
      return withoutInvitation(state, event.data.teamId);
    case 'TeamLeft':
      return { ...dissolved(state, event.data.teamId), pairingDraft: null };
    case 'RegistrationWithdrawn':
      return { ...withdrawn(state, event.data.playerId), pairingDraft: null };
    case 'DecklistSubmitted': {
      const { cards, chosenChampion, deckCode, sideboard, at } = event.data;
      return withDecklist(state, event.data.playerId, () => ({ cards, sideboard: sideboard ?? [], chosenChampion, deckCode, submittedAt: at, corrections: [], published: false }));
    }
    case 'DecklistCorrected': {
      const { cards, sideboard, chosenChampion, deckCode, reason, correctedBy, at } = event.data;
      return withDecklist(state, event.data.playerId, (before) => ({
        cards,
        sideboard,
        chosenChampion,
        deckCode,
        submittedAt: before?.submittedAt ?? at,
        corrections: [...(before?.corrections ?? []), { reason, correctedBy, at }],
        published: before?.published ?? false,
      }));
    }
    case 'DeckChecked': {
      const { checkId, ...check } = event.data;
      return { ...state, deckChecks: { ...state.deckChecks, [checkId]: { checkId, ...check } } };
    }
    case 'DecklistsPublished': {
      const published = new Set(event.data.playerIds);
      const players = Object.fromEntries(
        Object.entries(state.players).map(([id, player]) => [id, published.has(id) && player.decklist ? { ...player, decklist: { ...player.decklist, published: true } } : player]),
      );
      const scope = state.decklistsPublished === 'all' ? 'all' : event.data.scope;
      return { ...state, players, decklistsPublished: scope };
    }
    case 'TournamentStarted':
      return { ...state, status: 'swiss', swissRounds: event.data.swissRounds };
    case 'RoundPaired': {
      const { round, phase, tables, byes, relaxations } = event.data;
      const entry: RoundEntry = { round, phase, tables, byes, relaxations, status: 'in_progress', clock: null, results: [], earlierResultsCorrected: false };
      return { ...state, rounds: [...state.rounds, entry], pairingDraft: null };
    }
    case 'RoundDrafted': {
      const { round, phase, tables, byes, relaxations, at } = event.data;
      return { ...state, pairingDraft: { round, phase, tables, byes, relaxations, draftedAt: at } };
    }
    case 'PairingDraftDiscarded':
      return { ...state, pairingDraft: null };
    case 'PairingOverridden':
      return withRound(state, event.data.round, (round) => ({
        ...round,
        tables: round.tables.map((table) => event.data.tables.find((changed) => changed.table === table.table) ?? table),
      }));
    // The withdrawn round leaves the history: pairing it again must not count its tables as played.
    case 'RoundPairingsWithdrawn': {
      const { round } = event.data;
      const pairingGenerations = { ...state.pairingGenerations, [round]: (state.pairingGenerations[round] ?? 0) + 1 };
      return { ...state, rounds: state.rounds.filter((entry) => entry.round !== round), pairingGenerations };
    }
    case 'RoundClockStarted':
    case 'RoundClockPaused':
    case 'RoundClockResumed':
    case 'RoundClockExtended':
      return withRound(state, event.data.round, (round) => ({ ...round, clock: nextRoundClock(round.clock, event) }));
    case 'RoundCompleted':
      return withRound(state, event.data.round, (round) => ({ ...round, status: 'completed', results: event.data.results }));
    // Pairings drafted from the old standings are stale (ADR 0072): the organizer pairs again.
    // A round in progress was paired from them too: it may be paired again (ADR 0046).
    case 'RoundResultCorrected': {
      const corrected = withRound(state, event.data.round, (round) => ({
        ...round,
        results: round.results.map((entry) => (entry.matchId === event.data.matchId ? { ...entry, result: event.data.result } : entry)),
      }));
      const rounds = corrected.rounds.map((entry) =>
        entry.round > event.data.round && entry.status === 'in_progress' ? { ...entry, earlierResultsCorrected: true } : entry,
      );
      return { ...corrected, rounds, pairingDraft: null };
    }
    case 'EntrantDropped':
      return { ...withEntrant(state, event.data.entrantId, { status: 'dropped', droppedInRound: event.data.droppedInRound }), pairingDraft: null };
    case 'EntrantReentered':
      return { ...withEntrant(state, event.data.entrantId, { status: 'active', droppedInRound: null }), pairingDraft: null };
    case 'EntrantDisqualified':
      return {
        ...withEntrant(state, event.data.entrantId, { status: 'disqualified', droppedInRound: event.data.droppedInRound }),
        pairingDraft: null,
      };
    case 'IncidentRecorded': {
      const { incidentId, ...recorded } = event.data;
      return { ...state, incidents: { ...state.incidents, [incidentId]: { incidentId, ...recorded, appeal: null } } };
    }
    case 'AppealFiled':
      return withIncident(state, event.data.incidentId, () => ({ appeal: { statement: event.data.statement, filedAt: event.data.at, decision: null } }));
    case 'AppealDecided':
      return withIncident(state, event.data.incidentId, (incident) => {
        const { incidentId: _incidentId, ...decision } = event.data;
        return incident.appeal ? { appeal: { ...incident.appeal, decision } } : {};
      });
    case 'TopCutStarted':
      return { ...state, status: 'top_cut', topCut: { size: event.data.size, seeds: event.data.seeds } };
    case 'TournamentFinished':
      return { ...state, status: 'finished', champions: event.data.champions };
    default: {
      const unreachable: never = event;
      throw new Error(`unknown tournament event ${JSON.stringify(unreachable)}`);
    }
  }
}

function registered(state: ExistingTournament, data: Extract<TournamentEvent, { type: 'PlayerRegistered' }>['data']): ExistingTournament {
  const player = { playerId: data.playerId, accountId: data.accountId, displayName: data.displayName, teamId: null, joinedInRound: data.joinedInRound, decklist: null };
  const playerIdsByAccount = data.accountId === null ? state.playerIdsByAccount : { ...state.playerIdsByAccount, [data.accountId]: data.playerId };
  const next = { ...state, players: { ...state.players, [data.playerId]: player }, playerIdsByAccount };
  if (state.settings.mode === 'magma_chamber') return next;
  const entrant: EntrantEntry = {
    entrantId: data.playerId,
    kind: 'player',
    name: data.displayName,
    playerIds: [data.playerId],
    joinedInRound: data.joinedInRound,
    status: 'active',
    droppedInRound: null,
  };
  return { ...next, entrants: { ...next.entrants, [data.playerId]: entrant } };
}

function withoutInvitation(state: ExistingTournament, teamId: string): ExistingTournament {
  if (!state.teamInvitations[teamId]) return state;
  const { [teamId]: _gone, ...rest } = state.teamInvitations;
  return { ...state, teamInvitations: rest };
}

/** A team leaves the field; its players stay registered, without a team. */
function dissolved(state: ExistingTournament, teamId: string): ExistingTournament {
  const team = state.entrants[teamId];
  if (!team) return state;
  const players = { ...state.players };
  for (const playerId of team.playerIds) {
    const player = players[playerId];
    if (player) players[playerId] = { ...player, teamId: null };
  }
  const { [teamId]: _gone, ...entrants } = state.entrants;
  return { ...state, players, entrants };
}

/** The player leaves the field before the start: their entry, their team, and proposals naming them. */
function withdrawn(state: ExistingTournament, playerId: string): ExistingTournament {
  const player = state.players[playerId];
  if (!player) return state;
  const withoutTeam = player.teamId ? dissolved(state, player.teamId) : state;
  const { [playerId]: _player, ...players } = withoutTeam.players;
  const { [playerId]: _entrant, ...entrants } = withoutTeam.entrants;
  const teamInvitations = Object.fromEntries(Object.entries(withoutTeam.teamInvitations).filter(([, invitation]) => !invitation.playerIds.includes(playerId)));
  return { ...withoutTeam, players, entrants, teamInvitations, playerIdsByAccount: withoutAccount(withoutTeam.playerIdsByAccount, player.accountId, playerId) };
}

function withoutAccount(index: Readonly<Record<string, string>>, accountId: string | null, playerId: string): Readonly<Record<string, string>> {
  if (accountId === null || index[accountId] !== playerId) return index;
  const { [accountId]: _gone, ...rest } = index;
  return rest;
}

function teamRegistered(state: ExistingTournament, data: Extract<TournamentEvent, { type: 'TeamRegistered' }>['data']): ExistingTournament {
  const players = { ...state.players };
  for (const playerId of data.playerIds) {
    const player = players[playerId];
    if (player) players[playerId] = { ...player, teamId: data.teamId };
  }
  const entrant: EntrantEntry = {
    entrantId: data.teamId,
    kind: 'team',
    name: data.name,
    playerIds: data.playerIds,
    joinedInRound: data.joinedInRound,
    status: 'active',
    droppedInRound: null,
  };
  return { ...state, players, entrants: { ...state.entrants, [data.teamId]: entrant } };
}
