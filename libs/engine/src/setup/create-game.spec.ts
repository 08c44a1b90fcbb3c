import { describe, expect, it } from 'vitest';
import { apply } from '../engine/apply.js';
import { DUEL, duelSetup, SETT_BUFFS, VIKTOR_TOKENS } from '../testing/index.js';
import { createGame, type GameSetup } from './create-game.js';

const setup: GameSetup = { ...duelSetup([VIKTOR_TOKENS, SETT_BUFFS], 'setup'), turnOrder: [0, 1] };

function created() {
  const result = createGame(setup);
  if (!result.ok) throw new Error(result.error.code);
  return result;
}

describe('setting up a game (110-118)', () => {
  it('places legends in the legend zone and chosen champions in the champion zone (111, 112)', () => {
    const { state } = created();
    for (const seat of state.seats) {
      expect(state.objects[seat.legend]?.zone).toBe('legendZone');
      expect(state.objects[seat.championZone as number]?.zone).toBe('championZone');
    }
  });

  it('shuffles both decks, so different seeds give different orders (114)', () => {
    const other = createGame({ ...setup, seed: 'other seed' });
    if (!other.ok) throw new Error('setup failed');
    const cards = (state: typeof other.state) => state.seats[0]?.mainDeck.map((id) => state.objects[id]?.card);
    expect(cards(other.state)).not.toEqual(cards(created().state));
  });

  it('deals four cards to each player and asks the first player to mulligan (116, 117)', () => {
    const { state, events } = created();
    expect(state.seats.map((seat) => seat.hand.length)).toEqual([4, 4]);
    expect(events.filter((event) => event.type === 'CardDrawn')).toHaveLength(8);
    expect(state.pending?.decision).toEqual({ kind: 'mulligan', seat: 0 });
  });

  it('lets a player set aside up to two cards, draw as many and recycle them (117.1-117.3, reading R1)', () => {
    const { state } = created();
    const hand = state.seats[0]?.hand ?? [];
    const [first, second, third] = hand;
    const tooMany = apply(state, 0, { type: 'mulligan', cards: [first, second, third] as number[] });
    expect(tooMany.ok).toBe(false);
    const result = apply(state, 0, { type: 'mulligan', cards: [first, second] as number[] });
    if (!result.ok) throw new Error(result.error.code);
    const after = result.state.seats[0];
    expect(after?.hand).toHaveLength(4);
    expect(after?.hand).not.toContain(first);
    expect(after?.trash).toHaveLength(0);
    // The set-aside cards went to the bottom of the main deck.
    expect(after?.mainDeck.slice(0, 2).sort()).toEqual([first, second].sort());
    expect(result.state.pending?.decision).toEqual({ kind: 'mulligan', seat: 1 });
  });

  it('starts the first turn with the first player after the mulligans (118)', () => {
    let { state } = created();
    for (const seat of [0, 1]) {
      const result = apply(state, seat, { type: 'mulligan', cards: [] });
      if (!result.ok) throw new Error(result.error.code);
      state = result.state;
    }
    expect(state.turn).toMatchObject({ number: 1, seat: 0, phase: 'main' });
    expect(state.pending?.decision).toEqual({ kind: 'priority', seat: 0 });
    // 515.3.b: two runes channeled; 515.4.b: one card drawn.
    expect(state.seats[0]?.runes).toHaveLength(2);
    expect(state.seats[0]?.hand).toHaveLength(5);
  });

  it('refuses an illegal deck with every violation (103) and a battlefield nobody brought (103.4)', () => {
    const illegal = createGame({ ...setup, decks: [{ ...VIKTOR_TOKENS, runes: [] }, SETT_BUFFS] });
    expect(illegal.ok).toBe(false);
    if (!illegal.ok) {
      expect(illegal.error.code).toBe('setup/illegal_deck');
      expect(illegal.deckViolations[0]?.map((violation) => violation.code)).toEqual(['deck/rune_count']);
    }
    const foreign = createGame({ ...setup, battlefields: [{ card: 'OGN-298', owner: 0 }, setup.battlefields[1] as { card: string; owner: number }] });
    expect(foreign.ok ? 'ok' : foreign.error.code).toBe('setup/battlefield_not_brought');
  });

  it('needs as many decks as the mode has seats (642.1)', () => {
    const result = createGame({ ...setup, decks: [VIKTOR_TOKENS] });
    expect(result.ok ? 'ok' : result.error.code).toBe('setup/seat_count');
    expect(DUEL.seatCount).toBe(2);
  });
});
