import { describe, expect, it } from 'vitest';
import { created, match, matchPaired, NOW, organizer, playerActor, registered, seat, started, tournament } from '../../testing/fixtures.js';
import type { MatchEvent } from '../events/match.events.js';
import type { PairedTable, RoundResult, TournamentEvent } from '../events/tournament.events.js';
import type { MatchResult } from '../results/match-result.js';
import { normalizeResult } from '../results/normalize-result.js';
import { reconcileReports } from '../results/reconcile-reports.js';
import { decideReportResult } from '../results/report-result.js';
import { buildSettings } from '../settings/build-settings.js';
import { evolveTournament } from '../state/evolve-tournament.js';
import type { TournamentState } from '../state/tournament.state.js';
import { standingsOf } from '../standings/standings.js';
import { decideFinishTournament } from './finish-tournament.js';
import { decideOverridePairing } from './override-pairing.js';
import { decidePairNextRound } from './pair-next-round.js';
import { decideStartTopCut } from './start-top-cut.js';
import { decideStartTournament } from './start-tournament.js';

// War: the four-player free-for-all of Core Rules v1.4 488 (v1.3 483); pods of three where four
// do not divide the field (ADR 0038).
const players = (count: number) => Array.from({ length: count }, (_, i) => registered(i + 1));
const apply = (state: TournamentState, events: readonly TournamentEvent[]) => events.reduce(evolveTournament, state);
const war = (count: number, extra = {}) => tournament([created({ mode: 'war', decklistRequired: false, ...extra }), ...players(count)]);

/** Places by seat order: the first seat wins, the others follow (a pod of three, of four). */
const inSeatOrder = (entrantIds: readonly string[]): MatchResult => ({
  seats: entrantIds.map((entrantId, index) => ({ entrantId, gameWins: 0, placement: index + 1 })),
  gameDraws: 0,
});

function pairRound(state: TournamentState): { state: TournamentState; tables: readonly PairedTable[]; byes: readonly string[]; round: number } {
  const decision = decidePairNextRound({ type: 'PairNextRound', actor: organizer, now: NOW }, state);
  if (!decision.ok) throw new Error(decision.error.message);
  const paired = decision.events.find((event) => event.type === 'RoundPaired');
  if (paired?.type !== 'RoundPaired') throw new Error('no round paired');
  return { state: apply(state, decision.events), tables: paired.data.tables, byes: paired.data.byes, round: paired.data.round };
}

function complete(state: TournamentState, round: number, tables: readonly PairedTable[]): TournamentState {
  const results: RoundResult[] = tables.map((t) => ({ matchId: t.matchId, result: inSeatOrder(t.entrantIds) }));
  return apply(state, [{ type: 'RoundCompleted', data: { round, results, at: NOW } }]);
}

describe('War settings (CR 1.4 488, ADR 0038)', () => {
  it('starts from placement points 3/1/0/0, one value per seat of a pod of four', () => {
    const built = buildSettings({ name: 'War Night', mode: 'war' });
    expect(built).toMatchObject({ ok: true, settings: { mode: 'war', placementPoints: [3, 1, 0, 0], roundTimeMinutes: 50 } });
  });

  it('refuses placement points without exactly one value per seat (4 in War, 3 in FFA3)', () => {
    for (const [mode, placementPoints] of [['war', [3, 1, 0]], ['war', [5, 3, 1, 0, 0]], ['ffa3', [3, 1, 0, 0]]] as const) {
      expect(buildSettings({ name: 'Cup', mode, placementPoints })).toMatchObject({
        ok: false,
        error: { code: 'TOURNAMENT.INVALID_SETTINGS', details: { field: 'placementPoints' } },
      });
    }
    expect(buildSettings({ name: 'Cup', mode: 'war', placementPoints: [3, 1, 1, 2] })).toMatchObject({ ok: false, error: { details: { field: 'placementPoints' } } });
    expect(buildSettings({ name: 'Cup', mode: 'war', placementPoints: [4, 2, 1, 0] })).toMatchObject({ ok: true });
  });

  it('takes top cuts of pods of four only: 4, 16 or 64 entrants', () => {
    for (const topCut of [4, 16, 64]) expect(buildSettings({ name: 'Cup', mode: 'war', topCut })).toMatchObject({ ok: true });
    for (const topCut of [3, 8, 9]) {
      expect(buildSettings({ name: 'Cup', mode: 'war', topCut })).toMatchObject({ ok: false, error: { details: { field: 'topCut' } } });
    }
  });
});

