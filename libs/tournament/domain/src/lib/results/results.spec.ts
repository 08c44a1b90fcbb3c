import { describe, expect, it } from 'vitest';
import { match, matchPaired, NOW, playerActor, seat, stranger } from '../../testing/fixtures.js';
import type { MatchEvent } from '../events/match.events.js';
import type { MatchResult } from './match-result.js';
import { normalizeResult } from './normalize-result.js';
import { reconcileReports } from './reconcile-reports.js';
import { decideConfirmResult, decideEnterResult, decideReportResult } from './report-result.js';

const twoOne: MatchResult = {
  seats: [
    { entrantId: 'p1', gameWins: 2, placement: 1 },
    { entrantId: 'p2', gameWins: 1, placement: 2 },
  ],
  gameDraws: 0,
};
const oneTwo: MatchResult = {
  seats: [
    { entrantId: 'p1', gameWins: 1, placement: 2 },
    { entrantId: 'p2', gameWins: 2, placement: 1 },
  ],
  gameDraws: 0,
};
const reported = (reportId: string, n: number, result: MatchResult): MatchEvent => ({
  type: 'ResultReported',
  data: { reportId, entrantId: `p${n}`, accountId: `acc-p${n}`, result, confirms: null, at: NOW },
});
const entered = (reportId: string, result: MatchResult): MatchEvent => ({
  type: 'ResultEntered',
  data: { reportId, accountId: 'acc-judge', result, at: NOW },
});
const reconcile = (reportId: string) => ({ type: 'ReconcileReports', reportId, now: NOW }) as const;

describe('result shapes', () => {
  it('accepts 2-1 in a best-of-3 and derives the places (645.6)', () => {
    expect(normalizeResult('match', ['p1', 'p2'], { seats: [{ entrantId: 'p2', gameWins: 1 }, { entrantId: 'p1', gameWins: 2 }] }, false)).toEqual({
      ok: true,
      result: twoOne,
    });
  });

  it('refuses 3-0 and 2-2 in a best-of-3 (645.6)', () => {
    for (const [a, b] of [[3, 0], [2, 2]] as const) {
      const result = normalizeResult('match', ['p1', 'p2'], { seats: [{ entrantId: 'p1', gameWins: a }, { entrantId: 'p2', gameWins: b }] }, false);
      expect(result).toMatchObject({ ok: false, error: { code: 'RESULT.INVALID', ruleRef: 'CR 1.4 486.6' } });
    }
  });

  it('takes 1-1 with a drawn game after time as a match draw (TR 10.4.2)', () => {
    const result = normalizeResult('match', ['p1', 'p2'], { seats: [{ entrantId: 'p1', gameWins: 1 }, { entrantId: 'p2', gameWins: 1 }], gameDraws: 1 }, false);
    expect(result).toMatchObject({ ok: true, result: { seats: [{ placement: 1 }, { placement: 1 }], gameDraws: 1 } });
  });

  it('refuses two games in a best-of-1 Duel (644.6)', () => {
    const result = normalizeResult('duel', ['p1', 'p2'], { seats: [{ entrantId: 'p1', gameWins: 1 }, { entrantId: 'p2', gameWins: 1 }] }, false);
    expect(result).toMatchObject({ ok: false, error: { code: 'RESULT.INVALID', ruleRef: 'CR 1.4 485.6' } });
  });

  it('takes FFA3 places with shared places for ties, not 1-3-3 gaps (646)', () => {
    const pod = ['p1', 'p2', 'p3'];
    const places = (a: number, b: number, c: number) =>
      normalizeResult('ffa3', pod, { seats: [{ entrantId: 'p1', placement: a }, { entrantId: 'p2', placement: b }, { entrantId: 'p3', placement: c }] }, false);
    expect(places(2, 1, 3)).toMatchObject({ ok: true });
    expect(places(1, 1, 3)).toMatchObject({ ok: true });
    expect(places(1, 2, 2)).toMatchObject({ ok: true });
    expect(places(1, 3, 3)).toMatchObject({ ok: false, error: { code: 'RESULT.INVALID' } });
  });

  it('refuses a result that leaves out a seat or names a stranger', () => {
    const result = normalizeResult('match', ['p1', 'p2'], { seats: [{ entrantId: 'p1', gameWins: 2 }, { entrantId: 'p7', gameWins: 0 }] }, false);
    expect(result).toMatchObject({ ok: false, error: { code: 'RESULT.INVALID' } });
  });

  it('needs a winner in the top cut', () => {
    const draw = { seats: [{ entrantId: 'p1', gameWins: 1 }, { entrantId: 'p2', gameWins: 1 }], gameDraws: 1 };
    expect(normalizeResult('match', ['p1', 'p2'], draw, true)).toMatchObject({ ok: false, error: { code: 'RESULT.DRAW_IN_TOP_CUT' } });
  });
});

