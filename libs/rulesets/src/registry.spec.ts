/**
 * Issue 22, requirement 4 (ADR 0060): every game records its ruleset, logs without one are
 * Core Rules v1.0 and replay on the frozen engine with their original hashes, new games are v1.4.
 */
import * as live from '@arbiter/engine';
import { duelSetup, SETT_BUFFS, VIKTOR_TOKENS } from '@arbiter/engine/testing';
import * as cr10 from '@arbiter/engine-cr1-0';
import { PINNED_GAMES } from '@arbiter/engine-cr1-0/testing';
import { describe, expect, it } from 'vitest';
import { engineFor, replayGame, rulesetInfo, RULESETS, rulesetOfLog } from './registry.js';
import { CURRENT_RULESET, isRulesetId, recordedRuleset, UNRECORDED_RULESET } from './ruleset-id.js';

const setup = duelSetup([VIKTOR_TOKENS, SETT_BUFFS], 'registry');

describe('the ruleset registry', () => {
  it('plays new games under Core Rules v1.4 on the live engine', () => {
    expect(CURRENT_RULESET).toBe('CR 1.4');
    expect(RULESETS.filter((entry) => entry.current).map((entry) => entry.id)).toEqual(['CR 1.4']);
    expect(engineFor('CR 1.4').ruleset).toBe(live.RULESET);
    expect(engineFor('CR 1.4').initialState).toBe(live.initialState);
  });

  it('plays and replays Core Rules v1.0 on the frozen engine', () => {
    expect(engineFor('CR 1.0').ruleset).toBe(cr10.RULESET);
    expect(engineFor('CR 1.0').initialState).toBe(cr10.initialState);
    expect(rulesetInfo('CR 1.0')).toMatchObject({ document: 'Riftbound Core Rules', version: '1.0', published: '2025-06-02', current: false });
  });

  it('reads a record without a ruleset as Core Rules v1.0 and refuses to guess at an unknown one', () => {
    expect(UNRECORDED_RULESET).toBe('CR 1.0');
    expect(recordedRuleset(undefined)).toBe('CR 1.0');
    expect(recordedRuleset(null)).toBe('CR 1.0');
    expect(recordedRuleset('CR 1.4')).toBe('CR 1.4');
    expect(() => recordedRuleset('CR 9.9')).toThrow(/unknown ruleset/);
    expect(isRulesetId('CR 1.3')).toBe(false);
  });

  it('records the ruleset in the GameCreated of a new game; the frozen engine records none', () => {
    const created = engineFor('CR 1.4').createGame(setup);
    const legacy = engineFor('CR 1.0').createGame(setup);
    if (!created.ok || !legacy.ok) throw new Error('setup refused');
    expect(created.events[0]).toMatchObject({ type: 'GameCreated', ruleset: 'CR 1.4' });
    expect(legacy.events[0]?.type).toBe('GameCreated');
    expect('ruleset' in (legacy.events[0] ?? {})).toBe(false);
    expect(rulesetOfLog(created.events)).toBe('CR 1.4');
    expect(rulesetOfLog(legacy.events)).toBe('CR 1.0');
  });

  it.each(PINNED_GAMES.map((game) => [game.name, game] as const))('replays the pinned v1.0 game "%s" on the frozen engine with every hash', (_, game) => {
    expect(rulesetOfLog(game.events)).toBe('CR 1.0');
    const replayed = replayGame(game.events);
    expect(replayed.ok).toBe(true);
    expect(replayed.state.hash).toBe(game.finalHash);
  });

  it('replays a new game on the live engine', () => {
    const engine = engineFor('CR 1.4');
    const created = engine.createGame(setup);
    if (!created.ok) throw new Error('setup refused');
    let state = created.state;
    const events = [...created.events];
    for (let step = 0; step < 200; step++) {
      const decision = engine.pending(state);
      if (!decision) break;
      const [action] = engine.legalActions(state, decision.seat);
      if (!action) throw new Error('no legal action');
      const result = engine.apply(state, decision.seat, action);
      if (!result.ok) throw new Error(result.error.code);
      state = result.state;
      events.push(...result.events);
    }
    const replayed = replayGame(events);
    expect(replayed.ok && replayed.state.hash).toBe(state.hash);
  });

  it('refuses a log that does not begin with GameCreated', () => {
    const events = PINNED_GAMES[0]?.events.slice(1) ?? [];
    expect(() => rulesetOfLog(events)).toThrow(/GameCreated/);
  });

  it('names Core Rules v1.0 in every rule reference the frozen engine answers with, its events unchanged (issue 22, requirement 3)', () => {
    const engine = engineFor('CR 1.0');
    const created = engine.createGame(setup);
    if (!created.ok) throw new Error('setup refused');
    const decision = engine.pending(created.state);
    if (!decision) throw new Error('no decision');
    const refused = engine.apply(created.state, decision.seat, { type: 'move', units: [9_999], to: 'base' });
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.error.ruleRef).toMatch(/^CR 1\.0 \d/);
    const frozen = cr10.apply(created.state as cr10.GameState, decision.seat, { type: 'move', units: [9_999], to: 'base' });
    expect(!frozen.ok && `CR 1.0 ${frozen.error.ruleRef}`).toBe(refused.error.ruleRef);

    const badSetup = engine.createGame({ ...setup, decks: setup.decks.slice(0, 1) });
    expect(!badSetup.ok && badSetup.error.ruleRef).toMatch(/^CR 1\.0 \d/);
    const violations = engine.validateDeck(setup.mode, { ...VIKTOR_TOKENS, legend: 'OGN-999' });
    expect(violations.length).toBeGreaterThan(0);
    for (const found of violations) expect(found.ruleRef).toMatch(/^CR 1\.0 \d/);

    const action = engine.legalActions(created.state, decision.seat)[0];
    if (!action) throw new Error('no legal action');
    const played = engine.apply(created.state, decision.seat, action);
    const playedFrozen = cr10.apply(created.state as cr10.GameState, decision.seat, action as cr10.Action);
    expect(played.ok && playedFrozen.ok).toBe(true);
    expect(played.ok && played.events).toEqual(playedFrozen.ok && playedFrozen.events);
  });
});
