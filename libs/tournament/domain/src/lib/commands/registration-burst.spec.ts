import { describe, expect, it } from 'vitest';
import type { TournamentEvent } from '../events/tournament.events.js';
import { created, NOW, organizer, playerActor, registered } from '../../testing/fixtures.js';
import { may } from '../roles/roles.js';
import { evolveTournament } from '../state/evolve-tournament.js';
import { TournamentFold } from '../state/evolve-tournament-many.js';
import { initialTournamentState, playerOfAccount, type PlayerEntry, type TournamentState } from '../state/tournament.state.js';
import { decideRegisterPlayer } from './register-player.js';

/**
 * A state whose player map counts how many player entries are looked at (read, or listed by
 * `Object.values`), so the test measures work in entries read, not in milliseconds.
 */
function counting(state: TournamentState, reads: { count: number }): TournamentState {
  if (state.status === 'none') return state;
  const players = new Proxy(state.players as Record<string, PlayerEntry>, {
    get(target, key, receiver) {
      reads.count++;
      return Reflect.get(target, key, receiver) as unknown;
    },
    ownKeys(target) {
      const keys = Reflect.ownKeys(target);
      reads.count += keys.length;
      return keys;
    },
  });
  return { ...state, players };
}

/** Every player of a burst registers themselves, one decision after the other on one fold (as a grouped batch is decided). */
function registrationBurst(players: number): { reads: number; state: TournamentState } {
  const fold = new TournamentFold(evolveTournament(initialTournamentState(), created({ inviteCode: 'BURST' })));
  const reads = { count: 0 };
  for (let n = 1; n <= players; n++) {
    const actor = playerActor(n);
    const decision = decideRegisterPlayer(
      {
        type: 'RegisterPlayer',
        actor,
        playerId: `p${n}`,
        account: { accountId: actor.accountId, displayName: `Player ${n}` },
        displayName: null,
        inviteCode: 'BURST',
        now: NOW,
      },
      counting(fold.current, reads),
    );
    if (!decision.ok) throw new Error(decision.error.message);
    fold.apply(decision.events);
  }
  return { reads: reads.count, state: fold.finish() };
}

describe('a burst of self-registrations', () => {
  it('reads a bounded number of player entries per registration, however many registered before (linear, not quadratic)', () => {
    const small = registrationBurst(100);
    const large = registrationBurst(2_000);
    // Scanning the players for "already registered?" would read about n²/2 entries: 2,000,000 here.
    expect(large.reads / 2_000).toBeLessThanOrEqual(small.reads / 100);
    expect(large.reads).toBeLessThan(10 * 2_000);
  });

  it('still refuses an account that registered already, late in a large field', () => {
    const { state } = registrationBurst(2_000);
    const again = decideRegisterPlayer(
      { type: 'RegisterPlayer', actor: playerActor(1_234), playerId: 'again', account: { accountId: 'acc-p1234', displayName: 'Again' }, displayName: null, inviteCode: 'BURST', now: NOW },
      state,
    );
    expect(again).toMatchObject({ ok: false, error: { code: 'REGISTRATION.ALREADY_REGISTERED' } });
  });

  it('knows each account as its player and in the player role; a withdrawn player is neither', () => {
    const events: TournamentEvent[] = [created(), registered(1), registered(2), { type: 'RegistrationWithdrawn', data: { playerId: 'p1', byOrganizer: false, at: NOW } }];
    const state = events.reduce(evolveTournament, initialTournamentState());
    if (state.status === 'none') throw new Error('no tournament');
    expect(playerOfAccount(state, 'acc-p2')?.playerId).toBe('p2');
    expect(playerOfAccount(state, 'acc-p1')).toBeNull();
    expect(may(state, playerActor(2), 'viewPrivateEvent')).toBe(true);
    expect(may(state, playerActor(1), 'viewPrivateEvent')).toBe(false);
    expect(may(state, organizer, 'viewPrivateEvent')).toBe(true);
  });
});
