import { describe, expect, it } from 'vitest';
import { match, matchPaired, NOW, playerActor } from '../../testing/fixtures.js';
import type { MatchEvent } from '../events/match.events.js';
import type { MatchResult } from './match-result.js';
import { decideFinishOnlinePlay, decideStartOnlinePlay, decideStopOnlinePlay, onlineGameAccount } from './online-play.js';
import { reconcileReports } from './reconcile-reports.js';
import { decideConfirmResult, decideReportResult } from './report-result.js';

const p1Wins: MatchResult = { seats: [{ entrantId: 'p1', gameWins: 2, placement: 1 }, { entrantId: 'p2', gameWins: 0, placement: 2 }], gameDraws: 0 };
const p2Wins: MatchResult = { seats: [{ entrantId: 'p1', gameWins: 1, placement: 2 }, { entrantId: 'p2', gameWins: 2, placement: 1 }], gameDraws: 0 };
const started: MatchEvent = { type: 'OnlinePlayStarted', data: { gameId: 'g1', at: NOW } };
const finish = (result: MatchResult) => ({ type: 'FinishOnlinePlay', gameId: 'g1', reportId: 'game-report', result, now: NOW }) as const;
const eventsOf = <T>(decision: { ok: true; events: readonly T[] } | { ok: false }): readonly T[] => (decision.ok ? decision.events : []);

