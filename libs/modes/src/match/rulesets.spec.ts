/**
 * Issue 22, requirement 4 (ADR 0060): a match records its ruleset in `MatchCreated`; matches
 * stored before that (no ruleset) are Core Rules v1.0, and their games replay, go on and start
 * on the frozen v1.0 engine; new matches play v1.4 on the live engine.
 */
import { replay as replayCr1_0 } from '@arbiter/engine-cr1-0';
import { Random } from '@arbiter/prng';
import { engineFor, type GameEvent, type GameState, replayGame, rulesetOfLog } from '@arbiter/rulesets';
import { describe, expect, it } from 'vitest';
import pinnedJson from '../pinned/cr1-0-match-bo3.json' with { type: 'json' };
import type { MatchEvent } from '../model/match-event.js';
import type { MatchState } from '../model/match-state.js';
import { matchInput } from '../spec-support/match-fixtures.js';
import { botMatchDecision } from '../testing/play-bot-match.js';
import { matchViewFor } from '../views/match-view.js';
import { actInGame } from './act-in-game.js';
import { createMatch, type CreateMatchInput } from './create-match.js';
import { decideMatch } from './decide-match.js';
import { replayMatch } from './evolve-match.js';
import { pendingMatch } from './pending-match.js';
import { startGame } from './start-game.js';

/** A best-of-3 Match between bots, stored before rulesets were recorded (`tools/pinned-logs`). */
interface PinnedMatch {
  readonly matchEvents: readonly MatchEvent[];
  readonly games: readonly { readonly gameId: string; readonly events: readonly GameEvent[]; readonly finalHash: string }[];
}
const pinned = pinnedJson as unknown as PinnedMatch;

const input = matchInput;

function started(overrides: Partial<CreateMatchInput>): { match: MatchState; events: readonly MatchEvent[]; gameEvents: readonly GameEvent[] } {
  const created = createMatch(input(overrides));
  if (!created.ok) throw new Error(created.error.code);
  const step = startGame(created.state);
  if (!step.ok) throw new Error(step.error.code);
  return { match: step.match, events: [...created.events, ...step.matchEvents], gameEvents: step.gameEvents };
}

/** Plays a match on from `match` (and its game in progress) with a seeded bot; returns every game's log. */
function playOn(match: MatchState, game: GameState | null, log: readonly GameEvent[], botSeed: string): { match: MatchState; logs: GameEvent[][] } {
  const random = Random.seeded(botSeed);
  const logs: GameEvent[][] = game ? [[...log]] : [];
  let state = match;
  let current = game;
  for (let step = 0; step < 100_000; step++) {
    const pending = pendingMatch(state);
    if (pending.status === 'over') return { match: state, logs };
    if (pending.status === 'deciding') {
      const [decision] = pending.decisions;
      if (!decision) throw new Error('no decision');
      const update = decideMatch(state, decision.seat, botMatchDecision(decision, random));
      if (!update.ok) throw new Error(update.error.code);
      state = update.state;
      continue;
    }
    const engine = engineFor(state.ruleset);
    const next =
      pending.status === 'readyToStart'
        ? startGame(state)
        : (() => {
            if (!current) throw new Error('no game in progress');
            const decision = engine.pending(current);
            if (!decision) throw new Error('the game waits for nothing');
            return actInGame(state, current, decision.seat, random.pick(engine.legalActions(current, decision.seat)));
          })();
    if (!next.ok) throw new Error(next.error.code);
    if (pending.status === 'readyToStart') logs.push([]);
    logs[logs.length - 1]?.push(...next.gameEvents);
    state = next.match;
    current = next.game ?? current;
  }
  throw new Error('the match does not end');
}

describe('rulesets of matches (issue 22, ADR 0060)', () => {
  it('plays a new match under Core Rules v1.4: MatchCreated and its games record it', () => {
    const { match, events, gameEvents } = started({});
    expect(events[0]).toMatchObject({ type: 'MatchCreated', ruleset: 'CR 1.4' });
    expect(match.ruleset).toBe('CR 1.4');
    expect(gameEvents[0]).toMatchObject({ type: 'GameCreated', ruleset: 'CR 1.4' });
    expect(matchViewFor(match, { kind: 'seat', seat: 0 }).ruleset).toBe('CR 1.4');
  });

  it('starts the games of a Core Rules v1.0 match on the frozen engine (GameCreated names no ruleset, as in v1.0 logs)', () => {
    const { match, gameEvents } = started({ ruleset: 'CR 1.0' });
    expect(match.ruleset).toBe('CR 1.0');
    expect(gameEvents[0]?.type).toBe('GameCreated');
    expect(rulesetOfLog(gameEvents)).toBe('CR 1.0');
  });

  it('refuses a ruleset it does not know', () => {
    const result = createMatch(input({ ruleset: 'CR 0.9' as never }));
    expect(result.ok ? null : result.error.code).toBe('match/unknown_ruleset');
  });

  it('reads a stored match without a ruleset as Core Rules v1.0 and shows it to judges and players', () => {
    expect('ruleset' in (pinned.matchEvents[0] ?? {})).toBe(false);
    const match = replayMatch(pinned.matchEvents);
    expect(match?.ruleset).toBe('CR 1.0');
    expect(match?.phase.status).toBe('over');
    if (!match) return;
    expect(matchViewFor(match, { kind: 'judge' }).ruleset).toBe('CR 1.0');
  });

  it.each(pinned.games.map((game) => [game.gameId, game] as const))('replays the stored game %s with every hash, on the frozen engine and through the registry', (_, game) => {
    const direct = replayCr1_0(game.events as Parameters<typeof replayCr1_0>[0]);
    expect(direct.ok ? direct.state.hash : direct).toBe(game.finalHash);
    const match = replayMatch(pinned.matchEvents);
    const viaMatch = engineFor(match?.ruleset ?? 'CR 1.4').replay(game.events);
    expect(viaMatch.ok && viaMatch.state.hash).toBe(game.finalHash);
    const viaLog = replayGame(game.events);
    expect(viaLog.ok && viaLog.state.hash).toBe(game.finalHash);
  });

  it('goes on with a stored v1.0 match in the middle of game 2, on the frozen engine, to its end', () => {
    const secondStart = pinned.matchEvents.findLastIndex((event) => event.type === 'GameStarted' && event.game === 2);
    const match = replayMatch(pinned.matchEvents.slice(0, secondStart + 1));
    const gameTwo = pinned.games[1]?.events ?? [];
    const half = gameTwo.slice(0, Math.floor(gameTwo.length / 2));
    if (!match) throw new Error('no match');
    const resumed = engineFor(match.ruleset).replay(half);
    if (!resumed.ok) throw new Error('the stored half does not replay');
    const { match: ended, logs } = playOn(match, resumed.state, half, 'resume');
    expect(ended.phase.status).toBe('over');
    expect(ended.ruleset).toBe('CR 1.0');
    for (const log of logs) {
      expect(rulesetOfLog(log)).toBe('CR 1.0');
      const replayed = replayCr1_0(log as Parameters<typeof replayCr1_0>[0]);
      expect(replayed.ok).toBe(true);
    }
  });
});
