/** Origins cards that have other permanents' abilities (facts from the card catalog; behaviour as typed data). */
import type { CardDefinition } from '../model/card-definition.js';
import { unit } from './define-card.js';

export const BORROWED_ABILITY_CARDS: readonly CardDefinition[] = [
  // Heimerdinger, Inventor: while on the board he has every activated ability whose cost includes
  // exhausting its source that the friendly legends, units and gear print; he exhausts himself to
  // use one and is the "me" / "this" of its text (CR 1.3 472.2, 414.5; CR 1.4 053).
  unit('OGN-111' /* Heimerdinger, Inventor */, {
    abilities: [{ kind: 'static', effect: 'hasExhaustAbilitiesOf', types: ['Legend', 'Unit', 'Gear'] }],
  }),
];
