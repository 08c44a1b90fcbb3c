/** Origins cards with delayed triggers, kills on damage, combat ties and battlefield effects
 * (facts from the card catalog; behaviour as typed steps). */
import type { CardDefinition } from '../model/card-definition.js';
import { battlefield, gear, spell, target, unit } from './define-card.js';

export const DELAYED_KILL_CARDS: readonly CardDefinition[] = [
  // Errata'd wording (FAQ Origins): the draw is a reflexive trigger, placed once the unit dies in
  // the cleanup right after the spell resolved (the kill is the spell's, CR 1.3 428.5.c).
  spell(
    'OGN-005' /* Disintegrate */,
    {
      targets: [{ what: 'unit', at: 'battlefield' }],
      steps: [
        { do: 'damage', amount: 3, to: target(0) },
        { do: 'reflexive', about: target(0), ifKilled: true },
      ],
    },
    { keywords: { action: true }, abilities: [{ kind: 'triggered', trigger: 'reflexive', targets: [], steps: [{ do: 'draw', count: 1, who: 'controller' }] }] },
  ),
  // Revealing a hidden card is playing it from facedown (CR 1.3 811.1); it has Hidden itself.
  unit('OGN-018' /* Noxus Saboteur */, { keywords: { hidden: true }, abilities: [{ kind: 'static', effect: 'opponentsHiddenNotRevealedHere' }] }),
  // Its two keywords are conditional, so none is printed here (CR 1.3 364.3.a).
  unit('OGN-019' /* Raging Soul */, {
    abilities: [{ kind: 'static', effect: 'keywords', grants: { assault: 1, ganking: true }, while: { discardedThisTurn: true } }],
  }),
  // Errata'd wording (FAQ Origins): healed, exhausted and recalled instead of dying, if its
  // controller pays one Fury power then; the next time only.
  gear('OGN-023' /* Unlicensed Armory */, {
    abilities: [
      {
        kind: 'activated',
        cost: { discard: 1, exhaustSelf: true },
        reaction: false,
        targets: [{ what: 'unit', side: 'friendly' }],
        steps: [{ do: 'thisTurn', effect: 'recallInsteadOfNextDeath', what: target(0), power: 'Fury' }],
      },
    ],
  }),
  // "After an attack": the conquer of a combat it attacked in, read while that combat is on (CR 1.4 466.6).
  unit('OGN-034' /* Tryndamere, Barbarian */, {
    abilities: [
      {
        kind: 'triggered',
        trigger: 'conquerSelf',
        condition: { kind: 'assignedExcessDamageAtLeast', amount: 5 },
        targets: [],
        steps: [{ do: 'gainPoints', amount: 1 }],
      },
    ],
  }),
  unit('OGN-070' /* Mageseeker Warden */, {
    abilities: [
      { kind: 'static', effect: 'opponentsPlayUnitsOnlyToBase' },
      { kind: 'static', effect: 'enemiesNotReadiedByEffects' },
    ],
  }),
  // RQ Las Vegas 2026: one or more enemy units moving to another battlefield, by any move.
  unit('OGN-158' /* Volibear, Imposing */, {
    keywords: { shield: 3, tank: true },
    abilities: [{ kind: 'triggered', trigger: 'enemyUnitsMoveToOtherBattlefield', targets: [], steps: [{ do: 'draw', count: 1, who: 'controller' }] }],
  }),
  // A delayed triggered ability for the rest of the turn (CR 1.3 390.2): each time any unit takes
  // damage, it triggers and kills that unit on resolution.
  spell(
    'OGN-221' /* Imperial Decree */,
    { targets: [], steps: [{ do: 'delayed', when: 'unitDamaged' }] },
    { keywords: { action: true }, abilities: [{ kind: 'triggered', trigger: 'delayed', targets: [], steps: [{ do: 'kill', what: 'subject' }] }] },
  ),
  // Errata'd wording (FAQ Origins): only the units of the tied combat's battlefield are recalled.
  gear('OGN-227' /* Symbol of the Solari */, { abilities: [{ kind: 'static', effect: 'recallAllOnAttackTie' }] }),
  // CR 1.3 391 (its example): the next damage to the chosen unit this turn triggers its kill;
  // with Legion (read on resolution, 724) the unit is killed at once instead.
  spell(
    'OGN-254' /* Noxian Guillotine */,
    {
      targets: [{ what: 'unit' }],
      steps: [{ do: 'if', condition: { cardsPlayedThisTurnAtLeast: 1 }, then: [{ do: 'kill', what: target(0) }], else: [{ do: 'delayed', when: 'unitDamaged', what: target(0) }] }],
    },
    { keywords: { action: true, legion: true }, abilities: [{ kind: 'triggered', trigger: 'delayed', targets: [], steps: [{ do: 'kill', what: 'subject' }] }] },
  ),
  // Errata'd wording (FAQ Origins): the unit and its destination are chosen on play; once it is
  // there, a reflexive trigger chooses another enemy unit there, and the two fight (CR 1.3 387).
  spell(
    'OGN-258' /* Dragon's Rage */,
    {
      targets: [{ what: 'unit', side: 'enemy' }, { what: 'battlefield', awayFrom: 0 }],
      steps: [
        { do: 'moveTo', what: target(0), to: target(1) },
        { do: 'reflexive', about: target(0), ifAt: target(1) },
      ],
    },
    {
      abilities: [
        { kind: 'triggered', trigger: 'reflexive', targets: [{ what: 'unit', side: 'enemy', here: true, otherThanSubject: true }], steps: [{ do: 'fight', a: 'subject', b: target(0) }] },
      ],
    },
  ),
  battlefield('OGN-286' /* Reckoner's Arena */, [{ kind: 'triggered', trigger: 'holdHere', targets: [], steps: [{ do: 'activateConquerEffectsHere' }] }]),
  // Errata'd wording: the player who chose draws, once per turn.
  battlefield('OGN-292' /* The Dreaming Tree */, [{ kind: 'triggered', trigger: 'firstFriendlyUnitChosenHereEachTurn', targets: [], steps: [{ do: 'draw', count: 1, who: 'controller' }] }]),
  // Errata'd wording: the bonus is for damage dealt to units here only.
  battlefield('OGN-296' /* Void Gate */, [{ kind: 'static', effect: 'bonusDamage', amount: 1, to: 'unitsHere' }]),
];
