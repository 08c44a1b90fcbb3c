import { describe, expect, it } from 'vitest';
import { headJudge, judge, match, matchPaired, NOW, organizer, playerActor, roundOneInProgress, seat, tournament } from '../../testing/fixtures.js';
import type { MatchEvent } from '../events/match.events.js';
import type { TournamentEvent } from '../events/tournament.events.js';
import { standingsOf } from '../standings/standings.js';
import { evolveMatch } from '../state/match.state.js';
import type { TournamentData } from '../state/tournament.state.js';
import { type CorrectResult, decideCorrectResult } from './correct-result.js';
import type { MatchResult } from './match-result.js';

const p1Wins: MatchResult = { seats: [{ entrantId: 'p1', gameWins: 2, placement: 1 }, { entrantId: 'p2', gameWins: 0, placement: 2 }], gameDraws: 0 };
const p2Wins: MatchResult = { seats: [{ entrantId: 'p1', gameWins: 0, placement: 2 }, { entrantId: 'p2', gameWins: 2, placement: 1 }], gameDraws: 0 };
const p3Wins: MatchResult = { seats: [{ entrantId: 'p3', gameWins: 2, placement: 1 }, { entrantId: 'p4', gameWins: 1, placement: 2 }], gameDraws: 0 };
const MATCH_ID = 't1.r1.t1';

function finalMatch(result: MatchResult = p1Wins, seats = [seat(1), seat(2)], more: readonly MatchEvent[] = []) {
  const events: MatchEvent[] = [
    matchPaired({ seats, matchId: MATCH_ID }),
    { type: 'ResultEntered', data: { reportId: 's1', accountId: 'acc-judge', result, at: NOW } },
    { type: 'MatchResultRecorded', data: { result, decidedBy: 'staff', reportIds: ['s1'], at: NOW } },
    ...more,
  ];
  return match(events);
}

const completed: TournamentEvent = {
  type: 'RoundCompleted',
  data: { round: 1, results: [{ matchId: MATCH_ID, result: p1Wins }, { matchId: 't1.r1.t2', result: p3Wins }], at: NOW },
};
const correction = (actor = headJudge, result: MatchResult = p2Wins, reason = 'the slip was filled in the wrong way round'): CorrectResult => ({
  type: 'CorrectResult',
  actor,
  correctionId: 'c1',
  result,
  reason,
  now: NOW,
});

