/** `startGame`: once the setup is complete, the engine creates the game (110-118). */
import { engineFor, type GameSetup } from '@arbiter/rulesets';
import { modeDefinition } from '../definitions/mode-registry.js';
import type { MatchState, SetupPhase, TurnOrderDecision } from '../model/match-state.js';
import { modeError } from '../model/mode-error.js';
import type { BattlefieldPick } from '../setup/battlefield-picks.js';
import { MatchContext } from './match-context.js';
import type { MatchStep } from './match-result-types.js';
import { pendingMatch } from './pending-match.js';

/** Games are named after their match; their seed follows from the match's secret seed. */
export function gameIdFor(state: MatchState, game: number): string {
  return `${state.matchId}/game-${game}`;
}

function setupFor(state: MatchState, game: number, turnOrder: TurnOrderDecision, picks: readonly BattlefieldPick[]): GameSetup {
  return {
    gameId: gameIdFor(state, game),
    mode: modeDefinition(state.mode).game,
    decks: state.decks,
    battlefields: picks.map((pick) => ({ card: pick.card, owner: pick.seat })),
    turnOrder: turnOrder.order,
    seed: `${state.seed}/game-${game}`,
  };
}

export function startGame(state: MatchState): MatchStep {
  const pending = pendingMatch(state);
  const phase: SetupPhase | null = state.phase.status === 'setup' ? state.phase : null;
  if (pending.status !== 'readyToStart' || !phase?.turnOrder || !phase.battlefields) {
    return modeError('match/not_ready', 'CR 1.3 114.1', `the match is not ready to start a game (${pending.status})`);
  }
  const created = engineFor(state.ruleset).createGame(setupFor(state, phase.game, phase.turnOrder, phase.battlefields));
  if (!created.ok) return { ok: false, error: created.error };
  const ctx = new MatchContext(state);
  ctx.emit({ type: 'GameStarted', game: phase.game, gameId: created.state.gameId });
  return { ok: true, match: ctx.state, matchEvents: ctx.events, game: created.state, gameEvents: created.events };
}