describe('starting a War event', () => {
  it('needs four entrants, one pod of four (CR 1.4 488.1)', () => {
    const start = { type: 'StartTournament', actor: organizer, now: NOW } as const;
    expect(decideStartTournament(start, war(3))).toMatchObject({ ok: false, error: { code: 'TOURNAMENT.NOT_ENOUGH_ENTRANTS' } });
    expect(decideStartTournament(start, war(4))).toMatchObject({ ok: true });
  });

  it('recommends ⌈log4 n⌉ Swiss rounds: 17 entrants play 3', () => {
    const decision = decideStartTournament({ type: 'StartTournament', actor: organizer, now: NOW }, war(17));
    expect(decision).toEqual({ ok: true, events: [{ type: 'TournamentStarted', data: { swissRounds: 3, at: NOW } }] });
  });
});

describe('a War event from pairing to champion', () => {
  it('pairs 7 entrants in a pod of four and a pod of three, scores 3/1/0/0, cuts to a final pod of four and crowns its winner', () => {
    let state = apply(war(7, { topCut: 4 }), [started(2)]);
    const first = pairRound(state);
    expect([...first.tables.map((t) => t.entrantIds.length)].sort()).toEqual([3, 4]);
    expect(first.byes).toEqual([]);
    state = complete(first.state, first.round, first.tables);
    const second = pairRound(state);
    expect([...second.tables.map((t) => t.entrantIds.length)].sort()).toEqual([3, 4]);
    state = complete(second.state, second.round, second.tables);

    if (state.status === 'none') throw new Error('no tournament');
    const standings = standingsOf(state);
    if (!standings.ok) throw new Error(standings.error.message);
    // 2 rounds of a pod of four (3+1+0+0) and a pod of three (3+1+0, its last scoring as 4th).
    expect(standings.standings.rows.reduce((sum, row) => sum + row.points, 0)).toBe(2 * (4 + 4));
    for (const row of standings.standings.rows) {
      expect(row.record).toMatchObject({ kind: 'pod', byes: 0 });
      expect(row.record.kind === 'pod' && row.record.placements).toHaveLength(4);
    }

    const top = standings.standings.rows.slice(0, 4).map((row) => row.entrant);
    const cut = decideStartTopCut({ type: 'StartTopCut', actor: organizer, now: NOW }, state);
    expect(cut).toMatchObject({ ok: true, events: [{ type: 'TopCutStarted', data: { size: 4, seeds: top } }, { type: 'RoundPaired', data: { phase: 'top_cut' } }] });
    const final = cut.ok ? cut.events[1] : undefined;
    if (final?.type !== 'RoundPaired') throw new Error('expected the final pod');
    expect(final.data.tables.map((t) => t.entrantIds)).toEqual([top]);
    state = apply(state, cut.ok ? cut.events : []);
    const finalTable = final.data.tables[0] as PairedTable;
    const winnerFirst = [...finalTable.entrantIds].reverse();
    state = apply(state, [{ type: 'RoundCompleted', data: { round: final.data.round, results: [{ matchId: finalTable.matchId, result: inSeatOrder(winnerFirst) }], at: NOW } }]);
    expect(decideFinishTournament({ type: 'FinishTournament', actor: organizer, now: NOW }, state)).toEqual({
      ok: true,
      events: [{ type: 'TournamentFinished', data: { champions: [winnerFirst[0]], at: NOW } }],
    });
  });

  it('gives a bye only to the fifth of five entrants, and none from six on (ADR 0038)', () => {
    const shape = (count: number) => {
      const paired = pairRound(apply(war(count), [started(1)]));
      return { tables: paired.tables.map((t) => t.entrantIds.length), byes: paired.byes.length };
    };
    expect(shape(5)).toEqual({ tables: [4], byes: 1 });
    expect(shape(6)).toEqual({ tables: [3, 3], byes: 0 });
    expect(shape(9)).toEqual({ tables: [3, 3, 3], byes: 0 });
    expect([...shape(11).tables].sort()).toEqual([3, 4, 4]);
  });

  it('lets the organizer reseat a War round, each table keeping its size', () => {
    const { state, tables } = pairRound(apply(war(7), [started(1)]));
    const four = tables.find((t) => t.entrantIds.length === 4) as PairedTable;
    const three = tables.find((t) => t.entrantIds.length === 3) as PairedTable;
    const matches = Object.fromEntries(tables.map((t) => [t.matchId, match([matchPaired({ mode: 'war' })])]));
    const override = { type: 'OverridePairing', actor: organizer, round: 1, matches, now: NOW } as const;
    const swapped = [
      { table: four.table, entrantIds: [three.entrantIds[0] as string, ...four.entrantIds.slice(1)] },
      { table: three.table, entrantIds: [four.entrantIds[0] as string, ...three.entrantIds.slice(1)] },
    ];
    expect(decideOverridePairing({ ...override, tables: swapped }, state)).toMatchObject({ ok: true, events: [{ type: 'PairingOverridden' }] });
    const resized = [
      { table: four.table, entrantIds: four.entrantIds.slice(0, 3) },
      { table: three.table, entrantIds: [...three.entrantIds, four.entrantIds[3] as string] },
    ];
    expect(decideOverridePairing({ ...override, tables: resized }, state)).toMatchObject({ ok: false, error: { code: 'PAIRING.INVALID_TABLE' } });
  });
});

