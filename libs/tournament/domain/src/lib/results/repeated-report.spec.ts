import { describe, expect, it } from 'vitest';
import { match, matchPaired, NOW, playerActor } from '../../testing/fixtures.js';
import type { MatchEvent } from '../events/match.events.js';
import type { MatchResult } from './match-result.js';
import { repeatedReport } from './repeated-report.js';

const p1Wins: MatchResult = { seats: [{ entrantId: 'p1', gameWins: 2, placement: 1 }, { entrantId: 'p2', gameWins: 1, placement: 2 }], gameDraws: 0 };
const input = { seats: [{ entrantId: 'p2', gameWins: 1 }, { entrantId: 'p1', gameWins: 2 }] };
const report: MatchEvent = { type: 'ResultReported', data: { reportId: 'r1', entrantId: 'p1', accountId: 'acc-p1', result: p1Wins, confirms: null, at: NOW } };
const confirmation: MatchEvent = { type: 'ResultReported', data: { reportId: 'r2', entrantId: 'p2', accountId: 'acc-p2', result: p1Wins, confirms: 'r1', at: NOW } };
const recorded: MatchEvent = { type: 'MatchResultRecorded', data: { result: p1Wins, decidedBy: 'agreement', reportIds: ['r1', 'r2'], at: NOW } };
const final = match([matchPaired(), report, confirmation, recorded]);

describe('a report or confirmation sent again after a crash (issue 18 item 6)', () => {
  it("answers the same player's identical report with the original report", () => {
    expect(repeatedReport({ type: 'ReportResult', actor: playerActor(1), reportId: 'new', result: input, now: NOW }, final)).toBe('r1');
  });

  it('answers a repeated confirmation with the original confirmation', () => {
    expect(repeatedReport({ type: 'ConfirmResult', actor: playerActor(2), reportId: 'new', now: NOW }, final)).toBe('r2');
  });

  it('treats a different result, another player or a first confirmation as new', () => {
    const other = { seats: [{ entrantId: 'p1', gameWins: 2 }, { entrantId: 'p2', gameWins: 0 }] };
    expect(repeatedReport({ type: 'ReportResult', actor: playerActor(1), reportId: 'new', result: other, now: NOW }, final)).toBeNull();
    expect(repeatedReport({ type: 'ReportResult', actor: playerActor(3), reportId: 'new', result: input, now: NOW }, final)).toBeNull();
    expect(repeatedReport({ type: 'ConfirmResult', actor: playerActor(1), reportId: 'new', now: NOW }, final)).toBeNull();
    expect(repeatedReport({ type: 'ConfirmResult', actor: playerActor(2), reportId: 'new', now: NOW }, match([matchPaired(), report]))).toBeNull();
  });
});
