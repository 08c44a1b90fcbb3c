import { describe, expect, it } from 'vitest';
import { headJudge, judge, NOW, organizer, playerActor, roundOneInProgress, stranger, tournament } from '../../testing/fixtures.js';
import type { TournamentEvent } from '../events/tournament.events.js';
import { type Actor } from '../roles/roles.js';
import { type DecideAppeal, decideDecideAppeal, decideFileAppeal, decideRecordIncident, type RecordIncident } from './incident-commands.js';

const inRound: TournamentEvent[] = roundOneInProgress();
const MATCH = 't1.r1.t1';

const record = (change: Partial<RecordIncident> = {}): RecordIncident => ({
  type: 'RecordIncident',
  actor: judge,
  incidentId: 'inc-1',
  playerId: 'p1',
  matchId: MATCH,
  category: 'game_rule_violation',
  measure: 'warning',
  description: 'drew an extra card after a mulligan',
  correction: 'the extra card was shuffled back',
  now: NOW,
  ...change,
});

function withEvents(...decisions: ReturnType<typeof decideRecordIncident>[]): TournamentEvent[] {
  return [...inRound, ...decisions.flatMap((decision) => (decision.ok ? decision.events : []))];
}

const recorded = withEvents(decideRecordIncident(record(), tournament(inRound)));
const appealed = [...recorded, ...(() => {
  const filed = decideFileAppeal({ type: 'FileAppeal', actor: playerActor(1), incidentId: 'inc-1', statement: 'the card was revealed by my opponent', now: NOW }, tournament(recorded));
  return filed.ok ? filed.events : [];
})()];
const decide = (change: Partial<DecideAppeal> = {}): DecideAppeal => ({
  type: 'DecideAppeal',
  actor: headJudge,
  incidentId: 'inc-1',
  outcome: 'upheld',
  category: null,
  measure: null,
  note: 'the ruling stands',
  now: NOW,
  ...change,
});

describe('a judge records a ruling on an infraction (TR 12, 13, 15.3)', () => {
  it('documents category, measure, description, correction, round, match and judge (TR 15.3.2)', () => {
    expect(decideRecordIncident(record(), tournament(inRound))).toEqual({
      ok: true,
      events: [
        {
          type: 'IncidentRecorded',
          data: {
            incidentId: 'inc-1',
            playerId: 'p1',
            entrantId: 'p1',
            round: 1,
            matchId: MATCH,
            category: 'game_rule_violation',
            measure: 'warning',
            description: 'drew an extra card after a mulligan',
            correction: 'the extra card was shuffled back',
            judgeAccountId: judge.accountId,
            at: NOW,
          },
        },
      ],
    });
    const state = tournament(recorded);
    expect(state.status !== 'none' && state.incidents['inc-1']).toMatchObject({ measure: 'warning', appeal: null });
  });

  it('is for staff only; players and strangers may not rule', () => {
    for (const actor of [playerActor(2), stranger] as Actor[]) {
      expect(decideRecordIncident(record({ actor }), tournament(inRound))).toMatchObject({ ok: false, error: { code: 'AUTH.FORBIDDEN' } });
    }
    expect(decideRecordIncident(record({ actor: null }), tournament(inRound))).toMatchObject({ ok: false, error: { code: 'AUTH.UNAUTHENTICATED' } });
  });

  it('knows the categories of TR 12.5 and the measures of TR 13.2, and needs a description (TR 15.3.2)', () => {
    expect(decideRecordIncident(record({ category: 'slow_play' }), tournament(inRound))).toMatchObject({ ok: false, error: { code: 'INCIDENT.UNKNOWN_CATEGORY', ruleRef: 'TR 2026-07-16 701.1' } });
    expect(decideRecordIncident(record({ measure: 'fine' }), tournament(inRound))).toMatchObject({ ok: false, error: { code: 'INCIDENT.UNKNOWN_MEASURE', ruleRef: 'TR 2026-07-16 701.2' } });
    expect(decideRecordIncident(record({ description: ' ' }), tournament(inRound))).toMatchObject({ ok: false, error: { code: 'INCIDENT.INVALID_TEXT' } });
  });

  it('always disqualifies for confirmed cheating, whatever the enforcement level (TR 12.5.6, 13.2 (6))', () => {
    expect(decideRecordIncident(record({ category: 'cheating', measure: 'match_loss' }), tournament(inRound))).toMatchObject({
      ok: false,
      error: { code: 'INCIDENT.CHEATING_MEANS_DISQUALIFICATION', ruleRef: 'TR 2026-07-16 704.8' },
    });
    // Disqualifying is for the head judge or the organizer (TR 8.1.3), and it disqualifies.
    const byJudge = decideRecordIncident(record({ category: 'cheating', measure: 'disqualification' }), tournament(inRound));
    expect(byJudge).toMatchObject({ ok: false, error: { code: 'AUTH.FORBIDDEN' } });
    const byHeadJudge = decideRecordIncident(record({ actor: headJudge, category: 'cheating', measure: 'disqualification' }), tournament(inRound));
    expect(byHeadJudge).toMatchObject({ ok: true, events: [{ type: 'IncidentRecorded' }, { type: 'EntrantDisqualified', data: { entrantId: 'p1' } }] });
  });

  it('names the match a game or match loss applies to, and only a match the player played (TR 13.2 (4), (5))', () => {
    expect(decideRecordIncident(record({ measure: 'match_loss', matchId: null }), tournament(inRound))).toMatchObject({ ok: false, error: { code: 'INCIDENT.MATCH_REQUIRED' } });
    expect(decideRecordIncident(record({ matchId: 't1.r1.t2' }), tournament(inRound))).toMatchObject({ ok: false, error: { code: 'INCIDENT.MATCH_NOT_PLAYED' } });
    expect(decideRecordIncident(record({ measure: 'match_loss' }), tournament(inRound))).toMatchObject({ ok: true });
  });
});

