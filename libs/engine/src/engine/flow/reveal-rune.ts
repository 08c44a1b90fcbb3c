/** "Reveal the top rune of your rune deck, then recycle it; do one of the following based on its
 * domain" (a reflexive trigger per domain, FAQ Origins on Twisted Fate; CR 1.3 386-388). */
import { cardDefinition } from '../../cards/card-registry.js';
import type { Domain } from '../../model/ids.js';
import type { EffectContext } from '../../model/frame.js';
import { objectAt, seatAt, topOf } from '../../rules/queries.js';
import type { EngineContext } from '../context.js';

export function runRevealTopRune(ctx: EngineContext, ectx: EffectContext, byDomain: Partial<Record<Domain, number>>): void {
  const rune = topOf(seatAt(ctx.state, ectx.controller).runeDeck);
  if (rune === undefined) return;
  const card = objectAt(ctx.state, rune).card;
  ctx.emit({ type: 'CardsRevealed', seat: ectx.controller, cards: [{ id: rune, card }] }); // CR 1.3 424: shown to all
  ctx.emit({ type: 'RuneRecycled', rune }); // CR 1.3 160.2.b: to the bottom of the rune deck
  for (const domain of cardDefinition(card).domains) {
    const ability = byDomain[domain];
    if (ability === undefined) continue;
    // The reflexive trigger is this card's; it is placed, with its choices, at the next opportunity.
    const trigger = { id: ctx.peekId(), source: ectx.source, sourceStamp: ectx.sourceStamp, card: ectx.card, ability, controller: ectx.controller, subject: null, here: ectx.here, paidAdditional: false };
    ctx.emit({ type: 'TriggerQueued', trigger });
    return;
  }
}
