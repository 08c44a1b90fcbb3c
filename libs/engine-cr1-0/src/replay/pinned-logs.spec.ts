/**
 * Stored Core Rules v1.0 games keep replaying (issue 22, ADR 0060): the pinned games were
 * recorded with the engine before it moved to v1.4 and are kept as the platform stores them.
 * Every event's hash must come out again, and the game must end where it ended.
 */
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../model/game-event.js';
import { PINNED_GAMES } from '../testing/pinned-games.js';
import { replay } from './replay.js';

describe('pinned Core Rules v1.0 logs', () => {
  it.each(PINNED_GAMES.map((game) => [game.name, game] as const))('%s replays with every hash', (_, game) => {
    const replayed = replay(game.events);
    expect(replayed.ok ? null : replayed).toBeNull();
    expect(replayed.state.hash).toBe(game.finalHash);
    expect(replayed.state.status).toBe('ended');
    expect(replayed.state.seq).toBe(game.events.length);
  });

  it('finds a changed event: the first event whose hash no longer matches is reported', () => {
    const events = [...(PINNED_GAMES[0]?.events ?? [])];
    const index = events.findIndex((event) => event.type === 'PointsGained');
    const changed = events[index] as Extract<GameEvent, { type: 'PointsGained' }>;
    events[index] = { ...changed, points: changed.points + 1 };
    const replayed = replay(events);
    expect(replayed.ok).toBe(false);
    expect(!replayed.ok && replayed.index).toBe(index);
  });
});
