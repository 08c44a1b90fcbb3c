/**
 * "When a player chooses a friendly unit here with a spell for the first time each turn" (The
 * Dreaming Tree as errata'd): the targets of a spell are chosen as it is played (CR 1.3 355.3), so
 * the spell's finished play is when the choice is known; the battlefield's trigger is the choosing
 * player's ("they draw"), once per player and battlefield each turn (record `choseFriendlyUnitHere`).
 */
import { cardDefinition } from '../../cards/card-registry.js';
import type { ObjectId, Seat } from '../../model/ids.js';
import { isFriendlyController } from '../../rules/mode-policy.js';
import { findObject } from '../../rules/queries.js';
import type { EngineContext } from '../context.js';
import { queueBattlefield } from './trigger-detection.js';

const TRIGGER = 'firstFriendlyUnitChosenHereEachTurn';

function watches(card: string): boolean {
  if (card === 'blank') return false;
  return cardDefinition(card).abilities.some((ability) => ability.kind === 'triggered' && ability.trigger === TRIGGER);
}

/** `seat` finished playing `spell` (on the chain with its targets). */
export function onFriendlyUnitsChosen(ctx: EngineContext, seat: Seat, spell: ObjectId): void {
  const item = ctx.state.chain.find((candidate) => candidate.kind === 'spell' && candidate.source === spell);
  if (!item) return;
  const places = new Set<number>();
  for (const ref of item.targets) {
    if (ref === null || !('id' in ref)) continue;
    const unit = findObject(ctx.state, ref.id);
    if (!unit || unit.zone !== 'battlefield' || cardDefinition(unit.card).type !== 'Unit' || !isFriendlyController(ctx.state, seat, unit.controller)) continue;
    places.add(unit.bf);
  }
  for (const bf of places) {
    const battlefield = ctx.state.battlefields[bf];
    if (!battlefield || !watches(battlefield.card)) continue;
    const done = (ctx.state.turnEffects ?? []).some((effect) => effect.kind === 'choseFriendlyUnitHere' && effect.seat === seat && effect.bf === bf);
    if (done) continue;
    ctx.emit({ type: 'TurnEffectBegan', effect: { kind: 'choseFriendlyUnitHere', seat, bf } });
    queueBattlefield(ctx, bf, TRIGGER, seat, null);
  }
}
