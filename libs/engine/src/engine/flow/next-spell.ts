/**
 * CR 1.3 390.4, 391: the delayed "the next spell you play this turn ..." effects. Playing a spell
 * uses up every such effect of its controller: a discount has been counted in its cost (560.4),
 * and bonus damage (714) is bound to that spell object until the turn ends.
 */
import type { ChainItem } from '../../model/chain-item.js';
import type { EffectContext } from '../../model/frame.js';
import type { Seat } from '../../model/ids.js';
import { cardOf } from '../../cards/card-registry.js';
import { permanentsWithStatic } from '../../rules/board-abilities.js';
import { objectAt } from '../../rules/queries.js';
import type { EngineContext } from '../context.js';

/** After `item` (a spell `seat` just played) went on the chain. */
export function useNextSpellEffects(ctx: EngineContext, seat: Seat, item: ChainItem): void {
  const effects = ctx.state.turnEffects ?? [];
  // From the last to the first, so the indexes of those still to remove stay right.
  for (let index = effects.length - 1; index >= 0; index--) {
    const effect = effects[index];
    if (effect === undefined || effect.seat !== seat) continue;
    if (effect.kind !== 'nextSpellDiscount' && effect.kind !== 'nextSpellBonusDamage') continue;
    ctx.emit({ type: 'TurnEffectUsed', index });
    if (effect.kind === 'nextSpellBonusDamage') {
      ctx.emit({ type: 'TurnEffectBegan', effect: { kind: 'spellBonusDamage', seat, spell: item.source, stamp: item.sourceStamp, amount: effect.amount } });
    }
  }
}

/** CR 1.3 714: every bonus damage the resolving spell or ability deals, summed: its controller's
 * passive "your spells and abilities deal bonus damage", and what a delayed effect gave the spell. */
export function bonusDamageOf(ctx: EngineContext, ectx: EffectContext): number {
  let bonus = 0;
  for (const id of permanentsWithStatic(ctx.state, 'bonusDamage')) {
    const object = objectAt(ctx.state, id);
    if (object.controller !== ectx.controller) continue;
    for (const ability of cardOf(object).abilities) if (ability.kind === 'static' && ability.effect === 'bonusDamage' && ability.to === undefined) bonus += ability.amount;
  }
  for (const effect of ctx.state.turnEffects ?? []) {
    if (effect.kind === 'spellBonusDamage' && effect.spell === ectx.source && effect.stamp === ectx.sourceStamp) bonus += effect.amount;
  }
  return bonus;
}
