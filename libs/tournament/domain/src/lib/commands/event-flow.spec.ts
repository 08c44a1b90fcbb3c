import { describe, expect, it } from 'vitest';
import { cardList, deckCode, readyDeck } from '../../testing/decks.js';
import {
  created,
  decklist,
  headJudge,
  NOW,
  organizer,
  paired,
  playerActor,
  registered,
  staffAssigned,
  started,
  table,
  teamRegistered,
  tournament,
} from '../../testing/fixtures.js';
import type { RoundResult, TournamentEvent } from '../events/tournament.events.js';
import type { MatchResult } from '../results/match-result.js';
import { evolveTournament } from '../state/evolve-tournament.js';
import type { TournamentState } from '../state/tournament.state.js';
import { standingsOf } from '../standings/standings.js';
import { decideFinishTournament } from './finish-tournament.js';
import { decidePairNextRound } from './pair-next-round.js';
import { decideStartTopCut } from './start-top-cut.js';
import { decideStartTournament } from './start-tournament.js';
import { decideSubmitDecklist, type DecklistSource } from './submit-decklist.js';

const players = (count: number) => Array.from({ length: count }, (_, i) => registered(i + 1));
const decklists = (count: number) => Array.from({ length: count }, (_, i) => decklist(i + 1));
const submit = (source: DecklistSource, actor = playerActor(1), playerId = 'p1') =>
  ({ type: 'SubmitDecklist', actor, playerId, source, now: NOW }) as const;
const apply = (state: TournamentState, events: readonly TournamentEvent[]) => events.reduce(evolveTournament, state);
const won = (winner: string, loser: string): MatchResult => ({
  seats: [
    { entrantId: winner, gameWins: 2, placement: 1 },
    { entrantId: loser, gameWins: 0, placement: 2 },
  ],
  gameDraws: 0,
});

/** Pairs and completes every round with the first-seated entrant winning 2-0. */
function playRound(state: TournamentState): TournamentState {
  const decision = decidePairNextRound({ type: 'PairNextRound', actor: organizer, now: NOW }, state);
  if (!decision.ok) throw new Error(decision.error.message);
  const next = apply(state, decision.events);
  const round = decision.events.find((event) => event.type === 'RoundPaired');
  if (round?.type !== 'RoundPaired') throw new Error('no round paired');
  const results: RoundResult[] = round.data.tables.map((t) => ({ matchId: t.matchId, result: won(t.entrantIds[0] ?? '', t.entrantIds[1] ?? '') }));
  return apply(next, [{ type: 'RoundCompleted', data: { round: round.data.round, results, at: NOW } }]);
}

