import { pairPodRound, pairSwissRound, type Relaxation } from '@arbiter/pairing';
import { accept, type Decision, firstFailure, refusal, refuse } from '../decision.js';
import { matchIdFor } from '../events/match.events.js';
import type { PairedTable, TournamentEvent } from '../events/tournament.events.js';
import { pairingEntrants, pairingFormat, pairingHistory, podConfig, roundSeed, sourceOf, standingsSeed, swissConfig } from '../pairing/pairing-input.js';
import { type Actor, checkPermission } from '../roles/roles.js';
import { currentRound, type ExistingTournament, swissRoundsPlayed, type TournamentState } from '../state/tournament.state.js';
import { nextTopCutTables, topCutBracket } from '../top-cut/top-cut-bracket.js';
import { existing } from './guards.js';
import { missingDecklists } from './start-tournament.js';

export interface PairNextRound {
  readonly type: 'PairNextRound';
  /** `null`: the system (automatic pairing after the last round completed). */
  readonly actor: Actor | null;
  readonly now: string;
}

/**
 * Publishes the next round with table numbers (table 1 = top of the standings): a Swiss round
 * through `@arbiter/pairing` (1v1 and teams, or FFA3 pods), or the next round of the top cut.
 * The previous round must be complete.
 */
export function decidePairNextRound(command: PairNextRound, state: TournamentState): Decision<TournamentEvent> {
  const found = existing(state);
  if (!found.ok) return found;
  const tournament = found.value;
  const last = currentRound(tournament);
  const failure = firstFailure(
    () => (command.actor === null ? null : checkPermission(tournament, command.actor, 'pairRounds')),
    () => (tournament.status === 'registration' ? refusal('TOURNAMENT.NOT_STARTED', 'start the tournament first') : null),
    () => (tournament.status === 'finished' ? refusal('TOURNAMENT.FINISHED', 'the tournament is finished') : null),
    () => (last && last.status !== 'completed' ? refusal('ROUND.NOT_COMPLETE', `round ${last.round} still has matches without a final result`) : null),
    () =>
      tournament.pairingDraft
        ? refusal('PAIRING.DRAFT_PENDING', `round ${tournament.pairingDraft.round} is paired and waiting to be checked: publish or discard it`)
        : null,
  );
  if (failure) return { ok: false, error: failure };
  return tournament.status === 'top_cut' ? pairTopCutRound(tournament, command.now) : pairSwiss(tournament, command.now);
}

/** Pairs the next Swiss round from the standings (also the round `repairRound` pairs again). */
export function pairSwiss(tournament: ExistingTournament, now: string): Decision<TournamentEvent> {
  if (swissRoundsPlayed(tournament) >= (tournament.swissRounds ?? 0)) {
    return refuse('ROUND.SWISS_COMPLETE', `all ${tournament.swissRounds ?? 0} Swiss rounds are played; start the top cut or finish`);
  }
  const round = tournament.rounds.length + 1;
  const missing = missingDecklists(tournament, round);
  if (missing) return { ok: false, error: missing };
  const source = sourceOf(tournament);
  const input = {
    round,
    entrants: pairingEntrants(source),
    history: pairingHistory(source),
    seed: roundSeed(tournament, round),
    standingsSeed: standingsSeed(tournament),
  };
  const paired =
    pairingFormat(tournament) === 'pods'
      ? mapPods(pairPodRound({ ...input, config: podConfig(tournament) }))
      : mapTables(pairSwissRound({ ...input, config: swissConfig(tournament) }));
  if (!paired.ok) return refuse('ROUND.CANNOT_PAIR', paired.error.message, { details: { cause: paired.error.code } });
  const tables: PairedTable[] = paired.tables.map((table) => ({
    table: table.table,
    matchId: matchIdFor(tournament.tournamentId, round, table.table, tournament.pairingGenerations[round] ?? 0),
    entrantIds: table.entrantIds,
  }));
  return accept({
    type: 'RoundPaired',
    data: { round, phase: 'swiss', tables, byes: paired.byes, relaxations: paired.relaxations.map(describeRelaxation), at: now },
  });
}

type Paired =
  | { readonly ok: true; readonly tables: readonly { table: number; entrantIds: readonly string[] }[]; readonly byes: readonly string[]; readonly relaxations: readonly Relaxation[] }
  | { readonly ok: false; readonly error: { readonly code: string; readonly message: string } };

function mapTables(result: ReturnType<typeof pairSwissRound>): Paired {
  if (!result.ok) return result;
  const { tables, byes, relaxations } = result.value;
  return { ok: true, tables: tables.map((t) => ({ table: t.table, entrantIds: t.entrants })), byes: byes.map((b) => b.entrant), relaxations };
}

function mapPods(result: ReturnType<typeof pairPodRound>): Paired {
  if (!result.ok) return result;
  const { pods, byes, relaxations } = result.value;
  return { ok: true, tables: pods.map((p) => ({ table: p.table, entrantIds: p.seats })), byes: byes.map((b) => b.entrant), relaxations };
}

function describeRelaxation(relaxation: Relaxation): string {
  switch (relaxation.code) {
    case 'pairing/rematch':
      return `${relaxation.code}: ${relaxation.entrants.join(' v ')}`;
    case 'pairing/second_bye':
    case 'pairing/repeat_float':
      return `${relaxation.code}: ${relaxation.entrant}`;
    case 'pairing/repeat_opponents':
      return `${relaxation.code}: ${relaxation.entrants.join(', ')}`;
    case 'pairing/tiers_coarsened':
      return `${relaxation.code}: ${relaxation.ignoredTiers.join(', ')}`;
    default: {
      const unreachable: never = relaxation;
      return String(unreachable);
    }
  }
}

function pairTopCutRound(tournament: ExistingTournament, now: string): Decision<TournamentEvent> {
  const bracket = topCutBracket(tournament);
  if (!bracket || bracket.champion !== null) return refuse('TOPCUT.COMPLETE', 'the top cut is decided; finish the tournament');
  const round = tournament.rounds.length + 1;
  const tables = nextTopCutTables(bracket, tournament.tournamentId, round, matchIdFor);
  if (tables.length === 0) return refuse('TOPCUT.COMPLETE', 'the top cut has no match left to pair');
  return accept({ type: 'RoundPaired', data: { round, phase: 'top_cut', tables, byes: [], relaxations: [], at: now } });
}