describe('a match whose online game is being played (issue 18 item 4)', () => {
  for (const policy of ['either_player', 'both_confirm'] as const) {
    it(`refuses a player's report under ${policy} with MATCH.ONLINE_GAME_IN_PROGRESS`, () => {
      const state = match([matchPaired({ policy }), started]);
      const decision = decideReportResult({ type: 'ReportResult', actor: playerActor(1), reportId: 'r1', result: p1Wins, now: NOW }, state);
      expect(decision).toMatchObject({ ok: false, error: { code: 'MATCH.ONLINE_GAME_IN_PROGRESS' } });
    });
  }

  it("refuses a confirmation of a report made before the game began", () => {
    const before: MatchEvent = { type: 'ResultReported', data: { reportId: 'r1', entrantId: 'p1', accountId: 'acc-p1', result: p1Wins, confirms: null, at: NOW } };
    const state = match([matchPaired(), before, started]);
    const decision = decideConfirmResult({ type: 'ConfirmResult', actor: playerActor(2), reportId: 'r2', now: NOW }, state);
    expect(decision).toMatchObject({ ok: false, error: { code: 'MATCH.ONLINE_GAME_IN_PROGRESS' } });
  });

  it('is started once: starting the same game again appends nothing', () => {
    expect(eventsOf(decideStartOnlinePlay({ type: 'StartOnlinePlay', gameId: 'g1', now: NOW }, match([matchPaired()])))).toEqual([started]);
    expect(decideStartOnlinePlay({ type: 'StartOnlinePlay', gameId: 'g1', now: NOW }, match([matchPaired(), started]))).toEqual({ ok: true, events: [] });
  });

  it("decides the match with the game's result when it ends, like a staff entry", () => {
    const ended = eventsOf(decideFinishOnlinePlay(finish(p2Wins), match([matchPaired({ policy: 'either_player' }), started])));
    expect(ended).toEqual([
      { type: 'OnlinePlayFinished', data: { gameId: 'g1', result: p2Wins, at: NOW } },
      { type: 'ResultEntered', data: { reportId: 'game-report', accountId: onlineGameAccount('g1'), result: p2Wins, at: NOW } },
    ]);
    const after = match([matchPaired({ policy: 'either_player' }), started, ...ended]);
    expect(eventsOf(reconcileReports({ type: 'ReconcileReports', reportId: 'game-report', now: NOW }, after))).toMatchObject([
      { type: 'MatchResultRecorded', data: { result: p2Wins, decidedBy: 'staff' } },
    ]);
  });

  it('lets a game that ends differently just after a staff entry (not yet recorded) open a dispute, never replace the entry', () => {
    const staffEntry: MatchEvent = { type: 'ResultEntered', data: { reportId: 's1', accountId: 'acc-judge', result: p1Wins, at: NOW } };
    const pending = match([matchPaired(), started, staffEntry]);
    expect(eventsOf(decideFinishOnlinePlay(finish(p2Wins), pending))).toEqual([
      { type: 'OnlinePlayFinished', data: { gameId: 'g1', result: p2Wins, at: NOW } },
      { type: 'OnlineResultDisputed', data: { gameId: 'g1', gameResult: p2Wins, finalResult: p1Wins, at: NOW } },
    ]);
    expect(eventsOf(decideFinishOnlinePlay(finish(p1Wins), pending))).toEqual([{ type: 'OnlinePlayFinished', data: { gameId: 'g1', result: p1Wins, at: NOW } }]);
  });

  it('notes the end of play when a staff entry ended the game, and appends no second entry', () => {
    const staffEntry: MatchEvent = { type: 'ResultEntered', data: { reportId: 's1', accountId: 'acc-judge', result: p1Wins, at: NOW } };
    const entered = match([matchPaired(), started, staffEntry]);
    const stop = { type: 'StopOnlinePlay', gameId: 'g1', result: p1Wins, now: NOW } as const;
    expect(eventsOf(decideStopOnlinePlay(stop, entered))).toEqual([{ type: 'OnlinePlayFinished', data: { gameId: 'g1', result: p1Wins, at: NOW } }]);
    const stopped = match([matchPaired(), started, staffEntry, ...eventsOf(decideStopOnlinePlay(stop, entered))]);
    expect(stopped).toMatchObject({ onlinePlay: { gameId: 'g1', status: 'finished' }, reports: [{ reportId: 's1', kind: 'staff' }] });
    // Once play has ended (or for another game) there is nothing more to note.
    expect(decideStopOnlinePlay(stop, stopped)).toEqual({ ok: true, events: [] });
    expect(decideStopOnlinePlay({ ...stop, gameId: 'g2' }, entered)).toEqual({ ok: true, events: [] });
  });

  it('never drops a game result that differs from a final result: both go to the judges as a dispute', () => {
    const staffEntry: MatchEvent = { type: 'ResultEntered', data: { reportId: 's1', accountId: 'acc-judge', result: p1Wins, at: NOW } };
    const recorded: MatchEvent = { type: 'MatchResultRecorded', data: { result: p1Wins, decidedBy: 'staff', reportIds: ['s1'], at: NOW } };
    const final = match([matchPaired(), started, staffEntry, recorded]);
    const ended = eventsOf(decideFinishOnlinePlay(finish(p2Wins), final));
    expect(ended).toEqual([
      { type: 'OnlinePlayFinished', data: { gameId: 'g1', result: p2Wins, at: NOW } },
      { type: 'OnlineResultDisputed', data: { gameId: 'g1', gameResult: p2Wins, finalResult: p1Wins, at: NOW } },
    ]);
    const after = match([matchPaired(), started, staffEntry, recorded, ...ended]);
    expect(after).toMatchObject({ status: 'final', result: p1Wins, conflict: { gameId: 'g1', gameResult: p2Wins, finalResult: p1Wins } });
  });

  it('closes the game quietly when it agrees with the final result', () => {
    const staffEntry: MatchEvent = { type: 'ResultEntered', data: { reportId: 's1', accountId: 'acc-judge', result: p1Wins, at: NOW } };
    const recorded: MatchEvent = { type: 'MatchResultRecorded', data: { result: p1Wins, decidedBy: 'staff', reportIds: ['s1'], at: NOW } };
    expect(eventsOf(decideFinishOnlinePlay(finish(p1Wins), match([matchPaired(), started, staffEntry, recorded])))).toEqual([
      { type: 'OnlinePlayFinished', data: { gameId: 'g1', result: p1Wins, at: NOW } },
    ]);
  });
});
