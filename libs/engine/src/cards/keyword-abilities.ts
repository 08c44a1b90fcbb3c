/**
 * Triggered abilities a keyword stands for (CR 1.4 817.1.b: Vision is short for "when this is
 * played, predict"). They are not among a card's `abilities`: a keyword can be granted by another
 * permanent (CR 1.3 472.2.b), and each instance triggers separately (CR 1.4 817.2), so a pending
 * trigger names the keyword's ability by a reserved negative index instead of a position in the
 * card's list (-1 stays the card itself on the chain).
 */
import type { Ability, CardDefinition, TriggeredAbility } from '../model/card-definition.js';

/** CR 1.4 817.1.b / 436: look at the top card of your main deck; you may recycle it. */
export const VISION_ABILITY = -2;

const VISION: TriggeredAbility = { kind: 'triggered', trigger: 'playSelf', targets: [], steps: [{ do: 'predict' }] };

/** CR 1.4 816.1.b: Temporary given by an effect: at the start of its controller's Beginning Phase,
 * before scoring, kill it. (A card printed with Temporary carries that ability itself.) */
export const TEMPORARY_ABILITY = -3;

const TEMPORARY: TriggeredAbility = { kind: 'triggered', trigger: 'beginningPhaseSelf', targets: [], steps: [{ do: 'kill', what: 'self' }] };

/** The ability at `index` of `card`: one of its own, or the keyword ability a reserved index names. */
export function abilityAt(card: CardDefinition, index: number): Ability | undefined {
  if (index === VISION_ABILITY) return VISION;
  if (index === TEMPORARY_ABILITY) return TEMPORARY;
  return card.abilities[index];
}
