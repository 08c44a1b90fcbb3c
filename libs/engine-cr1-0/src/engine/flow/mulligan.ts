/** 116-118: opening hands and mulligans, in turn order. */
import type { ObjectId } from '../../model/ids.js';
import { Random } from '@arbiter/prng';
import { isActiveSeat, topCards } from '../../rules/queries.js';
import type { EngineContext } from '../context.js';
import { turnStep } from './frames.js';

export function askMulligan(ctx: EngineContext, position: number): void {
  const seat = ctx.state.turnOrder[position];
  if (seat === undefined) {
    ctx.push(turnStep('start'));
    return;
  }
  if (!isActiveSeat(ctx.state, seat)) {
    ctx.push({ f: 'mulligan', position: position + 1 });
    return;
  }
  ctx.ask({ kind: 'mulligan', seat }, { f: 'mulligan', position });
}

/** 117.1-117.3 (reading R1): set aside up to two, draw as many, recycle the set-aside cards to the
 * bottom of the main deck in random order. */
export function performMulligan(ctx: EngineContext, position: number, cards: readonly ObjectId[]): void {
  const seat = ctx.state.turnOrder[position] as number;
  if (cards.length > 0) {
    ctx.emit({ type: 'CardsSetAside', seat, cards });
    ctx.push({ f: 'mulligan', position: position + 1 });
    for (const card of topCards(ctx.state.seats[seat]?.mainDeck ?? [], cards.length)) ctx.emit({ type: 'CardDrawn', seat, card });
    const random = Random.from(ctx.state.rng);
    ctx.emit({ type: 'CardsRecycled', seat, cards: random.shuffle(cards), rng: random.state });
    return;
  }
  ctx.push({ f: 'mulligan', position: position + 1 });
}
