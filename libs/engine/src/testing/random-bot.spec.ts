import { describe, expect, it } from 'vitest';
import { duelSetup } from './duel-mode.js';
import { playBotGame } from './random-bot.js';
import { SETT_BUFFS, VIKTOR_TOKENS } from './ready-decks.js';

describe('a seeded bot Duel', () => {
  it('plays to a victory (633) and is the same game for the same seeds', () => {
    const first = playBotGame({ setup: duelSetup([VIKTOR_TOKENS, SETT_BUFFS], 'smoke'), botSeed: 'smoke' });
    const second = playBotGame({ setup: duelSetup([VIKTOR_TOKENS, SETT_BUFFS], 'smoke'), botSeed: 'smoke' });
    expect(first.finished).toBe(true);
    expect(first.state.result?.reason).toBe('victory');
    expect(second.state.hash).toBe(first.state.hash);
    expect(second.events.length).toBe(first.events.length);
  });

  it('plays the same game when it only counts the events instead of keeping them', () => {
    const kept = playBotGame({ setup: duelSetup([VIKTOR_TOKENS, SETT_BUFFS], 'count'), botSeed: 'count' });
    const counted = playBotGame({ setup: duelSetup([VIKTOR_TOKENS, SETT_BUFFS], 'count'), botSeed: 'count', keepEvents: false });
    expect(counted.events).toEqual([]);
    expect(kept.eventCount).toBe(kept.events.length);
    expect(counted.eventCount).toBe(kept.events.length);
    expect(counted.state.hash).toBe(kept.state.hash);
    expect(counted.decisions).toBe(kept.decisions);
  });
});
