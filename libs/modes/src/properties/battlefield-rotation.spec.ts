import { engineFor, type ImposedEnding } from '@arbiter/rulesets';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { recordGame } from '../match/act-in-game.js';
import { concedeGame } from '../match/leave-match.js';
import { decideMatch } from '../match/decide-match.js';
import { imposeGameLoss } from '../match/impose-game-loss.js';
import { pendingMatch } from '../match/pending-match.js';
import type { MatchState } from '../model/match-state.js';
import { MatchTable } from '../spec-support/match-fixtures.js';

type Ending = 'win0' | 'win1' | 'draw' | 'concede0' | 'concede1' | 'lossBeforeGame';

/** Ends the current game (or the coming one) the way the fuzzer asks. */
function endGame(table: MatchTable, ending: Ending): void {
  if (ending === 'lossBeforeGame') {
    table.take(imposeGameLoss(table.match, null, 0, 'fuzz'));
    return;
  }
  table.start();
  if (ending === 'concede0' || ending === 'concede1') {
    table.take(concedeGame(table.match, table.currentGame(), ending === 'concede0' ? 0 : 1));
    return;
  }
  const imposed: ImposedEnding = ending === 'draw' ? { kind: 'draw' } : { kind: 'gameLoss', seat: ending === 'win0' ? 1 : 0 };
  const ended = engineFor(table.match.ruleset).terminate(table.currentGame(), imposed);
  if (!ended.ok) throw new Error(ended.error.code);
  table.take(recordGame(table.match, ended.state));
}

/** Every battlefield each seat brought, in deck order. */
const brought = (match: MatchState, seat: number): readonly string[] => match.decks[seat]?.battlefields ?? [];

function decideAll(table: MatchTable, picks: () => number): void {
  for (let pending = pendingMatch(table.match); pending.status === 'deciding'; pending = pendingMatch(table.match)) {
    const decision = pending.decisions[0];
    if (!decision) throw new Error('deciding without a decision');
    if (decision.kind === 'chooseFirstPlayer') {
      table.decide(decision.seat, { type: 'chooseFirstPlayer', first: picks() % 2 });
      continue;
    }
    // Try any battlefield the seat brought; a used one must be refused (645.5).
    const card = brought(table.match, decision.seat)[picks() % 3] ?? '';
    const used = table.match.used[decision.seat] ?? [];
    const result = decideMatch(table.match, decision.seat, { type: 'chooseBattlefield', card });
    if (used.includes(card)) {
      expect(result.ok ? 'accepted' : result.error.code).toBe('match/battlefield_used');
      table.decide(decision.seat, { type: 'chooseBattlefield', card: decision.options[picks() % decision.options.length] ?? '' });
    } else {
      if (!result.ok) throw new Error(result.error.code);
      table.match = result.state;
      table.events.push(...result.events);
    }
  }
}

describe('battlefield rotation in a Match (645.5)', () => {
  it('never puts a used battlefield into play again, whatever players choose and however games end', () => {
    const ending = fc.constantFrom<Ending>('win0', 'win1', 'draw', 'concede0', 'concede1', 'lossBeforeGame');
    fc.assert(
      fc.property(fc.string(), fc.array(fc.nat(), { minLength: 30, maxLength: 30 }), fc.array(ending, { minLength: 3, maxLength: 3 }), (seed, numbers, endings) => {
        const table = MatchTable.of('match', seed);
        let next = 0;
        const picks = (): number => numbers[next++ % numbers.length] ?? 0;
        for (const end of endings) {
          if (table.match.phase.status === 'over') break;
          decideAll(table, picks);
          endGame(table, end);
        }
        const inPlay = table.match.games.map((game) => game.battlefields.map((pick) => `${pick.seat}:${pick.card}`));
        const all = inPlay.flat();
        expect(new Set(all).size).toBe(all.length);
        for (const seat of [0, 1]) expect(new Set(table.match.used[seat]).size).toBe(table.match.used[seat]?.length);
        expect(table.match.games.length).toBeLessThanOrEqual(3);
        expect(table.match.phase.status).toBe('over');
      }),
      { numRuns: 80 },
    );
  });
});
