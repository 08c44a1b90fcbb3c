/**
 * The automatic steps of a game's setup: a random or fixed turn order (115, 645) and random
 * battlefields (644.5, 646.5, 648.5.a), or the reveal once every secret choice is in (645.5).
 * Decisions that belong to a player stop the run; `pendingMatch` says which.
 */
import { Random } from '@arbiter/prng';
import { modeDefinition } from '../definitions/mode-registry.js';
import type { SetupPhase } from '../model/match-state.js';
import { type BattlefieldPick, contributingSeats, randomBattlefieldPicks } from '../setup/battlefield-picks.js';
import { clockwiseFrom } from '../setup/turn-order.js';
import type { MatchContext } from './match-context.js';

function decideTurnOrder(ctx: MatchContext, phase: SetupPhase): boolean {
  const seatCount = ctx.state.players.length;
  const rule = phase.firstPlayer;
  switch (rule.kind) {
    case 'random': {
      const random = Random.from(ctx.state.rng);
      const first = random.nextInt(seatCount);
      ctx.emit({ type: 'TurnOrderDetermined', game: phase.game, decision: { order: clockwiseFrom(first, seatCount), method: 'random', chooser: null }, rng: random.state });
      return true;
    }
    case 'fixed':
      ctx.emit({ type: 'TurnOrderDetermined', game: phase.game, decision: { order: clockwiseFrom(rule.seat, seatCount), method: 'loserFirst', chooser: null }, rng: null });
      return true;
    case 'chosenBy':
      return false;
    default: {
      const unreachable: never = rule;
      throw new Error(`unknown first-player rule ${JSON.stringify(unreachable)}`);
    }
  }
}

function selectBattlefields(ctx: MatchContext, phase: SetupPhase, order: readonly number[]): boolean {
  const selection = modeDefinition(ctx.state.mode).battlefieldSelection;
  const seats = contributingSeats(selection.contributors, order);
  if (selection.kind === 'random') {
    const random = Random.from(ctx.state.rng);
    const picks = randomBattlefieldPicks(ctx.state.decks, seats, random);
    ctx.emit({ type: 'BattlefieldsSelected', game: phase.game, method: 'random', picks, rng: random.state });
    return true;
  }
  const picks: BattlefieldPick[] = [];
  for (const seat of seats) {
    const card = phase.choices[seat] ?? null;
    if (card === null) return false;
    picks.push({ seat, card });
  }
  // 645.5: the secret choices are revealed together once every seat has chosen.
  ctx.emit({ type: 'BattlefieldsSelected', game: phase.game, method: 'chosen', picks, rng: null });
  return true;
}

/** Runs the automatic setup steps until a player must decide or the game can start. */
export function advanceMatch(ctx: MatchContext): void {
  for (;;) {
    const phase = ctx.state.phase;
    if (phase.status !== 'setup') return;
    const progressed = phase.turnOrder === null ? decideTurnOrder(ctx, phase) : phase.battlefields === null && selectBattlefields(ctx, phase, phase.turnOrder.order);
    if (!progressed) return;
  }
}
