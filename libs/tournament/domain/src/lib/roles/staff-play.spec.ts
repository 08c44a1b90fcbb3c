import { describe, expect, it } from 'vitest';
import { created, headJudge, judge, match, matchPaired, NOW, organizer, paired, registered, seat, staffAssigned, started, table, tournament } from '../../testing/fixtures.js';
import { decideAssignStaff } from '../commands/assign-staff.js';
import { decideCorrectDecklist, decideRecordDeckCheck } from '../commands/decklist-staff.js';
import { decideExtendMatchTime } from '../commands/extend-match-time.js';
import { decideRegisterPlayer, type RegisterPlayer } from '../commands/register-player.js';
import type { TournamentEvent } from '../events/tournament.events.js';
import { decideDecideAppeal, decideRecordIncident } from '../incidents/incident-commands.js';
import { decideEnterResult } from '../results/report-result.js';
import type { Actor } from './roles.js';

const registerSelf = (actor: Actor): RegisterPlayer => ({
  type: 'RegisterPlayer',
  actor,
  playerId: 'p-self',
  account: { accountId: actor.accountId, displayName: 'Staff Player' },
  displayName: null,
  inviteCode: null,
  now: NOW,
});
/** The judge plays too (staffMayPlay), as player pj at table 1 against p2. */
const judgePlays: TournamentEvent = { type: 'PlayerRegistered', data: { playerId: 'pj', accountId: judge.accountId, displayName: 'Judge Player', joinedInRound: 1, at: NOW } };
const allowed = [
  created({ staffMayPlay: true }),
  staffAssigned(headJudge, 'head_judge'),
  staffAssigned(judge, 'judge'),
  judgePlays,
  ...[2, 3, 4].map((n) => registered(n)),
  started(),
  paired(1, [table(1, 1, ['pj', 'p2']), table(1, 2, ['p3', 'p4'])]),
];

