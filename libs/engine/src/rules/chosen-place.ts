/**
 * Places a spell chooses as it is played (CR 1.3 355, 444.1; FAQ Origins on Charm): a move by the
 * spell goes to a location named on play, even when the text names none; a token the spell plays
 * without saying where goes to the player's base or a battlefield they control. The place rides on
 * the chain item (`place`) and the effect reads it as `ectx.place`.
 */
import type { CardDefinition, Step } from '../model/card-definition.js';
import type { GameState } from '../model/game-state.js';
import type { Place, Seat } from '../model/ids.js';
import { unitPlaces } from './locations.js';

type PlaceKind = 'location' | 'unitPlace';

function nested(step: Step): readonly (readonly Step[])[] {
  const lists: (readonly Step[])[] = [];
  if ('then' in step && Array.isArray(step.then)) lists.push(step.then);
  if ('steps' in step && Array.isArray(step.steps)) lists.push(step.steps);
  if ('instead' in step) lists.push(step.instead);
  if ('else' in step && step.else) lists.push(step.else);
  return lists;
}

/** What kind of place the steps choose on play, if any (a move's destination wins). */
export function chosenPlaceKind(steps: readonly Step[]): PlaceKind | null {
  let kind: PlaceKind | null = null;
  for (const step of steps) {
    if (step.do === 'moveTo' && step.to === 'chosen') return 'location';
    if (step.do === 'token' && step.where === 'chosen') kind = 'unitPlace';
    for (const list of nested(step)) {
      const inner = chosenPlaceKind(list);
      if (inner === 'location') return inner;
      kind ??= inner;
    }
  }
  return kind;
}

/** The places a spell may name as it is played, or null when it names none (CR 1.4 355.2). A
 * move may go to any battlefield or to a base (the moved unit's controller's, CR 1.3 444); an
 * invalid destination is dealt with as the move happens (442.2.c). A token goes where the player
 * may play units (a token is played like a card of its type, CR 1.3 182.1.a). Played from facedown, the choice is
 * limited to that battlefield (723.1.d). */
export function spellPlaces(state: GameState, seat: Seat, card: CardDefinition, fromHidden: number | null): readonly Place[] | null {
  if (card.type !== 'Spell' || !card.spell) return null;
  const kind = chosenPlaceKind(card.spell.steps);
  if (kind === null) return null;
  if (kind === 'unitPlace') return fromHidden !== null ? [fromHidden] : unitPlaces(state, seat, null);
  return ['base', ...state.battlefields.map((bf) => bf.index)];
}
