/**
 * The pinned Core Rules v1.0 games (`pinned/*.json`): seeded bot games recorded with the engine
 * before it moved to v1.4 (`tools/pinned-logs/record-cr1-0.ts` at commit 0f5f2a8), each event
 * with its state hash, as the platform stores them. Added with the frozen copy (ADR 0060).
 */
import duel from '../../pinned/duel.json' with { type: 'json' };
import threePlayers from '../../pinned/three-players.json' with { type: 'json' };
import twoTeams from '../../pinned/two-teams.json' with { type: 'json' };
import type { GameEvent } from '../model/game-event.js';

export interface PinnedGame {
  readonly name: string;
  readonly botSeed: string;
  readonly events: readonly GameEvent[];
  /** The hash of the state after the last event. */
  readonly finalHash: string;
}

/** A Duel, a game of three players and one of two teams, each played to its end. */
export const PINNED_GAMES: readonly PinnedGame[] = [duel, threePlayers, twoTeams] as unknown as readonly PinnedGame[];
