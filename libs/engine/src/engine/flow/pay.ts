/** 561: paying a cost: the sources of a plan add to the pool, then the cost leaves it. */
import { cardOf } from '../../cards/card-registry.js';
import type { PowerAmounts, ResourceUse } from '../../model/game-event.js';
import type { Domain, Seat } from '../../model/ids.js';
import type { Cost } from '../../rules/costs.js';
import { addedEnergy, addedPower, canPayFromPool, poolAfter, type PaymentPlan } from '../../rules/payment.js';
import { objectAt, seatAt } from '../../rules/queries.js';
import { violation } from '../rule-violation.js';
import type { EngineContext } from '../context.js';

/** What the sources of a plan add (157.2: a rune gives one energy or one power of its domain). */
export function resourceUse(ctx: EngineContext, seat: Seat, plan: PaymentPlan): ResourceUse {
  const power: Partial<Record<Domain | 'any', number>> = {};
  let energy = plan.exhaust.length;
  for (const rune of plan.recycle) {
    const domain = cardOf(objectAt(ctx.state, rune)).domains[0] as Domain;
    power[domain] = (power[domain] ?? 0) + 1;
  }
  for (const source of plan.abilities) {
    const domain = addedPower(ctx.state, source);
    if (domain) power[domain] = (power[domain] ?? 0) + 1;
    else energy += addedEnergy(ctx.state, source);
  }
  return { seat, exhausted: plan.abilities.length === 0 ? plan.exhaust.slice() : [...plan.exhaust, ...plan.abilities], recycled: plan.recycle, energy, power };
}

export function useSources(ctx: EngineContext, seat: Seat, plan: PaymentPlan): void {
  const use = resourceUse(ctx, seat, plan);
  ctx.emit({ type: 'ResourcesAdded', seat: use.seat, exhausted: use.exhausted, recycled: use.recycled, energy: use.energy, power: use.power });
}

/** Uses the plan's sources and pays `cost` from the pool (a rule violation if it cannot). */
export function payCost(ctx: EngineContext, seat: Seat, cost: Cost, plan: PaymentPlan): void {
  const free = cost.energy === 0 && cost.power.length === 0;
  const empty = plan.exhaust.length + plan.recycle.length + plan.abilities.length === 0;
  if (free && empty) return;
  const amounts: PowerAmounts | null = free ? {} : canPayFromPool(poolAfter(ctx.state, seat, plan), cost);
  if (!amounts) violation('cost/cannot_pay', 'CR 1.4 357.1', 'the rune pool cannot pay this cost');
  const use = resourceUse(ctx, seat, plan);
  ctx.emit({
    type: 'CostPaid',
    seat: use.seat,
    exhausted: use.exhausted,
    recycled: use.recycled,
    energy: use.energy,
    power: use.power,
    spentEnergy: cost.energy,
    spentPower: amounts,
  });
}

export function poolOf(ctx: EngineContext, seat: Seat) {
  return seatAt(ctx.state, seat).pool;
}
