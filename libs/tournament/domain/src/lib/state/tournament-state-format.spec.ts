import { describe, expect, it } from 'vitest';
import type { TournamentEvent } from '../events/tournament.events.js';
import { decklist, headJudge, NOW, paired, registered, roundOneInProgress, staffAssigned, table } from '../../testing/fixtures.js';
import { evolveTournamentMany } from './evolve-tournament-many.js';
import { initialTournamentState } from './tournament.state.js';
import { TOURNAMENT_STATE_FORMAT } from './tournament-state-format.js';

/** A history that touches most of the state: staff, players, lists, drops, rounds and results. */
function history(): TournamentEvent[] {
  const result = (matchId: string, winner: string, loser: string) => ({
    matchId,
    result: { seats: [{ entrantId: winner, gameWins: 2, placement: 1 }, { entrantId: loser, gameWins: 1, placement: 2 }], gameDraws: 0 },
  });
  return [
    ...roundOneInProgress(),
    registered(5, 2),
    decklist(1),
    decklist(5),
    staffAssigned(headJudge, 'head_judge'),
    { type: 'RoundClockStarted', data: { round: 1, durationSeconds: 3_000, at: NOW } },
    { type: 'EntrantDropped', data: { entrantId: 'p4', droppedInRound: 1, at: NOW } },
    { type: 'RoundCompleted', data: { round: 1, results: [result('t1.r1.t1', 'p1', 'p2'), result('t1.r1.t2', 'p3', 'p4')], at: NOW } },
    paired(2, [table(2, 1, ['p1', 'p3']), table(2, 2, ['p2', 'p5'])]),
  ];
}

/** FNV-1a over the text's UTF-16 code units, two 32-bit lanes as hex (a pure library has no crypto). */
function fingerprintOf(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193) >>> 0;
    b = Math.imul(b ^ code ^ (i & 0xff), 0x01000193) >>> 0;
  }
  return `${a.toString(16).padStart(8, '0')}${b.toString(16).padStart(8, '0')}-${text.length}`;
}

/** The fold of `history()` at each format: add a line when the format is raised. */
const FINGERPRINTS: Readonly<Record<number, string>> = {
  1: '4e2ebe5f1732cb2e-3546',
};

describe('TOURNAMENT_STATE_FORMAT (ADR 0113)', () => {
  it('is raised whenever what a history folds to changes (a stored snapshot of the old format would be wrong)', () => {
    const folded = JSON.stringify(evolveTournamentMany(initialTournamentState(), history()));
    const fingerprint = fingerprintOf(folded);
    // A failure here: the state or an event's effect changed. Raise TOURNAMENT_STATE_FORMAT and
    // add this fingerprint under the new number (old snapshots are then ignored and replaced).
    expect({ format: TOURNAMENT_STATE_FORMAT, fingerprint }).toEqual({ format: TOURNAMENT_STATE_FORMAT, fingerprint: FINGERPRINTS[TOURNAMENT_STATE_FORMAT] });
  });

  it('survives JSON: a snapshot read back is the state that was written', () => {
    const state = evolveTournamentMany(initialTournamentState(), history());
    const restored: unknown = JSON.parse(JSON.stringify(state));
    expect(restored).toStrictEqual(state);
    if (state.status === 'none' || typeof restored !== 'object' || restored === null) throw new Error('no tournament');
    expect(Object.keys((restored as typeof state).players)).toEqual(Object.keys(state.players));
  });
});
