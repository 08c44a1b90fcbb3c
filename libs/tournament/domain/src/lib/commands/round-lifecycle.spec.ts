import { describe, expect, it } from 'vitest';
import { headJudge, judge, match, matchPaired, NOW, organizer, playerActor, roundOneInProgress, tournament } from '../../testing/fixtures.js';
import type { TournamentEvent } from '../events/tournament.events.js';
import { decideCompleteRound } from './complete-round.js';
import { decideDisqualifyPlayer, decideDropPlayer, decideReenterPlayer } from './drop-player.js';
import { decideExtendMatchTime } from './extend-match-time.js';
import { decideOverridePairing } from './override-pairing.js';
import { decideRoundClock } from './round-clock.js';

const inRound: TournamentEvent[] = roundOneInProgress();
const clock = (action: Parameters<typeof decideRoundClock>[0]['action'], actor = organizer, now = NOW) =>
  ({ type: 'ChangeRoundClock', actor, action, now }) as const;

describe('a round being played', () => {
  it('starts its clock with the configured round time (TR 10.4)', () => {
    expect(decideRoundClock(clock({ kind: 'start' }), tournament(inRound))).toEqual({
      ok: true,
      events: [{ type: 'RoundClockStarted', data: { round: 1, durationSeconds: 3600, at: NOW } }],
    });
  });

  it('pauses, resumes and extends the clock; the paused time is not lost', () => {
    const startedClock: TournamentEvent = { type: 'RoundClockStarted', data: { round: 1, durationSeconds: 3600, at: NOW } };
    const pausedAt = '2026-05-02T09:10:00.000Z';
    const pause: TournamentEvent = { type: 'RoundClockPaused', data: { round: 1, at: pausedAt } };
    const resume: TournamentEvent = { type: 'RoundClockResumed', data: { round: 1, at: '2026-05-02T09:15:00.000Z' } };
    expect(decideRoundClock(clock({ kind: 'pause' }, headJudge), tournament([...inRound, startedClock]))).toMatchObject({ ok: true });
    expect(decideRoundClock(clock({ kind: 'pause' }), tournament([...inRound, startedClock, pause]))).toMatchObject({ ok: false, error: { code: 'CLOCK.NOT_RUNNING' } });
    const state = tournament([...inRound, startedClock, pause, resume]);
    expect(state.status !== 'none' && state.rounds[0]?.clock).toMatchObject({ pausedAt: null, pausedSeconds: 300 });
    expect(decideRoundClock(clock({ kind: 'extend', minutes: 5 }), state)).toMatchObject({ ok: true, events: [{ type: 'RoundClockExtended' }] });
    expect(decideRoundClock(clock({ kind: 'extend', minutes: 0 }), state)).toMatchObject({ ok: false, error: { code: 'CLOCK.INVALID_EXTENSION' } });
  });

  it('does not let a judge or player run the room clock', () => {
    expect(decideRoundClock(clock({ kind: 'start' }, judge), tournament(inRound))).toMatchObject({ ok: false, error: { code: 'AUTH.FORBIDDEN' } });
    expect(decideRoundClock(clock({ kind: 'start' }, playerActor(1)), tournament(inRound))).toMatchObject({ ok: false, error: { code: 'AUTH.FORBIDDEN' } });
  });

  it('gives one match extra time by a judge (TR 10.4.1)', () => {
    const decision = decideExtendMatchTime({ type: 'ExtendMatchTime', actor: judge, minutes: 4, now: NOW }, tournament(inRound), match([matchPaired()]));
    expect(decision).toEqual({ ok: true, events: [{ type: 'MatchTimeExtended', data: { minutes: 4, grantedBy: judge.accountId, at: NOW } }] });
    const byPlayer = decideExtendMatchTime({ type: 'ExtendMatchTime', actor: playerActor(1), minutes: 4, now: NOW }, tournament(inRound), match([matchPaired()]));
    expect(byPlayer).toMatchObject({ ok: false, error: { code: 'AUTH.FORBIDDEN' } });
  });

  it('is completed only when every table has a final result', () => {
    const result = { seats: [{ entrantId: 'p1', gameWins: 2, placement: 1 }, { entrantId: 'p2', gameWins: 0, placement: 2 }], gameDraws: 0 };
    const partial = decideCompleteRound({ type: 'CompleteRound', round: 1, results: { 't1.r1.t1': result, 't1.r1.t2': null }, now: NOW }, tournament(inRound));
    expect(partial).toMatchObject({ ok: false, error: { code: 'ROUND.NOT_COMPLETE' } });
    const full = decideCompleteRound({ type: 'CompleteRound', round: 1, results: { 't1.r1.t1': result, 't1.r1.t2': result }, now: NOW }, tournament(inRound));
    expect(full).toMatchObject({ ok: true, events: [{ type: 'RoundCompleted', data: { round: 1 } }] });
    const again = full.ok ? tournament([...inRound, ...full.events]) : tournament(inRound);
    expect(decideCompleteRound({ type: 'CompleteRound', round: 1, results: {}, now: NOW }, again)).toEqual({ ok: true, events: [] });
  });

  it('reseats players between tables before anything was reported', () => {
    const matches = { 't1.r1.t1': match([matchPaired()]), 't1.r1.t2': match([matchPaired()]) };
    const override = { type: 'OverridePairing', actor: organizer, round: 1, matches, now: NOW } as const;
    const swap = [{ table: 1, entrantIds: ['p1', 'p3'] }, { table: 2, entrantIds: ['p2', 'p4'] }];
    expect(decideOverridePairing({ ...override, tables: swap }, tournament(inRound))).toMatchObject({
      ok: true,
      events: [{ type: 'PairingOverridden', data: { tables: [{ table: 1, entrantIds: ['p1', 'p3'] }, { table: 2, entrantIds: ['p2', 'p4'] }] } }],
    });
    expect(decideOverridePairing({ ...override, tables: [{ table: 1, entrantIds: ['p1', 'p3'] }] }, tournament(inRound))).toMatchObject({
      ok: false,
      error: { code: 'PAIRING.OVERRIDE_CHANGES_ENTRANTS' },
    });
    expect(decideOverridePairing({ ...override, tables: [{ table: 9, entrantIds: ['p1', 'p3'] }] }, tournament(inRound))).toMatchObject({
      ok: false,
      error: { code: 'PAIRING.UNKNOWN_TABLE' },
    });
  });
});