describe('an appeal against a ruling (TR 15.2)', () => {
  it('is filed only by the player the ruling concerns, once (TR 15.2, 15.2.3)', () => {
    const byOther = decideFileAppeal({ type: 'FileAppeal', actor: playerActor(2), incidentId: 'inc-1', statement: 'unfair', now: NOW }, tournament(recorded));
    expect(byOther).toMatchObject({ ok: false, error: { code: 'AUTH.FORBIDDEN', ruleRef: 'TR 2026-07-16 413.1' } });
    const again = decideFileAppeal({ type: 'FileAppeal', actor: playerActor(1), incidentId: 'inc-1', statement: 'once more', now: NOW }, tournament(appealed));
    expect(again).toMatchObject({ ok: false, error: { code: 'APPEAL.ALREADY_FILED' } });
    const state = tournament(appealed);
    expect(state.status !== 'none' && state.incidents['inc-1']?.appeal).toMatchObject({ statement: 'the card was revealed by my opponent', decision: null });
  });

  it('is decided by the appeal instance: the head judge, or the organizer where there is none (TR 15.2.2)', () => {
    for (const actor of [judge, organizer, playerActor(1)]) {
      expect(decideDecideAppeal(decide({ actor }), tournament(appealed))).toMatchObject({ ok: false, error: { code: 'AUTH.FORBIDDEN' } });
    }
    expect(decideDecideAppeal(decide(), tournament(appealed))).toMatchObject({ ok: true });
    const withoutHeadJudge = appealed.filter((event) => !(event.type === 'StaffAssigned' && event.data.role === 'head_judge'));
    expect(decideDecideAppeal(decide({ actor: organizer }), tournament(withoutHeadJudge))).toMatchObject({ ok: true });
    expect(decideDecideAppeal(decide(), tournament(withoutHeadJudge))).toMatchObject({ ok: false, error: { code: 'AUTH.FORBIDDEN' } });
  });

  it("cannot be filed against the appeal instance's own ruling: it is final (TR 15.2.2)", () => {
    const ruled = decideRecordIncident(record({ actor: headJudge }), tournament(inRound));
    const own = [...inRound, ...(ruled.ok ? ruled.events : [])];
    const filed = decideFileAppeal({ type: 'FileAppeal', actor: playerActor(1), incidentId: 'inc-1', statement: 's', now: NOW }, tournament(own));
    expect(filed).toMatchObject({ ok: false, error: { code: 'APPEAL.FINAL_INSTANCE', ruleRef: 'TR 2026-07-16 413.4' } });
  });

  it('confirms, changes or lifts the ruling, and the decision is final (TR 15.2.2, 15.2.3)', () => {
    expect(decideDecideAppeal(decide({ outcome: 'changed', measure: 'caution', note: 'first offence' }), tournament(appealed))).toMatchObject({
      ok: true,
      events: [{ type: 'AppealDecided', data: { outcome: 'changed', category: 'game_rule_violation', measure: 'caution' } }],
    });
    expect(decideDecideAppeal(decide({ outcome: 'changed' }), tournament(appealed))).toMatchObject({ ok: false, error: { code: 'APPEAL.NOTHING_CHANGED' } });
    const lifted = decideDecideAppeal(decide({ outcome: 'overturned', note: 'no infraction' }), tournament(appealed));
    expect(lifted).toMatchObject({ ok: true, events: [{ data: { outcome: 'overturned', measure: null } }] });
    const decided = [...appealed, ...(lifted.ok ? lifted.events : [])];
    expect(decideDecideAppeal(decide(), tournament(decided))).toMatchObject({ ok: false, error: { code: 'APPEAL.ALREADY_DECIDED', ruleRef: 'TR 2026-07-16 413.4' } });
    expect(decideDecideAppeal(decide(), tournament(recorded))).toMatchObject({ ok: false, error: { code: 'APPEAL.NOT_FILED' } });
  });

  it('lets a disqualified player back in when the disqualification is lifted (TR 15.2.3)', () => {
    const dq = decideRecordIncident(record({ actor: organizer, category: 'unsporting_conduct', measure: 'disqualification' }), tournament(inRound));
    const filed = dq.ok ? decideFileAppeal({ type: 'FileAppeal', actor: playerActor(1), incidentId: 'inc-1', statement: 'misunderstanding', now: NOW }, tournament([...inRound, ...dq.events])) : dq;
    const events = [...inRound, ...(dq.ok ? dq.events : []), ...(filed.ok ? filed.events : [])];
    const changed = decideDecideAppeal(decide({ outcome: 'changed', measure: 'warning', note: 'a warning is enough' }), tournament(events));
    expect(changed).toMatchObject({ ok: true, events: [{ type: 'AppealDecided' }, { type: 'EntrantReentered', data: { entrantId: 'p1' } }] });
    const after = tournament([...events, ...(changed.ok ? changed.events : [])]);
    expect(after.status !== 'none' && after.entrants['p1']?.status).toBe('active');
  });
});
