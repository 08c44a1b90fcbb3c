/** 591 draw, 607 burn out (reading R5: repeated burn outs end when an opponent wins; R13: the
 * player who burns out chooses the opponent who gains the point). */
import { Random } from '@arbiter/prng';
import type { Seat } from '../../model/ids.js';
import { opponentsOf } from '../../rules/mode-policy.js';
import { seatAt, topOf } from '../../rules/queries.js';
import type { EngineContext } from '../context.js';
import { gainPoints } from './game-end.js';

export function runDraw(ctx: EngineContext, seat: Seat, remaining: number): void {
  let left = remaining;
  while (left > 0 && !ctx.ended) {
    const deck = seatAt(ctx.state, seat).mainDeck;
    const top = topOf(deck);
    if (top !== undefined) {
      ctx.emit({ type: 'CardDrawn', seat, card: top });
      left--;
      continue;
    }
    burnOut(ctx, seat);
    const opponents = opponentsOf(ctx.state, seat);
    if (opponents.length > 1) {
      ctx.ask({ kind: 'chooseOpponent', seat, options: opponents }, { f: 'burnOutPoint', seat, remaining: left });
      return;
    }
    const [opponent] = opponents;
    if (opponent === undefined) return;
    gainPoints(ctx, opponent, 1, 'burnOut');
  }
}

/** 607.2.a: shuffle the trash into the (empty) main deck; the order is part of the event. */
function burnOut(ctx: EngineContext, seat: Seat): void {
  ctx.emit({ type: 'BurnedOut', seat });
  const random = Random.from(ctx.state.rng);
  const order = random.shuffle(seatAt(ctx.state, seat).trash);
  ctx.emit({ type: 'TrashShuffledIntoDeck', seat, order, rng: random.state });
}

/** The answer to `chooseOpponent`: the point goes to `opponent`, then the draw is retried. */
export function resumeBurnOut(ctx: EngineContext, seat: Seat, remaining: number, opponent: Seat): void {
  gainPoints(ctx, opponent, 1, 'burnOut');
  if (!ctx.ended) ctx.push({ f: 'draw', seat, remaining });
}
