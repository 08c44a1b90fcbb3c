/**
 * Draw (CR 1.4 413) and Burn Out (CR 1.4 431, replacing CR 1.0 607): a player draws as many as the
 * main deck holds, then burns out: recycles the trash into the main deck in a random order
 * (431.2.b), chooses an opponent to gain 1 point (431.2.c, reading R13), and draws the rest
 * (431.2.d). With deck and trash empty the burn outs repeat (431.3); from the second one of a
 * sequence on, the points win at once (431.3.c, 431.3.c.1), which ends the loop (reading R5).
 */
import { Random } from '@arbiter/prng';
import type { Seat } from '../../model/ids.js';
import { opponentsOf } from '../../rules/mode-policy.js';
import { seatAt, topOf } from '../../rules/queries.js';
import type { EngineContext } from '../context.js';
import { gainPoints } from './game-end.js';

export function runDraw(ctx: EngineContext, seat: Seat, remaining: number, burnOuts = 0): void {
  let left = remaining;
  let burned = burnOuts;
  while (left > 0 && !ctx.ended) {
    const deck = seatAt(ctx.state, seat).mainDeck;
    const top = topOf(deck);
    if (top !== undefined) {
      ctx.emit({ type: 'CardDrawn', seat, card: top });
      left--;
      burned = 0; // a card was drawn: a later burn out starts a new sequence
      continue;
    }
    burnOut(ctx, seat);
    burned++;
    const opponents = opponentsOf(ctx.state, seat);
    if (opponents.length > 1) {
      ctx.ask({ kind: 'chooseOpponent', seat, options: opponents }, { f: 'burnOutPoint', seat, remaining: left, burnOuts: burned });
      return;
    }
    const [opponent] = opponents;
    if (opponent === undefined) return;
    gainPoints(ctx, opponent, 1, 'burnOut', burned > 1);
  }
}

/** CR 1.4 431.2.b: recycle the trash into the (empty) main deck, randomized; the order is part of
 * the event. */
function burnOut(ctx: EngineContext, seat: Seat): void {
  ctx.emit({ type: 'BurnedOut', seat });
  const random = Random.from(ctx.state.rng);
  const order = random.shuffle(seatAt(ctx.state, seat).trash);
  ctx.emit({ type: 'TrashShuffledIntoDeck', seat, order, rng: random.state });
}

/** The answer to `chooseOpponent`: the point goes to `opponent`, then the draw goes on. */
export function resumeBurnOut(ctx: EngineContext, seat: Seat, remaining: number, opponent: Seat, burnOuts = 1): void {
  gainPoints(ctx, opponent, 1, 'burnOut', burnOuts > 1);
  if (!ctx.ended) ctx.push({ f: 'draw', seat, remaining, burnOuts });
}