describe('War results (CR 1.4 488.6)', () => {
  const pod = ['p1', 'p2', 'p3', 'p4'];
  const places = (ids: readonly string[], ...placements: number[]) => ({ seats: ids.map((entrantId, i) => ({ entrantId, placement: placements[i] ?? 0 })) });

  it('takes four places, tied seats sharing the better place', () => {
    for (const shape of [[1, 2, 3, 4], [4, 1, 1, 3], [1, 2, 2, 2], [1, 1, 1, 1]]) {
      expect(normalizeResult('war', pod, places(pod, ...shape), false)).toMatchObject({ ok: true });
    }
  });

  it('refuses places beyond the pod and gaps that do not follow shared places, citing CR 1.4 488', () => {
    for (const shape of [[1, 2, 3, 5], [1, 1, 2, 4], [0, 1, 2, 3]]) {
      expect(normalizeResult('war', pod, places(pod, ...shape), false)).toMatchObject({ ok: false, error: { code: 'RESULT.INVALID', ruleRef: 'CR 1.4 488' } });
    }
  });

  it('takes three places at a pod of three of a War round', () => {
    const three = pod.slice(0, 3);
    expect(normalizeResult('war', three, places(three, 2, 1, 3), false)).toMatchObject({ ok: true, result: { seats: [{ placement: 2 }, { placement: 1 }, { placement: 3 }] } });
    expect(normalizeResult('war', three, places(three, 1, 2, 4), false)).toMatchObject({ ok: false, error: { code: 'RESULT.INVALID' } });
  });

  it('needs a single winner in the top cut (TR 10.2)', () => {
    expect(normalizeResult('war', pod, places(pod, 1, 1, 3, 4), true)).toMatchObject({ ok: false, error: { code: 'RESULT.DRAW_IN_TOP_CUT' } });
  });

  it('is final under both-confirm only when all four players reported the same places', () => {
    let events: MatchEvent[] = [matchPaired({ mode: 'war', seats: [seat(1), seat(2), seat(3), seat(4)] })];
    const result = places(pod, 2, 1, 4, 3);
    for (const n of [1, 2, 3, 4]) {
      const decision = decideReportResult({ type: 'ReportResult', actor: playerActor(n), reportId: `r${n}`, result, now: NOW }, match(events));
      if (!decision.ok) throw new Error(decision.error.message);
      events = [...events, ...decision.events];
      const outcome = reconcileReports({ type: 'ReconcileReports', reportId: `r${n}`, now: NOW }, match(events));
      expect(outcome.ok && outcome.events.map((event) => event.type)).toEqual(n === 4 ? ['MatchResultRecorded'] : []);
    }
  });

  it('is disputed when one of the four reports other places', () => {
    let events: MatchEvent[] = [matchPaired({ mode: 'war', seats: [seat(1), seat(2), seat(3), seat(4)] })];
    for (const [n, result] of [[1, places(pod, 1, 2, 3, 4)], [2, places(pod, 2, 1, 3, 4)]] as const) {
      const decision = decideReportResult({ type: 'ReportResult', actor: playerActor(n), reportId: `r${n}`, result, now: NOW }, match(events));
      if (!decision.ok) throw new Error(decision.error.message);
      events = [...events, ...decision.events];
    }
    expect(reconcileReports({ type: 'ReconcileReports', reportId: 'r2', now: NOW }, match(events))).toMatchObject({ ok: true, events: [{ type: 'MatchDisputed' }] });
  });
});