describe('an open match', () => {
  const open = match([matchPaired()]);
  const input = { seats: [{ entrantId: 'p1', gameWins: 2 }, { entrantId: 'p2', gameWins: 1 }] };

  it('takes a report from a seated player', () => {
    const decision = decideReportResult({ type: 'ReportResult', actor: playerActor(2), reportId: 'r1', result: input, now: NOW }, open);
    expect(decision).toEqual({ ok: true, events: [reported('r1', 2, twoOne)] });
  });

  it('refuses a report from someone not at the table', () => {
    const decision = decideReportResult({ type: 'ReportResult', actor: stranger, reportId: 'r1', result: input, now: NOW }, open);
    expect(decision).toMatchObject({ ok: false, error: { code: 'AUTH.FORBIDDEN' } });
  });

  it('refuses player reports when only staff enter results', () => {
    const decision = decideReportResult({ type: 'ReportResult', actor: playerActor(1), reportId: 'r1', result: input, now: NOW }, match([matchPaired({ policy: 'staff_only' })]));
    expect(decision).toMatchObject({ ok: false, error: { code: 'RESULT.STAFF_ONLY' } });
  });

  it('has nothing to confirm yet', () => {
    expect(decideConfirmResult({ type: 'ConfirmResult', actor: playerActor(1), reportId: 'r2', now: NOW }, open)).toMatchObject({
      ok: false,
      error: { code: 'RESULT.NOTHING_TO_CONFIRM' },
    });
  });

  it('takes a staff entry from staff only', () => {
    const enter = { type: 'EnterResult', actor: stranger, reportId: 's1', result: input, now: NOW } as const;
    expect(decideEnterResult({ ...enter, actorIsStaff: false }, open)).toMatchObject({ ok: false, error: { code: 'AUTH.FORBIDDEN' } });
    expect(decideEnterResult({ ...enter, actorIsStaff: true }, open)).toMatchObject({ ok: true, events: [{ type: 'ResultEntered' }] });
  });
});

