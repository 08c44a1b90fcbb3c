import { waitFor } from '@arbiter/platform-queue/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizer, signUp, type Session } from '../testing/graphql-client.js';
import { startPlatformHarness, type PlatformHarness } from '../testing/platform-harness.js';
import { type MatchRecord, ops, roundMatches } from '../testing/tournament-driver.js';

const INCIDENT = `id playerId round matchId category measure description correction judgeAccountId appeal { statement decision { outcome category measure note } }`;
const RECORD = `mutation($input: RecordIncidentInput!) { recordIncident(input: $input) { ${INCIDENT} } }`;
const INCIDENTS = `query($t: ID!) { incidents(tournamentId: $t) { ${INCIDENT} } }`;
const APPEAL = `mutation($t: ID!, $i: ID!, $s: String!) { fileAppeal(tournamentId: $t, incidentId: $i, statement: $s) { ${INCIDENT} } }`;
const DECIDE = `mutation($input: DecideAppealInput!) { decideAppeal(input: $input) { ${INCIDENT} } }`;

interface Incident {
  readonly id: string;
  readonly playerId: string;
  readonly measure: string;
  readonly appeal: { statement: string; decision: { outcome: string; measure: string | null } | null } | null;
}

let platform: PlatformHarness;
let org: Session;
let judge: Session;
const players: { session: Session; playerId: string }[] = [];
let t = '';
let matches: MatchRecord[] = [];

beforeAll(async () => {
  platform = await startPlatformHarness('incidents');
  org = await organizer(platform, 'org@incidents.test');
  judge = await signUp(platform, 'judge@incidents.test', 'Judge Judy');
  const { createTournament } = await org.ok<{ createTournament: { id: string } }>(ops.createTournament, {
    input: { name: 'Ruled Cup', mode: 'duel', decklistRequired: false, swissRounds: 1 },
  });
  t = createTournament.id;
  await org.ok(ops.assignStaff, { t, email: 'judge@incidents.test', role: 'judge' });
  for (let n = 1; n <= 4; n++) {
    const session = await signUp(platform, `p${n}@incidents.test`, `P${n}`);
    const { registerPlayer } = await org.ok<{ registerPlayer: { id: string } }>(ops.registerPlayer, { input: { tournamentId: t, email: session.email } });
    players.push({ session, playerId: registerPlayer.id });
  }
  await org.ok(ops.startTournament, { t });
  await org.ok(ops.pairNextRound, { t });
  matches = await roundMatches(org, t, 1);
});
afterAll(() => platform.stop());

const matchOf = (playerId: string) => matches.find((match) => match.entrants.some((entrant) => entrant.id === playerId)) as MatchRecord;

describe('judges rule on infractions and decide appeals through GraphQL (TR 12, 13, 15)', () => {
  it('records a ruling that only staff and the player concerned can read (TR 15.3)', async () => {
    const [first, second] = players as [{ session: Session; playerId: string }, { session: Session; playerId: string }];
    const input = {
      tournamentId: t,
      playerId: first.playerId,
      matchId: matchOf(first.playerId).id,
      category: 'game_rule_violation',
      measure: 'warning',
      description: 'played a unit to a battlefield they did not control',
      correction: 'the unit was returned to base',
    };
    expect(await first.session.fails(RECORD, { input })).toBe('AUTH.FORBIDDEN');
    const { recordIncident } = await judge.ok<{ recordIncident: Incident }>(RECORD, { input });
    expect(recordIncident).toMatchObject({ playerId: first.playerId, measure: 'warning', appeal: null });
    expect((await first.session.ok<{ incidents: Incident[] }>(INCIDENTS, { t })).incidents.map((entry) => entry.id)).toEqual([recordIncident.id]);
    expect((await second.session.ok<{ incidents: Incident[] }>(INCIDENTS, { t })).incidents).toEqual([]);
    expect((await org.ok<{ incidents: Incident[] }>(INCIDENTS, { t })).incidents).toHaveLength(1);
    expect(await judge.fails(RECORD, { input: { ...input, category: 'cheating' } })).toBe('INCIDENT.CHEATING_MEANS_DISQUALIFICATION');
  });

  it('takes an appeal from the player concerned only, decided once by the organizer, not the judge (TR 15.2)', async () => {
    const [first, second] = players as [{ session: Session; playerId: string }, { session: Session; playerId: string }];
    const [incident] = (await org.ok<{ incidents: Incident[] }>(INCIDENTS, { t })).incidents;
    const appeal = { t, i: incident?.id, s: 'my opponent agreed the battlefield was mine' };
    expect(await second.session.fails(APPEAL, appeal)).toBe('AUTH.FORBIDDEN');
    const { fileAppeal } = await first.session.ok<{ fileAppeal: Incident }>(APPEAL, appeal);
    expect(fileAppeal.appeal).toMatchObject({ statement: appeal.s, decision: null });
    const decision = { tournamentId: t, incidentId: incident?.id, outcome: 'changed', measure: 'caution', note: 'first offence, no advantage' };
    expect(await judge.fails(DECIDE, { input: decision })).toBe('AUTH.FORBIDDEN');
    const { decideAppeal } = await org.ok<{ decideAppeal: Incident }>(DECIDE, { input: decision });
    expect(decideAppeal.appeal?.decision).toMatchObject({ outcome: 'changed', measure: 'caution' });
    expect(await org.fails(DECIDE, { input: { ...decision, outcome: 'upheld' } })).toBe('APPEAL.ALREADY_DECIDED');
  });

  it('enters a match loss as the match result, and the opponent wins it (TR 13.2 (5))', async () => {
    const offender = players[2] as { session: Session; playerId: string };
    const match = matchOf(offender.playerId);
    const opponent = match.entrants.find((entrant) => entrant.id !== offender.playerId)?.id;
    await judge.ok(RECORD, {
      input: { tournamentId: t, playerId: offender.playerId, matchId: match.id, category: 'hidden_information_error', measure: 'match_loss', description: 'looked at the top card of the deck twice' },
    });
    const final = await waitFor(
      () => roundMatches(org, t, 1).then((all) => all.find((entry) => entry.id === match.id)),
      (found) => found?.status === 'final',
      { timeoutMs: 30_000, intervalMs: 50, what: 'the match loss to be entered' },
    );
    expect(final?.status).toBe('final');
    const { matches: withResults } = await org.ok<{ matches: { id: string; result: { seats: { entrantId: string; gameWins: number }[] } | null }[] }>(ops.matches, { t, r: 1 });
    const result = withResults.find((entry) => entry.id === match.id)?.result;
    expect(result?.seats.find((seat) => seat.entrantId === opponent)?.gameWins).toBe(1);
    expect(result?.seats.find((seat) => seat.entrantId === offender.playerId)?.gameWins).toBe(0);
  });
});
