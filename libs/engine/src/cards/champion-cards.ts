/** Origins cards about champions (facts from the card catalog; behaviour as typed steps). */
import type { CardDefinition } from '../model/card-definition.js';
import { battlefield, unit } from './define-card.js';

export const CHAMPION_CARDS: readonly CardDefinition[] = [
  // Holding it lets its holder put a copy of their Chosen Champion from their trash back into an
  // empty Champion Zone (CR 1.3 103.2.a.3; FAQ Origins: any copy of the same full name).
  battlefield('OGN-281' /* Hallowed Tomb */, [
    { kind: 'triggered', trigger: 'holdHere', targets: [], steps: [{ do: 'may', then: [{ do: 'returnChosenChampion' }] }] },
  ]),
  // On its first move each turn (onMoveNumber 1), its controller may ready one other exhausted
  // game object: a unit, gear, rune or legend, anyone's (CR 1.3 383.1, 415.1).
  unit('OGN-162' /* Miss Fortune, Captain */, {
    keywords: { accelerate: true, ganking: true },
    abilities: [{ kind: 'triggered', trigger: 'moveSelf', onMoveNumber: 1, targets: [], steps: [{ do: 'may', then: [{ do: 'readyAnotherExhausted' }] }] }],
  }),
];
