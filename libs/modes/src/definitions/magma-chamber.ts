/** 648: 2v2 Magma Chamber, two teams of two sharing one score each (reading R11). */
import type { GameMode } from '@arbiter/engine';
import type { ModeDefinition } from '../model/mode-definition.js';

export const MAGMA_CHAMBER_GAME: GameMode = {
  id: 'magma-chamber',
  name: 'Magma Chamber',
  seatCount: 4, // 648.1
  // 648.2, 648.5.b.2: allies sit opposite each other, so clockwise seat order alternates teams.
  teams: [
    [0, 2],
    [1, 3],
  ],
  victoryScore: 11, // 648.3, reading R11: the team's shared score
  battlefieldsPerDeck: 1, // 648.4.a
  battlefieldsInPlay: 3, // 648.4, reading R6
  // 648.7 (reading R3): the first player skips its first draw; the last player channels one extra
  // rune in its first channel phase.
  firstTurn: { skipFirstDraw: [0], extraRunesInFirstChannel: [{ position: 3, runes: 1 }] },
  rules: {
    teammatesAreRelevant: true, // CR 1.0 648.8.e; every player takes part in chains and showdowns under v1.4
    teammatesActOnTurn: true, // CR 1.3 484.8.a, 316.2.b.1: when the turn player invites them
    friendlyIncludesTeammates: true, // 648.8.d
    teammateBattlefieldsDoNotScore: true, // 648.8.b, 648.8.g (CR 1.3 484.8.b, 484.8.f)
    teammatesSeeHands: false, // 648.8.f (CR 1.3 484.8.e)
  },
};

export const MAGMA_CHAMBER: ModeDefinition = {
  id: 'magma-chamber',
  name: 'Magma Chamber (2v2)',
  ruleRef: 'CR 1.4 489',
  game: MAGMA_CHAMBER_GAME,
  opponentsPerPlayer: 2,
  bestOf: 1, // 648.6
  // 648.4.b, 648.5.a, reading R6: the first player's battlefield is removed; the other three are used.
  battlefieldSelection: { kind: 'random', contributors: 'allButFirstPlayer' },
  uniqueRules: [
    { ruleRef: 'CR 1.4 489.5.b', summary: 'turn order alternates between the teams' },
    { ruleRef: 'CR 1.3 484.8.a', summary: "players may play spells and activate abilities on their teammate's turn when the teammate invites them" },
    { ruleRef: 'CR 1.4 489.8.b', summary: 'battlefields a teammate controlled at the start of the turn do not score for the team' },
    { ruleRef: 'CR 1.4 489.8.c', summary: "control is not shared: no hiding at a teammate's battlefield, no standard move of a teammate's unit" },
    { ruleRef: 'CR 1.4 489.8.d', summary: "friendly includes the teammate's objects" },
    { ruleRef: 'CR 1.3 484.8.e', summary: 'hands stay private, also from the teammate' },
    { ruleRef: 'CR 1.3 484.8.f', summary: "the final point by conquest needs every battlefield except the teammate's" },
    { ruleRef: 'CR 1.3 442.2.b', summary: "a battlefield a teammate controls is no destination for a player's units" },
  ],
};
