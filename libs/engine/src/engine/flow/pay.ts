/** 561: paying a cost: the sources of a plan add to the pool, then the cost leaves it. */
import { cardDefinition } from '../../cards/card-registry.js';
import type { PowerAmounts, ResourceUse } from '../../model/game-event.js';
import type { Domain, Seat } from '../../model/ids.js';
import type { Cost } from '../../rules/costs.js';
import { addedPower, canPayFromPool, poolAfter, type PaymentPlan } from '../../rules/payment.js';
import { objectAt, seatAt } from '../../rules/queries.js';
import { violation } from '../rule-violation.js';
import type { EngineContext } from '../context.js';

/** What the sources of a plan add (157.2: a rune gives one energy or one power of its domain). */
export function resourceUse(ctx: EngineContext, seat: Seat, plan: PaymentPlan): ResourceUse {
  const power: Partial<Record<Domain | 'any', number>> = {};
  let energy = plan.exhaust.length;
  for (const rune of plan.recycle) {
    const domain = cardDefinition(objectAt(ctx.state, rune).card).domains[0] as Domain;
    power[domain] = (power[domain] ?? 0) + 1;
  }
  for (const source of plan.abilities) {
    const domain = addedPower(ctx.state, source);
    if (domain) power[domain] = (power[domain] ?? 0) + 1;
    else energy++;
  }
  return { seat, exhausted: [...plan.exhaust, ...plan.abilities], recycled: plan.recycle, energy, power };
}

export function useSources(ctx: EngineContext, seat: Seat, plan: PaymentPlan): void {
  ctx.emit({ type: 'ResourcesAdded', ...resourceUse(ctx, seat, plan) });
}

/** Uses the plan's sources and pays `cost` from the pool (a rule violation if it cannot). */
export function payCost(ctx: EngineContext, seat: Seat, cost: Cost, plan: PaymentPlan): void {
  const free = cost.energy === 0 && cost.power.length === 0;
  const empty = plan.exhaust.length + plan.recycle.length + plan.abilities.length === 0;
  if (free && empty) return;
  const amounts: PowerAmounts | null = free ? {} : canPayFromPool(poolAfter(ctx.state, seat, plan), cost);
  if (!amounts) violation('cost/cannot_pay', '561.1', 'the rune pool cannot pay this cost');
  ctx.emit({ type: 'CostPaid', ...resourceUse(ctx, seat, plan), spentEnergy: cost.energy, spentPower: amounts });
}

export function poolOf(ctx: EngineContext, seat: Seat) {
  return seatAt(ctx.state, seat).pool;
}