describe('decklist submission', () => {
  const registration = tournament([created(), registered(1), registered(2)]);

  it('accepts a legal deck as a list and stores the decoded list', () => {
    const cards = cardList(readyDeck(0));
    const decision = decideSubmitDecklist(submit({ kind: 'list', cards, chosenChampion: readyDeck(0).champion }), registration);
    expect(decision).toMatchObject({ ok: true, events: [{ type: 'DecklistSubmitted', data: { playerId: 'p1', sideboard: [], deckCode: null } }] });
    const stored = decision.ok && decision.events[0]?.type === 'DecklistSubmitted' ? decision.events[0].data.cards : [];
    expect([...stored].sort((a, b) => a.cardCode.localeCompare(b.cardCode))).toEqual([...cards].sort((a, b) => a.cardCode.localeCompare(b.cardCode)));
  });

  it('accepts a Piltover Archive deck code and stores what it decodes to', () => {
    const code = deckCode(readyDeck(2));
    const decision = decideSubmitDecklist(submit({ kind: 'code', deckCode: code }), registration);
    expect(decision).toMatchObject({ ok: true, events: [{ data: { deckCode: code, chosenChampion: readyDeck(2).champion } }] });
  });

  it('refuses a deck of 39 main-deck cards with the rule it breaks (TR 2026-07-16 402.1)', () => {
    const cards = cardList(readyDeck(0)).map((card, index) => (index === 2 ? { ...card, count: card.count - 1 } : card));
    const decision = decideSubmitDecklist(submit({ kind: 'list', cards, chosenChampion: readyDeck(0).champion }), registration);
    expect(decision).toMatchObject({ ok: false, error: { code: 'DECKLIST.ILLEGAL', ruleRef: 'TR 2026-07-16 402.1' } });
    expect(!decision.ok && decision.error.details?.['violations']).toEqual([expect.objectContaining({ code: 'deck/main_deck_size', ruleRef: 'TR 2026-07-16 402.1' })]);
  });

  it('refuses a Magma Chamber deck with three battlefields (648.4.a, CR 1.3 103.4.a)', () => {
    const magma = tournament([created({ mode: 'magma_chamber' }), registered(1)]);
    const decision = decideSubmitDecklist(submit({ kind: 'list', cards: cardList(readyDeck(0)), chosenChampion: null }), magma);
    expect(decision).toMatchObject({ ok: false, error: { code: 'DECKLIST.ILLEGAL', ruleRef: 'CR 1.3 103.4.a' } });
    expect(decideSubmitDecklist(submit({ kind: 'list', cards: cardList(readyDeck(0), 1), chosenChampion: null }), magma)).toMatchObject({ ok: true });
  });

  it('refuses an unreadable deck code and someone else’s submission', () => {
    expect(decideSubmitDecklist(submit({ kind: 'code', deckCode: 'not a deck code!' }), registration)).toMatchObject({
      ok: false,
      error: { code: 'DECKLIST.INVALID_CODE' },
    });
    const other = decideSubmitDecklist(submit({ kind: 'list', cards: cardList(readyDeck(0)), chosenChampion: null }, playerActor(2)), registration);
    expect(other).toMatchObject({ ok: false, error: { code: 'AUTH.FORBIDDEN' } });
  });

  it('locks lists once the player has been paired (TR 2026-07-16 401.3)', () => {
    const running = tournament([created(), registered(1), registered(2), started(), paired(1, [table(1, 1, ['p1', 'p2'])])]);
    const decision = decideSubmitDecklist(submit({ kind: 'list', cards: cardList(readyDeck(0)), chosenChampion: null }), running);
    expect(decision).toMatchObject({ ok: false, error: { code: 'DECKLIST.LOCKED', ruleRef: 'TR 2026-07-16 401.3' } });
  });

  it('locks lists at the start, before round 1 is paired (issue 18 item 11, TR 2026-07-16 401.3, 401.4)', () => {
    const listed = tournament([created(), registered(1), registered(2), decklist(1), decklist(2)]);
    const replace = submit({ kind: 'list', cards: cardList(readyDeck(1)), chosenChampion: readyDeck(1).champion });
    expect(decideSubmitDecklist(replace, listed)).toMatchObject({ ok: true });
    const begun = apply(listed, [started()]);
    expect(decideSubmitDecklist(replace, begun)).toMatchObject({ ok: false, error: { code: 'DECKLIST.LOCKED', ruleRef: 'TR 2026-07-16 401.3' } });
    expect(decideSubmitDecklist({ ...replace, actor: organizer }, begun)).toMatchObject({ ok: false, error: { code: 'DECKLIST.LOCKED' } });
  });

  it('lets a late entrant register a first list after the start, once, before their first round', () => {
    const late = tournament([created({ lateRegistrationUntilRound: 2 }), registered(1), registered(2), started(), registered(3, 1)]);
    const first = { ...submit({ kind: 'list', cards: cardList(readyDeck(0)), chosenChampion: readyDeck(0).champion }, playerActor(3), 'p3') };
    const decision = decideSubmitDecklist(first, late);
    expect(decision).toMatchObject({ ok: true });
    const withList = apply(late, decision.ok ? decision.events : []);
    expect(decideSubmitDecklist(first, withList)).toMatchObject({ ok: false, error: { code: 'DECKLIST.LOCKED' } });
  });
});

describe('starting', () => {
  const start = (actor = organizer) => ({ type: 'StartTournament', actor, now: NOW }) as const;

  it('waits for every decklist when they are required (TR 2026-07-16 401.4)', () => {
    const decision = decideStartTournament(start(), tournament([created(), ...players(4), decklist(1)]));
    expect(decision).toMatchObject({ ok: false, error: { code: 'DECKLIST.MISSING', ruleRef: 'TR 2026-07-16 401.4', details: { playerIds: ['p2', 'p3', 'p4'] } } });
  });

  it('fixes the recommended number of Swiss rounds for the field', () => {
    const decision = decideStartTournament(start(), tournament([created(), ...players(16), ...decklists(16)]));
    expect(decision).toEqual({ ok: true, events: [{ type: 'TournamentStarted', data: { swissRounds: 4, at: NOW } }] });
  });

  it('needs a head judge at REL 2 and above (TR 15.2)', () => {
    const events = [created({ enforcementLevel: 2, decklistRequired: false }), ...players(4)];
    expect(decideStartTournament(start(), tournament(events))).toMatchObject({ ok: false, error: { code: 'TOURNAMENT.HEAD_JUDGE_REQUIRED' } });
    expect(decideStartTournament(start(), tournament([...events, staffAssigned(headJudge, 'head_judge')]))).toMatchObject({ ok: true });
  });

  it('needs every Magma Chamber player in a team (648.2)', () => {
    const events = [created({ mode: 'magma_chamber', decklistRequired: false }), ...players(5), teamRegistered('tA', ['p1', 'p2']), teamRegistered('tB', ['p3', 'p4'])];
    expect(decideStartTournament(start(), tournament(events))).toMatchObject({ ok: false, error: { code: 'TEAM.PLAYERS_WITHOUT_TEAM', details: { playerIds: ['p5'] } } });
  });

  it('is for the organizer only', () => {
    expect(decideStartTournament(start(playerActor(1)), tournament([created({ decklistRequired: false }), ...players(4)]))).toMatchObject({
      ok: false,
      error: { code: 'AUTH.FORBIDDEN' },
    });
  });
});