describe('a match with one report (both confirm)', () => {
  const history = [matchPaired(), reported('r1', 1, twoOne)];

  it('waits for the other seat: reconciliation appends nothing', () => {
    expect(reconcileReports(reconcile('r1'), match(history))).toEqual({ ok: true, events: [] });
  });

  it('lets the opponent confirm the same result', () => {
    const decision = decideConfirmResult({ type: 'ConfirmResult', actor: playerActor(2), reportId: 'r2', now: NOW }, match(history));
    expect(decision).toMatchObject({ ok: true, events: [{ type: 'ResultReported', data: { entrantId: 'p2', result: twoOne, confirms: 'r1' } }] });
  });

  it('becomes final when both agree', () => {
    const decision = reconcileReports(reconcile('r2'), match([...history, reported('r2', 2, twoOne)]));
    expect(decision).toEqual({
      ok: true,
      events: [{ type: 'MatchResultRecorded', data: { result: twoOne, decidedBy: 'agreement', reportIds: ['r1', 'r2'], at: NOW } }],
    });
  });

  it('is disputed when they disagree, and stays so on redelivery', () => {
    const both = [...history, reported('r2', 2, oneTwo)];
    const decision = reconcileReports(reconcile('r2'), match(both));
    expect(decision).toEqual({ ok: true, events: [{ type: 'MatchDisputed', data: { reportIds: ['r1', 'r2'], at: NOW } }] });
    const disputed = match([...both, ...(decision.ok ? decision.events : [])]);
    expect(disputed.status).toBe('disputed');
    expect(reconcileReports(reconcile('r1'), disputed)).toEqual({ ok: true, events: [] });
  });

  it('resolves a dispute when a player corrects the report', () => {
    const disputed = [...history, reported('r2', 2, oneTwo), { type: 'MatchDisputed', data: { reportIds: ['r1', 'r2'], at: NOW } } as MatchEvent];
    const decision = reconcileReports(reconcile('r3'), match([...disputed, reported('r3', 2, twoOne)]));
    expect(decision).toMatchObject({ ok: true, events: [{ type: 'MatchResultRecorded', data: { decidedBy: 'agreement', reportIds: ['r1', 'r2', 'r3'] } }] });
  });

  it('is decided by a judge entry whatever the players said', () => {
    const decision = reconcileReports(reconcile('s1'), match([...history, reported('r2', 2, oneTwo), entered('s1', oneTwo)]));
    expect(decision).toMatchObject({ ok: true, events: [{ type: 'MatchResultRecorded', data: { result: oneTwo, decidedBy: 'staff' } }] });
  });
});

describe('a match where either player may report', () => {
  it('is final with the first report', () => {
    const decision = reconcileReports(reconcile('r1'), match([matchPaired({ policy: 'either_player' }), reported('r1', 2, twoOne)]));
    expect(decision).toMatchObject({ ok: true, events: [{ type: 'MatchResultRecorded', data: { decidedBy: 'single_report' } }] });
  });
});

describe('a final match', () => {
  const final = [
    matchPaired(),
    reported('r1', 1, twoOne),
    reported('r2', 2, twoOne),
    { type: 'MatchResultRecorded', data: { result: twoOne, decidedBy: 'agreement', reportIds: ['r1', 'r2'], at: NOW } } as MatchEvent,
  ];

  it('changes nothing when a counted report is delivered again', () => {
    expect(reconcileReports(reconcile('r2'), match(final))).toEqual({ ok: true, events: [] });
  });

  it('refuses new reports with MATCH.ALREADY_FINAL', () => {
    const decision = decideReportResult(
      { type: 'ReportResult', actor: playerActor(1), reportId: 'r9', result: { seats: [{ entrantId: 'p1', gameWins: 0 }, { entrantId: 'p2', gameWins: 2 }] }, now: NOW },
      match(final),
    );
    expect(decision).toMatchObject({ ok: false, error: { code: 'MATCH.ALREADY_FINAL' } });
    expect(reconcileReports(reconcile('r9'), match([...final, reported('r9', 1, oneTwo)]))).toMatchObject({
      ok: false,
      error: { code: 'MATCH.ALREADY_FINAL' },
    });
  });
});

describe('an FFA3 pod', () => {
  const pod = [matchPaired({ mode: 'ffa3', seats: [seat(1), seat(2), seat(3)] })];
  const places = { seats: [{ entrantId: 'p1', placement: 2 }, { entrantId: 'p2', placement: 1 }, { entrantId: 'p3', placement: 3 }] };

  it('needs every seat to report under both-confirm', () => {
    let events: MatchEvent[] = [...pod];
    for (const n of [1, 2, 3]) {
      const decision = decideReportResult({ type: 'ReportResult', actor: playerActor(n), reportId: `r${n}`, result: places, now: NOW }, match(events));
      if (!decision.ok) throw new Error(decision.error.message);
      events = [...events, ...decision.events];
      const outcome = reconcileReports(reconcile(`r${n}`), match(events));
      expect(outcome.ok && outcome.events.length).toBe(n === 3 ? 1 : 0);
    }
  });
});
