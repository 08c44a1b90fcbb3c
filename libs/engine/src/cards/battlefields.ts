/** The battlefields the engine supports (Origins, and one later card for 560.3), with their
 * abilities as typed behaviour. */
import type { CardDefinition } from '../model/card-definition.js';
import { RECRUIT } from './basics.js';
import { battlefield, target } from './define-card.js';

/** 652.2.a: the ability-less battlefield that replaces the battlefield of a removed player. */
export const BLANK_BATTLEFIELD = 'blank';

export const BATTLEFIELDS: readonly CardDefinition[] = [
  battlefield('OGN-275' /* Altar to Unity */, [
    { kind: 'triggered', trigger: 'holdHere', targets: [], steps: [{ do: 'token', token: RECRUIT, count: 1, where: 'base', ready: false }] },
  ]),
  battlefield('OGN-280' /* Grove of the God-Willow */, [
    { kind: 'triggered', trigger: 'holdHere', targets: [], steps: [{ do: 'draw', count: 1, who: 'controller' }] },
  ]),
  battlefield('OGN-283' /* Navori Fighting Pit */, [
    { kind: 'triggered', trigger: 'holdHere', targets: [{ what: 'unit', here: true }], steps: [{ do: 'buff', what: target(0) }] },
  ]),
  battlefield('OGN-288' /* Startipped Peak */, [
    {
      kind: 'triggered',
      trigger: 'holdHere',
      targets: [],
      steps: [{ do: 'may', then: [{ do: 'channel', count: 1, who: 'controller', orDraw: false }] }],
    },
  ]),
  battlefield('OGN-294' /* Trifarian War Camp */, [{ kind: 'static', effect: 'mightAura', to: { what: 'unit', here: true }, amount: 1 }]),
  battlefield('OGN-298' /* Zaun Warrens */, [
    {
      kind: 'triggered',
      trigger: 'conquerHere',
      targets: [],
      steps: [
        { do: 'discard', count: 1, who: 'controller' },
        { do: 'draw', count: 1, who: 'controller' },
      ],
    },
  ]),
  // Vendetta: the one battlefield in scope that increases costs (560.3).
  battlefield('VEN-160' /* Mystic Vortex */, [{ kind: 'static', effect: 'reactionPowerIncreaseDuringShowdownHere', power: 1 }]),
];