describe('staff who would play (issue 18 item 8, TR 8.2)', () => {
  it('may not register in their own event: neither the organizer nor a judge', () => {
    const state = tournament([created(), staffAssigned(judge, 'judge')]);
    expect(decideRegisterPlayer(registerSelf(organizer), state)).toMatchObject({ ok: false, error: { code: 'REGISTRATION.STAFF_CANNOT_PLAY', ruleRef: 'TR 2026-07-16 301.2' } });
    const judgeByOrganizer = { ...registerSelf(organizer), account: { accountId: judge.accountId, displayName: 'Judge' } };
    expect(decideRegisterPlayer(judgeByOrganizer, state)).toMatchObject({ ok: false, error: { code: 'REGISTRATION.STAFF_CANNOT_PLAY' } });
  });

  it('may play when the organizer turns the setting on, and a player may then also judge', () => {
    const state = tournament([created({ staffMayPlay: true }), registered(1)]);
    expect(decideRegisterPlayer(registerSelf(organizer), state)).toMatchObject({ ok: true, events: [{ type: 'PlayerRegistered' }] });
    const assign = { type: 'AssignStaff', actor: organizer, account: { accountId: 'acc-p1', displayName: 'P1' }, role: 'judge', now: NOW } as const;
    expect(decideAssignStaff(assign, state)).toMatchObject({ ok: true, events: [{ type: 'StaffAssigned' }] });
    expect(decideAssignStaff(assign, tournament([created(), registered(1)]))).toMatchObject({ ok: false, error: { code: 'STAFF.IS_A_PLAYER' } });
  });

  it('never enter the result of, or decide the dispute at, a match they play in (STAFF.IS_A_PARTY)', () => {
    const own = match([matchPaired({ seats: [{ ...seat(9), entrantId: 'pj', accountIds: [judge.accountId] }, seat(2)] })]);
    const result = { seats: [{ entrantId: 'pj', gameWins: 2 }, { entrantId: 'p2', gameWins: 0 }] };
    const enter = (actor: Actor) => decideEnterResult({ type: 'EnterResult', actor, actorIsStaff: true, reportId: 'r1', result, now: NOW }, own);
    expect(enter(judge)).toMatchObject({ ok: false, error: { code: 'STAFF.IS_A_PARTY' } });
    expect(enter(headJudge)).toMatchObject({ ok: true });
  });

  it('never rule on an incident of a match they play in, nor decide its appeal', () => {
    const incident = (actor: Actor, playerId: string, matchId: string | null) =>
      decideRecordIncident(
        { type: 'RecordIncident', actor, incidentId: 'i1', playerId, matchId, category: 'game_rule_violation', measure: 'warning', description: 'drew an extra card', correction: null, now: NOW },
        tournament(allowed),
      );
    expect(incident(judge, 'p2', 't1.r1.t1')).toMatchObject({ ok: false, error: { code: 'STAFF.IS_A_PARTY' } });
    expect(incident(judge, 'pj', null)).toMatchObject({ ok: false, error: { code: 'STAFF.IS_A_PARTY' } });
    expect(incident(judge, 'p3', 't1.r1.t2')).toMatchObject({ ok: true });

    // The head judge plays at table 2 in another event and is asked to decide an appeal about it.
    const headJudgePlays: TournamentEvent = { type: 'PlayerRegistered', data: { playerId: 'ph', accountId: headJudge.accountId, displayName: 'HJ', joinedInRound: 1, at: NOW } };
    const history = [
      created({ staffMayPlay: true }),
      staffAssigned(headJudge, 'head_judge'),
      staffAssigned(judge, 'judge'),
      headJudgePlays,
      ...[2, 3, 4].map((n) => registered(n)),
      started(),
      paired(1, [table(1, 1, ['ph', 'p2']), table(1, 2, ['p3', 'p4'])]),
    ];
    const recorded = decideRecordIncident(
      { type: 'RecordIncident', actor: judge, incidentId: 'i2', playerId: 'p2', matchId: 't1.r1.t1', category: 'game_rule_violation', measure: 'warning', description: 'looked at the deck', correction: null, now: NOW },
      tournament(history),
    );
    if (!recorded.ok) throw new Error(recorded.error.message);
    const appealed: TournamentEvent = { type: 'AppealFiled', data: { incidentId: 'i2', statement: 'I did not', at: NOW } };
    const decision = decideDecideAppeal(
      { type: 'DecideAppeal', actor: headJudge, incidentId: 'i2', outcome: 'upheld', category: null, measure: null, note: 'stands', now: NOW },
      tournament([...history, ...recorded.events, appealed]),
    );
    expect(decision).toMatchObject({ ok: false, error: { code: 'STAFF.IS_A_PARTY' } });
  });

  it('never give their own match extra time, nor correct or check their own list (STAFF.IS_A_PARTY)', () => {
    const state = tournament(allowed);
    const own = match([matchPaired({ seats: [{ ...seat(9), entrantId: 'pj', accountIds: [judge.accountId] }, seat(2)] })]);
    const other = match([matchPaired()]);
    const extend = (on: typeof own) => decideExtendMatchTime({ type: 'ExtendMatchTime', actor: judge, minutes: 3, now: NOW }, state, on);
    expect(extend(own)).toMatchObject({ ok: false, error: { code: 'STAFF.IS_A_PARTY' } });
    expect(extend(other)).toMatchObject({ ok: true });

    const correct = decideCorrectDecklist({ type: 'CorrectDecklist', actor: judge, playerId: 'pj', source: { kind: 'text', text: '' }, reason: 'my own list', now: NOW }, state);
    expect(correct).toMatchObject({ ok: false, error: { code: 'STAFF.IS_A_PARTY' } });
    const check = decideRecordDeckCheck({ type: 'RecordDeckCheck', actor: judge, checkId: 'c1', playerId: 'pj', outcome: 'ok', differences: null, incidentId: null, now: NOW }, state);
    expect(check).toMatchObject({ ok: false, error: { code: 'STAFF.IS_A_PARTY' } });
    // Another player's list is theirs to check (it has none here: the next rule answers).
    const checkOther = decideRecordDeckCheck({ type: 'RecordDeckCheck', actor: judge, checkId: 'c1', playerId: 'p2', outcome: 'ok', differences: null, incidentId: null, now: NOW }, state);
    expect(checkOther).toMatchObject({ ok: false, error: { code: 'DECKLIST.MISSING' } });
  });
});