describe('a Swiss event', () => {
  const eight = tournament([created({ decklistRequired: false, topCut: 4 }), ...players(8), started(3)]);

  it('pairs round 1 with every entrant seated once and tables numbered from 1', () => {
    const decision = decidePairNextRound({ type: 'PairNextRound', actor: organizer, now: NOW }, eight);
    expect(decision.ok).toBe(true);
    const round = decision.ok ? decision.events[0] : undefined;
    if (round?.type !== 'RoundPaired') throw new Error('expected a paired round');
    expect(round.data.tables.map((t) => t.table)).toEqual([1, 2, 3, 4]);
    expect(new Set(round.data.tables.flatMap((t) => t.entrantIds)).size).toBe(8);
    expect(round.data.tables[0]?.matchId).toBe('t1.r1.t1');
  });

  it('does not pair the next round while matches are open', () => {
    const decision = decidePairNextRound({ type: 'PairNextRound', actor: organizer, now: NOW }, eight);
    const next = decision.ok ? apply(eight, decision.events) : eight;
    expect(decidePairNextRound({ type: 'PairNextRound', actor: organizer, now: NOW }, next)).toMatchObject({
      ok: false,
      error: { code: 'ROUND.NOT_COMPLETE' },
    });
  });

  it('gives the odd entrant a bye', () => {
    const seven = tournament([created({ decklistRequired: false }), ...players(7), started(3)]);
    const decision = decidePairNextRound({ type: 'PairNextRound', actor: organizer, now: NOW }, seven);
    expect(decision).toMatchObject({ ok: true, events: [{ data: { byes: [expect.any(String)] } }] });
  });

  it('plays its rounds, cuts to the top 4 by standings and crowns the bracket winner', () => {
    let state = eight;
    for (let round = 0; round < 3; round++) state = playRound(state);
    expect(decidePairNextRound({ type: 'PairNextRound', actor: organizer, now: NOW }, state)).toMatchObject({ ok: false, error: { code: 'ROUND.SWISS_COMPLETE' } });
    if (state.status === 'none') throw new Error('no tournament');
    const standings = standingsOf(state);
    if (!standings.ok) throw new Error(standings.error.message);
    const top = standings.standings.rows.slice(0, 4).map((row) => row.entrant);
    const cut = decideStartTopCut({ type: 'StartTopCut', actor: organizer, now: NOW }, state);
    expect(cut).toMatchObject({ ok: true, events: [{ type: 'TopCutStarted', data: { size: 4, seeds: top } }, { type: 'RoundPaired', data: { phase: 'top_cut' } }] });
    const semis = cut.ok ? cut.events[1] : undefined;
    if (semis?.type !== 'RoundPaired') throw new Error('expected semifinals');
    expect(semis.data.tables.map((t) => t.entrantIds)).toEqual([[top[0], top[3]], [top[1], top[2]]]);
    state = apply(state, cut.ok ? cut.events : []);
    expect(decideFinishTournament({ type: 'FinishTournament', actor: organizer, now: NOW }, state)).toMatchObject({ ok: false, error: { code: 'ROUND.NOT_COMPLETE' } });
    const semiResults = semis.data.tables.map((t) => ({ matchId: t.matchId, result: won(t.entrantIds[0] ?? '', t.entrantIds[1] ?? '') }));
    state = apply(state, [{ type: 'RoundCompleted', data: { round: semis.data.round, results: semiResults, at: NOW } }]);
    state = playRound(state);
    expect(decidePairNextRound({ type: 'PairNextRound', actor: organizer, now: NOW }, state)).toMatchObject({ ok: false, error: { code: 'TOPCUT.COMPLETE' } });
    expect(decideFinishTournament({ type: 'FinishTournament', actor: organizer, now: NOW }, state)).toEqual({
      ok: true,
      events: [{ type: 'TournamentFinished', data: { champions: [top[0]], at: NOW } }],
    });
  });
});

describe('an FFA3 event', () => {
  it('pairs pods of three and gives the leftover entrants byes', () => {
    const state = tournament([created({ mode: 'ffa3', decklistRequired: false }), ...players(7), started(2)]);
    const decision = decidePairNextRound({ type: 'PairNextRound', actor: organizer, now: NOW }, state);
    const round = decision.ok ? decision.events[0] : undefined;
    if (round?.type !== 'RoundPaired') throw new Error('expected a paired round');
    expect(round.data.tables.map((t) => t.entrantIds.length)).toEqual([3, 3]);
    expect(round.data.byes).toHaveLength(1);
  });
});
