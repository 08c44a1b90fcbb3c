/**
 * Origins cards that needed a new general piece around facedown cards and borrowed choices
 * (issue 23): a battlefield that holds more than one facedown card (rules/facedown-slots.ts).
 */
import type { CardDefinition } from '../model/card-definition.js';
import { battlefield } from './define-card.js';

export const FACEDOWN_CARDS: readonly CardDefinition[] = [
  // Its controller may hide one card more here than CR 1.4 811.1.b allows.
  battlefield('OGN-278' /* Bandle Tree */, [{ kind: 'static', effect: 'additionalHiddenHere', amount: 1 }]),
];