describe('correcting a final result (issue 18 item 5)', () => {
  it('records the previous and the new result, the reason and the judge', () => {
    const decision = decideCorrectResult(correction(), tournament(roundOneInProgress()), finalMatch());
    expect(decision).toEqual({
      ok: true,
      events: [
        {
          match: [
            {
              type: 'ResultCorrected',
              data: { correctionId: 'c1', previous: p1Wins, result: p2Wins, reason: 'the slip was filled in the wrong way round', accountId: 'acc-hj', at: NOW },
            },
          ],
          tournament: [],
        },
      ],
    });
  });

  it('corrects the copy of a closed round too, so standings and tiebreakers follow the new result', () => {
    const history = [...roundOneInProgress(), completed];
    const decision = decideCorrectResult(correction(), tournament(history), finalMatch());
    if (!decision.ok) throw new Error(decision.error.message);
    const tournamentEvents = decision.events[0]?.tournament ?? [];
    expect(tournamentEvents).toEqual([{ type: 'RoundResultCorrected', data: { round: 1, matchId: MATCH_ID, result: p2Wins, at: NOW } }]);
    const before = standingsOf(tournament(history) as TournamentData);
    const after = standingsOf(tournament([...history, ...tournamentEvents]) as TournamentData);
    if (!before.ok || !after.ok) throw new Error('standings');
    const points = (standings: typeof before.standings, entrant: string) => standings.rows.find((row) => row.entrant === entrant)?.points;
    expect([points(before.standings, 'p1'), points(before.standings, 'p2')]).toEqual([3, 0]);
    expect([points(after.standings, 'p1'), points(after.standings, 'p2')]).toEqual([0, 3]);
  });

  it('is for the head judge, or the organizer where there is no head judge (TR 15.2.2)', () => {
    expect(decideCorrectResult(correction(judge), tournament(roundOneInProgress()), finalMatch())).toMatchObject({ ok: false, error: { code: 'AUTH.FORBIDDEN' } });
    expect(decideCorrectResult(correction(organizer), tournament(roundOneInProgress()), finalMatch())).toMatchObject({ ok: false, error: { code: 'AUTH.FORBIDDEN' } });
    const withoutHeadJudge = roundOneInProgress().filter((event) => !(event.type === 'StaffAssigned' && event.data.role === 'head_judge'));
    expect(decideCorrectResult(correction(organizer), tournament(withoutHeadJudge), finalMatch())).toMatchObject({ ok: true });
    expect(decideCorrectResult({ ...correction(), actor: null }, tournament(roundOneInProgress()), finalMatch())).toMatchObject({
      ok: false,
      error: { code: 'AUTH.UNAUTHENTICATED' },
    });
  });

  it('is the organizer\'s where the head judge plays in the match (TR 2026-07-16 204.3.g), and only for that match', () => {
    const headJudgePlays = finalMatch(p1Wins, [{ ...seat(1), accountIds: ['acc-hj'] }, seat(2)]);
    expect(decideCorrectResult(correction(organizer), tournament(roundOneInProgress()), headJudgePlays)).toMatchObject({ ok: true });
    expect(decideCorrectResult(correction(judge), tournament(roundOneInProgress()), headJudgePlays)).toMatchObject({ ok: false, error: { code: 'AUTH.FORBIDDEN' } });
    expect(decideCorrectResult(correction(organizer), tournament(roundOneInProgress()), finalMatch())).toMatchObject({ ok: false, error: { code: 'AUTH.FORBIDDEN' } });
  });

  it('is never made by someone who plays in the match (STAFF.IS_A_PARTY)', () => {
    const seated = finalMatch(p1Wins, [{ ...seat(1), accountIds: ['acc-hj'] }, seat(2)]);
    expect(decideCorrectResult(correction(), tournament(roundOneInProgress()), seated)).toMatchObject({ ok: false, error: { code: 'STAFF.IS_A_PARTY' } });
  });

  it('refuses a match without a final result, an unchanged result and a missing reason', () => {
    const open = match([matchPaired({ matchId: MATCH_ID })]);
    expect(decideCorrectResult(correction(), tournament(roundOneInProgress()), open)).toMatchObject({ ok: false, error: { code: 'MATCH.NOT_FINAL' } });
    expect(decideCorrectResult(correction(headJudge, p1Wins), tournament(roundOneInProgress()), finalMatch())).toMatchObject({
      ok: false,
      error: { code: 'CORRECTION.UNCHANGED' },
    });
    expect(decideCorrectResult(correction(headJudge, p2Wins, '  '), tournament(roundOneInProgress()), finalMatch())).toMatchObject({
      ok: false,
      error: { code: 'CORRECTION.INVALID_REASON' },
    });
    expect(decideCorrectResult(correction(playerActor(3)), tournament(roundOneInProgress()), finalMatch())).toMatchObject({ ok: false, error: { code: 'AUTH.FORBIDDEN' } });
  });

  it('settles an online game dispute, also by keeping the final result', () => {
    const conflict: MatchEvent = { type: 'OnlineResultDisputed', data: { gameId: 'g1', gameResult: p2Wins, finalResult: p1Wins, at: NOW } };
    const disputed = finalMatch(p1Wins, [seat(1), seat(2)], [conflict]);
    const decision = decideCorrectResult(correction(headJudge, p1Wins, 'the judge saw the game end; the staff entry stands'), tournament(roundOneInProgress()), disputed);
    if (!decision.ok) throw new Error(decision.error.message);
    const settled = [...(decision.events[0]?.match ?? [])].reduce(evolveMatch, disputed);
    expect(settled).toMatchObject({ status: 'final', result: p1Wins, conflict: null, corrections: [{ previous: p1Wins, result: p1Wins }] });
  });
});
