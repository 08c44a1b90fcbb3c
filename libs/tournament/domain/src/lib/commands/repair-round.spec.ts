import { describe, expect, it } from 'vitest';
import { headJudge, match, matchPaired, NOW, organizer, paired, roundOneInProgress, seat, table, tournament } from '../../testing/fixtures.js';
import type { MatchEvent } from '../events/match.events.js';
import type { TournamentEvent } from '../events/tournament.events.js';
import { decideReportResult } from '../results/report-result.js';
import type { MatchResult } from '../results/match-result.js';
import { evolveMatch, type MatchState } from '../state/match.state.js';
import type { ExistingTournament, TournamentData } from '../state/tournament.state.js';
import { checkRepairRound, decideRepairRound, repairCandidate, type RepairRound } from './repair-round.js';

const win = (winner: string, loser: string): MatchResult => ({
  seats: [{ entrantId: winner, gameWins: 2, placement: 1 }, { entrantId: loser, gameWins: 0, placement: 2 }],
  gameDraws: 0,
});

/** Round 1: p1 beat p2, p3 beat p4; round 2 paired from that (p1 v p3, p2 v p4); then round 1's first result is corrected to p2. */
function roundTwoPairedThenCorrected(): TournamentEvent[] {
  return [
    ...roundOneInProgress(),
    { type: 'RoundCompleted', data: { round: 1, results: [{ matchId: 't1.r1.t1', result: win('p1', 'p2') }, { matchId: 't1.r1.t2', result: win('p3', 'p4') }], at: NOW } },
    paired(2, [table(2, 1, ['p1', 'p3']), table(2, 2, ['p2', 'p4'])]),
    { type: 'RoundResultCorrected', data: { round: 1, matchId: 't1.r1.t1', result: win('p2', 'p1'), at: NOW } },
  ];
}

function openMatch(matchId: string, n: readonly [number, number], more: readonly MatchEvent[] = []): MatchState {
  const pairedEvent = matchPaired({ matchId, seats: [seat(n[0]), seat(n[1])] });
  return match([pairedEvent.type === 'MatchPaired' ? { ...pairedEvent, data: { ...pairedEvent.data, round: 2 } } : pairedEvent, ...more]);
}

const roundTwoMatches = (first: readonly MatchEvent[] = [], second: readonly MatchEvent[] = []): Record<string, MatchState> => ({
  't1.r2.t1': openMatch('t1.r2.t1', [1, 3], first),
  't1.r2.t2': openMatch('t1.r2.t2', [2, 4], second),
});

const repair = (matches = roundTwoMatches(), actor = organizer, round = 2): RepairRound => ({ type: 'RepairRound', actor, round, matches, now: NOW });

