/** Basic runes (157), the tokens of Origins (170-178) and the legends of the ready decks. */
import type { CardDefinition } from '../model/card-definition.js';
import { legend, rune, token } from './define-card.js';

export const RECRUIT = 'OGN-271';
export const SPRITE = 'OGN-274';

export const RUNES: readonly CardDefinition[] = [
  rune('OGN-007', 'Fury', ['VEN-R01']),
  rune('OGN-042', 'Calm', ['VEN-R02']),
  rune('OGN-089', 'Mind', ['VEN-R03']),
  rune('OGN-126', 'Body', ['VEN-R04']),
  rune('OGN-166', 'Chaos', ['VEN-R05']),
  rune('OGN-214', 'Order', ['VEN-R06']),
];

export const TOKENS: readonly CardDefinition[] = [
  // 178.1: a 1-might Recruit (three printings of the same token).
  token(RECRUIT, 'Recruit', 1, ['Recruit'], { printings: ['OGN-272', 'OGN-273'] }),
  // 178.2 / 728: a 3-might Sprite with Temporary, killed at its controller's next Beginning Phase.
  token(SPRITE, 'Sprite', 3, ['Fae'], {
    printings: ['UNL-T07'],
    keywords: { temporary: true },
    abilities: [{ kind: 'triggered', trigger: 'beginningPhaseSelf', targets: [], steps: [{ do: 'kill', what: 'self' }] }],
  }),
];

export const LEGENDS: readonly CardDefinition[] = [
  // Herald of the Arcane: pay 1 and exhaust to play a Recruit token.
  legend(
    'OGN-265',
    'Herald of the Arcane',
    ['Mind', 'Order'],
    'Viktor',
    [
      {
        kind: 'activated',
        cost: { energy: 1, exhaustSelf: true },
        reaction: false,
        targets: [],
        steps: [{ do: 'token', token: RECRUIT, count: 1, where: 'chosen', ready: false }],
      },
    ],
    ['OGN-308'],
  ),
  // The Boss: a buffed unit you control that would die may be saved by paying one power and
  // exhausting the legend (a replacement effect, 571-575).
  legend('OGN-269', 'The Boss', ['Body', 'Order'], 'Sett', [{ kind: 'replacement', effect: 'recallBuffedUnit' }], ['OGN-310']),
  // Blind Monk: pay 1 and exhaust to buff a friendly unit.
  legend(
    'OGN-257',
    'Blind Monk',
    ['Calm', 'Body'],
    'Lee Sin',
    [
      {
        kind: 'activated',
        cost: { energy: 1, exhaustSelf: true },
        reaction: false,
        targets: [{ what: 'unit', side: 'friendly' }],
        steps: [{ do: 'buff', what: { target: 0 } }],
      },
    ],
    ['OGN-304'],
  ),
];
