/**
 * An online best-of-3 Match between bots with a judge's backup in game 1, stored before rulesets
 * were recorded (Core Rules v1.0; `tools/pinned-logs/record-cr1-0.ts`): the `game-<id>` stream's
 * events as the platform stores them, and the hash of the last game's final state (ADR 0060).
 */
import type { OnlineGameEvent } from '../lib/online-game.events.js';
import pinned from '../pinned/cr1-0-online-match.json' with { type: 'json' };

export interface PinnedOnlineMatch {
  readonly events: readonly OnlineGameEvent[];
  readonly finalHash: string;
}

export const PINNED_CR1_0_ONLINE_MATCH = pinned as unknown as PinnedOnlineMatch;
