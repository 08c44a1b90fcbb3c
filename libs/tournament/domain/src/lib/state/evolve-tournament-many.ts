import type { TournamentEvent } from '../events/tournament.events.js';
import { evolveTournament } from './evolve-tournament.js';
import type { EntrantEntry, PlayerEntry, TournamentState } from './tournament.state.js';

interface Touched {
  readonly players: readonly string[];
  readonly entrants: readonly string[];
  /** Keys of `playerIdsByAccount`. */
  readonly accounts: readonly string[];
}

const NONE: readonly string[] = [];

/** Events that change one player's, entrant's or account's entry and nothing else of the three maps. */
function touchedEntries(event: TournamentEvent): Touched | null {
  if (event.type === 'PlayerRegistered') {
    const { playerId, accountId } = event.data;
    return { players: [playerId], entrants: [playerId], accounts: accountId === null ? NONE : [accountId] };
  }
  if (event.type === 'DecklistSubmitted') return { players: [event.data.playerId], entrants: NONE, accounts: NONE };
  if (event.type === 'EntrantDropped' || event.type === 'EntrantReentered' || event.type === 'EntrantDisqualified') {
    return { players: NONE, entrants: [event.data.entrantId], accounts: NONE };
  }
  // Anything else goes through `evolveTournament` as a whole.
  return null;
}

function only<TEntry>(map: Readonly<Record<string, TEntry>>, ids: readonly string[]): Record<string, TEntry> {
  const picked: Record<string, TEntry> = {};
  for (const id of ids) {
    const entry = map[id];
    if (entry !== undefined) picked[id] = entry;
  }
  return picked;
}

/**
 * The state after `events`, exactly as `events.reduce(evolveTournament, state)`, in time linear in
 * the events. `evolveTournament` copies the player, entrant and account maps for every
 * registration, decklist and drop (it returns new states and never changes old ones), which makes
 * loading a 2,000-player event from its first event quadratic. Here a run of such events writes
 * into one private copy of the three maps, made at the start of the run; each event is still evolved by
 * `evolveTournament`, on a state that holds only the entries it touches. No state passed in or
 * returned is ever changed afterwards.
 */
export function evolveTournamentMany(state: TournamentState, events: readonly TournamentEvent[]): TournamentState {
  const fold = new TournamentFold(state);
  fold.apply(events);
  return fold.finish();
}

/**
 * Evolves a tournament event by event for a caller that looks at each intermediate state at once
 * and keeps none of them (a batch of commands decided one after the other): the player, entrant and
 * account maps of `current` are changed in place by the next `apply`. `finish()` hands over the last state
 * for good.
 */
export class TournamentFold {
  private state: TournamentState;
  private owned: { players: Record<string, PlayerEntry>; entrants: Record<string, EntrantEntry>; accounts: Record<string, string> } | null = null;

  constructor(start: TournamentState) {
    this.state = start;
  }

  /** The state now; valid until the next `apply`. */
  get current(): TournamentState {
    return this.state;
  }

  apply(events: readonly TournamentEvent[]): void {
    for (const event of events) this.applyOne(event);
  }

  /** The last state; the fold changes nothing any more. */
  finish(): TournamentState {
    this.owned = null;
    return this.state;
  }

  private applyOne(event: TournamentEvent): void {
    const current = this.state;
    const touched = current.status === 'none' ? null : touchedEntries(event);
    if (touched === null || current.status === 'none') {
      this.owned = null;
      this.state = evolveTournament(current, event);
      return;
    }
    const owned = (this.owned ??= { players: { ...current.players }, entrants: { ...current.entrants }, accounts: { ...current.playerIdsByAccount } });
    const narrow = {
      ...current,
      players: only(owned.players, touched.players),
      entrants: only(owned.entrants, touched.entrants),
      playerIdsByAccount: only(owned.accounts, touched.accounts),
    };
    const next = evolveTournament(narrow, event);
    if (next.status === 'none') {
      this.owned = null;
      this.state = next;
      return;
    }
    for (const id of touched.players) {
      const entry = next.players[id];
      if (entry !== undefined) owned.players[id] = entry;
    }
    for (const id of touched.entrants) {
      const entry = next.entrants[id];
      if (entry !== undefined) owned.entrants[id] = entry;
    }
    for (const id of touched.accounts) {
      const entry = next.playerIdsByAccount[id];
      if (entry !== undefined) owned.accounts[id] = entry;
    }
    this.state = { ...next, players: owned.players, entrants: owned.entrants, playerIdsByAccount: owned.accounts };
  }
}
