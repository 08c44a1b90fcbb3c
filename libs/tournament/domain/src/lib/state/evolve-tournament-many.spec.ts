import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TournamentEvent } from '../events/tournament.events.js';
import { created, NOW, registered, staffAssigned, organizer } from '../../testing/fixtures.js';
import { evolveTournament } from './evolve-tournament.js';
import { evolveTournamentMany, TournamentFold } from './evolve-tournament-many.js';
import { initialTournamentState } from './tournament.state.js';

const playerIds = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'];

const anEvent: fc.Arbitrary<TournamentEvent> = fc.oneof(
  fc.integer({ min: 1, max: 6 }).map((n) => registered(n)),
  fc.constantFrom(...playerIds).map(
    (playerId): TournamentEvent => ({ type: 'DecklistSubmitted', data: { playerId, cards: [{ cardCode: 'OGN-001', count: 1 }], chosenChampion: null, deckCode: null, at: NOW } }),
  ),
  fc.tuple(fc.constantFrom(...playerIds), fc.integer({ min: 0, max: 3 })).map(
    ([entrantId, droppedInRound]): TournamentEvent => ({ type: 'EntrantDropped', data: { entrantId, droppedInRound, at: NOW } }),
  ),
  fc.constantFrom(...playerIds).map((entrantId): TournamentEvent => ({ type: 'EntrantReentered', data: { entrantId, at: NOW } })),
  fc.constant(staffAssigned(organizer, 'judge')),
  fc.constantFrom(...playerIds).map((playerId): TournamentEvent => ({ type: 'RegistrationWithdrawn', data: { playerId, byOrganizer: false, at: NOW } })),
  fc.constant<TournamentEvent>({ type: 'PairingDraftDiscarded', data: { round: 1, at: NOW } }),
);

describe('evolveTournamentMany', () => {
  it('ends in the same state as evolving one event at a time, and changes no state it was given', () => {
    fc.assert(
      fc.property(fc.array(anEvent, { maxLength: 40 }), fc.array(anEvent, { maxLength: 40 }), fc.boolean(), (first, second, magma) => {
        const start = [created(magma ? { mode: 'magma_chamber' } : {}), ...first];
        const base = start.reduce(evolveTournament, initialTournamentState());
        const snapshot = structuredClone(base);
        const expected = second.reduce(evolveTournament, base);
        expect(evolveTournamentMany(base, second)).toEqual(expected);
        expect(base).toEqual(snapshot);
        expect(evolveTournamentMany(initialTournamentState(), [...start, ...second])).toEqual(expected);
      }),
    );
  });

  it('as a fold, shows at each step the state that evolving one event at a time reaches', () => {
    fc.assert(
      fc.property(fc.array(anEvent, { maxLength: 40 }), (events) => {
        const start = evolveTournament(initialTournamentState(), created());
        const fold = new TournamentFold(start);
        let expected = start;
        for (const event of events) {
          fold.apply([event]);
          expected = evolveTournament(expected, event);
          expect(fold.current).toEqual(expected);
        }
        expect(fold.finish()).toEqual(expected);
      }),
    );
  });

  it("keeps every registered account's player id, and only theirs", () => {
    fc.assert(
      fc.property(fc.array(anEvent, { maxLength: 60 }), (events) => {
        const state = evolveTournamentMany(initialTournamentState(), [created(), ...events]);
        if (state.status === 'none') throw new Error('no tournament');
        const derived = Object.fromEntries(Object.values(state.players).flatMap((player) => (player.accountId === null ? [] : [[player.accountId, player.playerId]])));
        expect(state.playerIdsByAccount).toEqual(derived);
      }),
    );
  });

  it('keeps the order of players and entrants (registration order)', () => {
    const events = [created(), registered(3), registered(1), registered(2), registered(1)];
    const state = evolveTournamentMany(initialTournamentState(), events);
    expect(state.status === 'none' ? [] : Object.keys(state.players)).toEqual(['p3', 'p1', 'p2']);
    expect(state.status === 'none' ? [] : Object.keys(state.entrants)).toEqual(['p3', 'p1', 'p2']);
  });

  it('loads 1,000 registrations far faster than evolving one event at a time (linear, not quadratic)', { timeout: 60_000 }, () => {
    const events = [created(), ...Array.from({ length: 1_000 }, (_, n) => registered(n + 1))];
    // The best of three runs, so that a pause of the loaded machine does not decide the test.
    const timeOf = (load: () => unknown, runs: number): number => {
      let best = Number.POSITIVE_INFINITY;
      for (let run = 0; run < runs; run++) {
        // eslint-disable-next-line no-restricted-properties -- this test measures the fold's own speed
        const started = performance.now();
        load();
        // eslint-disable-next-line no-restricted-properties -- as above
        best = Math.min(best, performance.now() - started);
      }
      return best;
    };
    const linear = timeOf(() => evolveTournamentMany(initialTournamentState(), events), 3);
    const quadratic = timeOf(() => events.reduce(evolveTournament, initialTournamentState()), 1);
    // About fifty times apart at this size; five leaves room for a noisy machine.
    expect(linear * 5).toBeLessThan(quadratic);
  });
});