describe('repairRound (issue 18 item 5, ADR 0046)', () => {
  it('withdraws the round, voids its matches and pairs it again from the corrected standings under new match ids', () => {
    const history = roundTwoPairedThenCorrected();
    const decision = decideRepairRound(repair(), tournament(history));
    if (!decision.ok) throw new Error(decision.error.message);
    const events = decision.events[0];
    expect(events?.tournament[0]).toEqual({ type: 'RoundPairingsWithdrawn', data: { round: 2, matchIds: ['t1.r2.t1', 't1.r2.t2'], at: NOW } });
    const repaired = events?.tournament[1];
    if (repaired?.type !== 'RoundPaired') throw new Error('expected the new pairings');
    expect(repaired.data.round).toBe(2);
    // After the correction p2 and p3 have won; they meet, and so do p1 and p4.
    const pairs = repaired.data.tables.map((entry) => [...entry.entrantIds].sort().join(' v ')).sort();
    expect(pairs).toEqual(['p1 v p4', 'p2 v p3']);
    expect(repaired.data.tables.map((entry) => entry.matchId)).toEqual(['t1.r2.g1.t1', 't1.r2.g1.t2']);
    expect(events?.voided).toEqual([
      { matchId: 't1.r2.t1', events: [{ type: 'MatchVoided', data: { reason: 'pairings_withdrawn', at: NOW } }] },
      { matchId: 't1.r2.t2', events: [{ type: 'MatchVoided', data: { reason: 'pairings_withdrawn', at: NOW } }] },
    ]);
    const after = tournament([...history, ...(events?.tournament ?? [])]) as TournamentData;
    expect(after.rounds.map((entry) => entry.round)).toEqual([1, 2]);
    expect(after.rounds[1]?.tables).toEqual(repaired.data.tables);
  });

  it('gives a round paired a second time again new match ids', () => {
    const history = roundTwoPairedThenCorrected();
    const first = decideRepairRound(repair(), tournament(history));
    if (!first.ok) throw new Error(first.error.message);
    const afterFirst = [...history, ...(first.events[0]?.tournament ?? [])];
    const matches = Object.fromEntries(
      (tournament(afterFirst) as TournamentData).rounds[1]?.tables.map((entry) => [entry.matchId, openMatch(entry.matchId, [Number(entry.entrantIds[0]?.slice(1)), Number(entry.entrantIds[1]?.slice(1))])]) ?? [],
    );
    const second = decideRepairRound(repair(matches), tournament(afterFirst));
    if (!second.ok) throw new Error(second.error.message);
    const repaired = second.events[0]?.tournament[1];
    expect(repaired?.type === 'RoundPaired' && repaired.data.tables.map((entry) => entry.matchId)).toEqual(['t1.r2.g2.t1', 't1.r2.g2.t2']);
  });

  it('is refused once a player reported a result of the round (ROUND.HAS_RESULTS)', () => {
    const reported: MatchEvent = { type: 'ResultReported', data: { reportId: 'r1', entrantId: 'p2', accountId: 'acc-p2', result: win('p2', 'p4'), confirms: null, at: NOW } };
    const decision = decideRepairRound(repair(roundTwoMatches([], [reported])), tournament(roundTwoPairedThenCorrected()));
    expect(decision.ok ? null : decision.error.code).toBe('ROUND.HAS_RESULTS');
  });

  it('is refused once a staff entry decided a match of the round (ROUND.HAS_RESULTS)', () => {
    const entered: MatchEvent[] = [
      { type: 'ResultEntered', data: { reportId: 's1', accountId: 'acc-hj', result: win('p1', 'p3'), at: NOW } },
      { type: 'MatchResultRecorded', data: { result: win('p1', 'p3'), decidedBy: 'staff', reportIds: ['s1'], at: NOW } },
    ];
    const decision = decideRepairRound(repair(roundTwoMatches(entered)), tournament(roundTwoPairedThenCorrected()));
    expect(decision.ok ? null : decision.error.code).toBe('ROUND.HAS_RESULTS');
  });

  it('is refused once an online game of the round has started (ROUND.ONLINE_PLAY_STARTED)', () => {
    const started: MatchEvent = { type: 'OnlinePlayStarted', data: { gameId: 'g1', at: NOW } };
    const decision = decideRepairRound(repair(roundTwoMatches([started])), tournament(roundTwoPairedThenCorrected()));
    expect(decision.ok ? null : decision.error.code).toBe('ROUND.ONLINE_PLAY_STARTED');
  });

  it('is the organizer’s: pairings are generated by the scorekeeper’s side (TR 2026-07-16 204.6.a), not by a judge', () => {
    const decision = decideRepairRound(repair(roundTwoMatches(), headJudge), tournament(roundTwoPairedThenCorrected()));
    expect(decision.ok ? null : decision.error.code).toBe('AUTH.FORBIDDEN');
  });

  it('only re-pairs the current round (ROUND.NOT_CURRENT)', () => {
    const decision = decideRepairRound(repair(roundTwoMatches(), organizer, 1), tournament(roundTwoPairedThenCorrected()));
    expect(decision.ok ? null : decision.error.code).toBe('ROUND.NOT_CURRENT');
  });

  it('does not re-pair a completed round (ROUND.NOT_IN_PROGRESS)', () => {
    const history: TournamentEvent[] = [
      ...roundTwoPairedThenCorrected(),
      { type: 'RoundCompleted', data: { round: 2, results: [{ matchId: 't1.r2.t1', result: win('p1', 'p3') }, { matchId: 't1.r2.t2', result: win('p2', 'p4') }], at: NOW } },
    ];
    const decision = decideRepairRound(repair(), tournament(history));
    expect(decision.ok ? null : decision.error.code).toBe('ROUND.NOT_IN_PROGRESS');
  });

  it('a voided match refuses a report with MATCH.VOIDED', () => {
    const voided = evolveMatch(openMatch('t1.r2.t1', [1, 3]), { type: 'MatchVoided', data: { reason: 'pairings_withdrawn', at: NOW } });
    const decision = decideReportResult({ type: 'ReportResult', actor: { accountId: 'acc-p1', organizer: false }, reportId: 'r9', result: { seats: [{ entrantId: 'p1', gameWins: 2 }, { entrantId: 'p3', gameWins: 0 }], gameDraws: 0 }, now: NOW }, voided);
    expect(decision.ok ? null : decision.error.code).toBe('MATCH.VOIDED');
  });
});

describe('offering to pair the round again after a correction (ADR 0046)', () => {
  const beforeCorrection = roundTwoPairedThenCorrected().slice(0, -1);

  it('offers the current Swiss round once a result of an earlier round was corrected after it was paired', () => {
    expect(repairCandidate(tournament(beforeCorrection))).toBeNull();
    expect(repairCandidate(tournament(roundTwoPairedThenCorrected()))).toMatchObject({ round: 2, earlierResultsCorrected: true });
  });

  it('offers nothing once the round is paired again, nor for a correction made before the round was paired', () => {
    const history = roundTwoPairedThenCorrected();
    const decision = decideRepairRound(repair(), tournament(history));
    expect(repairCandidate(tournament([...history, ...(decision.ok ? (decision.events[0]?.tournament ?? []) : [])]))).toBeNull();
    const correctedFirst: TournamentEvent[] = [
      ...roundOneInProgress(),
      { type: 'RoundCompleted', data: { round: 1, results: [{ matchId: 't1.r1.t1', result: win('p1', 'p2') }, { matchId: 't1.r1.t2', result: win('p3', 'p4') }], at: NOW } },
      { type: 'RoundResultCorrected', data: { round: 1, matchId: 't1.r1.t1', result: win('p2', 'p1'), at: NOW } },
      paired(2, [table(2, 1, ['p2', 'p3']), table(2, 2, ['p1', 'p4'])]),
    ];
    expect(repairCandidate(tournament(correctedFirst))).toBeNull();
  });

  it('checks the candidate as re-pairing would, without pairing: a reported match or another role is refused', () => {
    const state = tournament(roundTwoPairedThenCorrected()) as ExistingTournament;
    expect(checkRepairRound({ actor: organizer, round: 2, matches: roundTwoMatches() }, state)).toBeNull();
    const reported: MatchEvent = { type: 'ResultReported', data: { reportId: 'r1', entrantId: 'p2', accountId: 'acc-p2', result: win('p2', 'p4'), confirms: null, at: NOW } };
    expect(checkRepairRound({ actor: organizer, round: 2, matches: roundTwoMatches([], [reported]) }, state)).toMatchObject({ code: 'ROUND.HAS_RESULTS' });
    expect(checkRepairRound({ actor: headJudge, round: 2, matches: roundTwoMatches() }, state)).toMatchObject({ code: 'AUTH.FORBIDDEN' });
  });
});
