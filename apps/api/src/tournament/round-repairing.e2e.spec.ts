import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizer, signUp, type Session } from '../testing/graphql-client.js';
import { startPlatformHarness, type PlatformHarness } from '../testing/platform-harness.js';
import { subscribe } from '../testing/sse-subscription.js';
import { deckCodeOf, type MatchRecord, ops, type RoundPairings, roundCompleted, roundMatches } from '../testing/tournament-driver.js';

/** Issue 18 item 5, ADR 0046: after a correction the organizer pairs the current round again from the corrected standings. */
const CORRECT = `mutation($input: CorrectResultInput!) { correctResult(input: $input) { id status } }`;
const REPAIR = `mutation($t: ID!, $r: Int!) { repairRound(tournamentId: $t, round: $r) { round phase tables { table matchId entrants { id name } } byes { id name } } }`;
const TO_REPAIR = `query($t: ID!) { roundToRepair(tournamentId: $t) tournament(id: $t) { viewerCorrectsResults } }`;
const PAIRINGS = `subscription($t: ID!) { pairingsPublished(tournamentId: $t) { round tables { matchId entrants { id } } } }`;

let platform: PlatformHarness;
let org: Session;

beforeAll(async () => {
  platform = await startPlatformHarness('round-repairing');
  org = await organizer(platform, 'org@repairing.test');
});
afterAll(() => platform.stop());

const winFor = (match: MatchRecord, winner: string) => ({
  matchId: match.id,
  result: { seats: match.entrants.map((entrant) => ({ entrantId: entrant.id, gameWins: entrant.id === winner ? 1 : 0 })) },
});
const pairsOf = (tables: readonly { entrants: readonly { id: string }[] }[]): string[] => tables.map((table) => table.entrants.map((entrant) => entrant.id).sort().join(' v ')).sort();

describe('repairRound (issue 18 item 5)', () => {
  let t = '';
  const byEntrant = new Map<string, Session>();
  let round1: MatchRecord[] = [];

  beforeAll(async () => {
    const { createTournament } = await org.ok<{ createTournament: { id: string } }>(ops.createTournament, {
      input: { name: 'Repaired Cup', mode: 'duel', inviteCode: 'REPAIRED', swissRounds: 3, resultPolicy: 'either_player' },
    });
    t = createTournament.id;
    for (let n = 0; n < 4; n++) {
      const session = await signUp(platform, `repaired${n}@repairing.test`, `Repaired ${n}`);
      const { registerPlayer } = await session.ok<{ registerPlayer: { entrantId: string } }>(ops.registerPlayer, { input: { tournamentId: t, inviteCode: 'REPAIRED' } });
      await session.ok(ops.submitDecklist, { input: { tournamentId: t, deckCode: deckCodeOf(n) } });
      byEntrant.set(registerPlayer.entrantId, session);
    }
    await org.ok(ops.startTournament, { t });
    await org.ok(ops.pairNextRound, { t });
    round1 = await roundMatches(org, t, 1);
    for (const match of round1) {
      const winner = match.entrants[0]?.id as string;
      await (byEntrant.get(winner) as Session).ok(ops.reportResult, { input: winFor(match, winner) });
    }
    await roundCompleted(org, t, 1);
  });

  it('pairs round 2 again from the corrected round-1 result, voids the old matches and tells subscribers', async () => {
    await org.ok(ops.pairNextRound, { t });
    const before = await roundMatches(org, t, 2);
    const winnersBefore = round1.map((match) => match.entrants[0]?.id as string);
    expect(pairsOf(before)).toContain([...winnersBefore].sort().join(' v '));
    // Nothing was corrected: the console offers no re-pairing.
    expect(await org.ok(TO_REPAIR, { t })).toEqual({ roundToRepair: null, tournament: { viewerCorrectsResults: true } });

    // The organizer (no head judge is named) corrects round 1's first match: its loser won.
    const [corrected, other] = round1 as [MatchRecord, MatchRecord];
    const [formerWinner, realWinner] = corrected.entrants.map((entrant) => entrant.id) as [string, string];
    await org.ok(CORRECT, { input: { ...winFor(corrected, realWinner), reason: 'the result was entered the wrong way round' } });

    // Round 2 was paired from the old standings and nothing of it is reported: the console offers to pair it again.
    expect(await org.ok(TO_REPAIR, { t })).toEqual({ roundToRepair: 2, tournament: { viewerCorrectsResults: true } });
    expect(await (byEntrant.get(realWinner) as Session).fails(TO_REPAIR, { t })).toBe('AUTH.FORBIDDEN');
    expect(await (byEntrant.get(realWinner) as Session).ok(`query($t: ID!) { tournament(id: $t) { viewerCorrectsResults } }`, { t })).toEqual({ tournament: { viewerCorrectsResults: false } });

    // Only the organizer re-pairs.
    expect(await (byEntrant.get(realWinner) as Session).fails(REPAIR, { t, r: 2 })).toBe('AUTH.FORBIDDEN');
    expect(await org.fails(REPAIR, { t, r: 1 })).toBe('ROUND.NOT_CURRENT');

    const published = await subscribe<{ pairingsPublished: { round: number; tables: { matchId: string; entrants: { id: string }[] }[] } }>(platform, PAIRINGS, { t }, org.token);
    const { repairRound } = await org.ok<{ repairRound: RoundPairings }>(REPAIR, { t, r: 2 });
    expect(repairRound.round).toBe(2);
    // The corrected standings: the real winner meets the other round-1 winner, the two losers meet.
    const otherWinner = other.entrants[0]?.id as string;
    const otherLoser = other.entrants[1]?.id as string;
    expect(pairsOf(repairRound.tables)).toEqual([[realWinner, otherWinner].sort().join(' v '), [formerWinner, otherLoser].sort().join(' v ')].sort());
    const oldIds = new Set(before.map((match) => match.id));
    expect(repairRound.tables.every((table) => !oldIds.has(table.matchId))).toBe(true);
    expect((await published.next(5_000)).data?.pairingsPublished).toMatchObject({ round: 2, tables: [expect.anything(), expect.anything()] });
    published.close();
    expect((await org.ok<{ roundToRepair: number | null }>(TO_REPAIR, { t })).roundToRepair).toBeNull();

    // The read models show only the new matches; a report on a withdrawn match is refused.
    expect((await roundMatches(org, t, 2)).map((match) => match.id).sort()).toEqual(repairRound.tables.map((table) => table.matchId).sort());
    const withdrawn = before.find((match) => match.entrants.some((entrant) => entrant.id === realWinner)) as MatchRecord;
    expect(await (byEntrant.get(realWinner) as Session).fails(ops.reportResult, { input: winFor(withdrawn, realWinner) })).toBe('MATCH.VOIDED');
    expect(await org.fails(ops.enterResult, { input: winFor(withdrawn, realWinner) })).toBe('MATCH.VOIDED');

    // Once a result of the new pairings is reported, the round keeps them.
    const [live] = (await roundMatches(org, t, 2)) as [MatchRecord];
    const reporter = live.entrants[0]?.id as string;
    await (byEntrant.get(reporter) as Session).ok(ops.reportResult, { input: winFor(live, reporter) });
    expect(await org.fails(REPAIR, { t, r: 2 })).toBe('ROUND.HAS_RESULTS');
  });
});
