/** Basic runes (157), the tokens of Origins (170-178) and the legends of the ready decks. */
import type { CardDefinition } from '../model/card-definition.js';
import { legend, rune, token } from './define-card.js';

export const RECRUIT = 'OGN-271';
export const SPRITE = 'OGN-274';

export const RUNES: readonly CardDefinition[] = [
  rune('OGN-007' /* Fury Rune */),
  rune('OGN-042' /* Calm Rune */),
  rune('OGN-089' /* Mind Rune */),
  rune('OGN-126' /* Body Rune */),
  rune('OGN-166' /* Chaos Rune */),
  rune('OGN-214' /* Order Rune */),
];

export const TOKENS: readonly CardDefinition[] = [
  // 178.1: a 1-might Recruit. The catalog lists three Recruit token cards (OGN-271 to 273, one
  // per region's art); the engine plays them as one, so 272 and 273 are aliases of 271 here.
  token(RECRUIT /* Recruit (DE) */, { printings: ['OGN-272', 'OGN-273'] }),
  // 178.2 / 728: a 3-might Sprite with Temporary, killed at its controller's next Beginning Phase.
  token(SPRITE /* Sprite */, {
    keywords: { temporary: true },
    abilities: [{ kind: 'triggered', trigger: 'beginningPhaseSelf', targets: [], steps: [{ do: 'kill', what: 'self' }] }],
  }),
];

export const LEGENDS: readonly CardDefinition[] = [
  // Herald of the Arcane: pay 1 and exhaust to play a Recruit token.
  legend(
    'OGN-265' /* Herald of the Arcane */,
    [
      {
        kind: 'activated',
        cost: { energy: 1, exhaustSelf: true },
        reaction: false,
        targets: [],
        steps: [{ do: 'token', token: RECRUIT, count: 1, where: 'chosen', ready: false }],
      },
    ],
  ),
  // The Boss: a buffed unit you control that would die may be saved by paying one power and
  // exhausting the legend (a replacement effect, 571-575).
  legend('OGN-269' /* The Boss */, [{ kind: 'replacement', effect: 'recallBuffedUnit' }]),
  // Blind Monk: pay 1 and exhaust to buff a friendly unit.
  legend(
    'OGN-257' /* Blind Monk */,
    [
      {
        kind: 'activated',
        cost: { energy: 1, exhaustSelf: true },
        reaction: false,
        targets: [{ what: 'unit', side: 'friendly' }],
        steps: [{ do: 'buff', what: { target: 0 } }],
      },
    ],
  ),
];
