import { describe, expect, it } from 'vitest';
import { apply, createGame, legalActions, pending, replay, viewFor } from './index.js';
import { duelSetup, SETT_BUFFS, VIKTOR_TOKENS } from './testing/index.js';

// The example game of the README, kept here so that it stays correct.
describe('the README example', () => {
  it('plays an opening, ends a turn, replays and shows each seat its view', () => {
    const created = createGame(duelSetup([VIKTOR_TOKENS, SETT_BUFFS], 'readme'));
    if (!created.ok) throw new Error(created.error.message);
    let state = created.state;
    const log = [...created.events];
    const act = (seat: number, action: Parameters<typeof apply>[2]) => {
      const result = apply(state, seat, action);
      if (!result.ok) throw new Error(`${result.error.code} (${result.error.ruleRef})`);
      state = result.state;
      log.push(...result.events);
    };

    for (const seat of state.turnOrder) act(seat, { type: 'mulligan', cards: [] });
    const first = pending(state);
    expect(first?.kind).toBe('priority');
    const unit = legalActions(state, first?.seat ?? 0).find((action) => action.type === 'play');
    if (unit) act(first?.seat ?? 0, unit);
    while (pending(state)?.kind !== 'priority' || state.chain.length > 0) {
      const decision = pending(state);
      if (!decision) break;
      act(decision.seat, legalActions(state, decision.seat)[0] ?? { type: 'pass' });
    }
    act(state.turn.seat, { type: 'endTurn' });

    const replayed = replay(log);
    expect(replayed.ok && replayed.state.hash).toBe(state.hash);
    const mine = viewFor(state, { kind: 'seat', seat: 0 });
    expect(mine.seats[1]?.hand).toBeNull();
    expect(state.turn.number).toBe(2);
  });
});
