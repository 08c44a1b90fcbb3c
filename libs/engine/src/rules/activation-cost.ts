/** The energy and power part of an activated ability's cost (CR 1.3 130.3: one power per symbol). */
import type { ActivationCost } from '../model/card-definition.js';
import type { Cost } from './costs.js';

export function activationResourceCost(cost: ActivationCost): Cost {
  return { energy: cost.energy ?? 0, power: (cost.power ?? []).map((domain) => [domain]) };
}