describe('drops and disqualifications', () => {
  it('lets a player drop themselves after the round already paired', () => {
    expect(decideDropPlayer({ type: 'DropPlayer', actor: playerActor(2), playerId: 'p2', now: NOW }, tournament(inRound))).toEqual({
      ok: true,
      events: [{ type: 'EntrantDropped', data: { entrantId: 'p2', droppedInRound: 1, at: NOW } }],
    });
    expect(decideDropPlayer({ type: 'DropPlayer', actor: playerActor(1), playerId: 'p2', now: NOW }, tournament(inRound))).toMatchObject({
      ok: false,
      error: { code: 'AUTH.FORBIDDEN' },
    });
  });

  it('takes a dropped player back, but never a disqualified one (TR 13.2)', () => {
    const dropped: TournamentEvent = { type: 'EntrantDropped', data: { entrantId: 'p2', droppedInRound: 1, at: NOW } };
    expect(decideReenterPlayer({ type: 'ReenterPlayer', actor: organizer, playerId: 'p2', now: NOW }, tournament([...inRound, dropped]))).toMatchObject({
      ok: true,
      events: [{ type: 'EntrantReentered' }],
    });
    const dq = decideDisqualifyPlayer({ type: 'DisqualifyPlayer', actor: headJudge, playerId: 'p2', reason: 'marked cards', now: NOW }, tournament(inRound));
    expect(dq).toMatchObject({ ok: true, events: [{ type: 'EntrantDisqualified', data: { reason: 'marked cards' } }] });
    const after = dq.ok ? tournament([...inRound, ...dq.events]) : tournament(inRound);
    expect(decideReenterPlayer({ type: 'ReenterPlayer', actor: organizer, playerId: 'p2', now: NOW }, after)).toMatchObject({
      ok: false,
      error: { code: 'PLAYER.DISQUALIFIED' },
    });
  });

  it('documents every disqualification with a reason (TR 15.3)', () => {
    const dq = decideDisqualifyPlayer({ type: 'DisqualifyPlayer', actor: organizer, playerId: 'p2', reason: ' ', now: NOW }, tournament(inRound));
    expect(dq).toMatchObject({ ok: false, error: { code: 'PLAYER.DISQUALIFICATION_REASON' } });
    const byJudge = decideDisqualifyPlayer({ type: 'DisqualifyPlayer', actor: judge, playerId: 'p2', reason: 'x', now: NOW }, tournament(inRound));
    expect(byJudge).toMatchObject({ ok: false, error: { code: 'AUTH.FORBIDDEN' } });
  });
});
