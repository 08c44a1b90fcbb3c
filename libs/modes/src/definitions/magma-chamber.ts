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
    teammatesAreRelevant: true, // 648.8.e
    teammatesActOnTurn: true, // 648.8.a
    friendlyIncludesTeammates: true, // 648.8.d
    teammateBattlefieldsDoNotScore: true, // 648.8.b, 648.8.g
    teammatesSeeHands: false, // 648.8.f
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
    { ruleRef: 'CR 1.4 489.8.a', summary: "players may play spells on their teammate's turn" },
    { ruleRef: 'CR 1.4 489.8.b', summary: 'battlefields a teammate controlled at the start of the turn do not score for the team' },
    { ruleRef: 'CR 1.4 489.8.c', summary: "control is not shared: no hiding at a teammate's battlefield, no standard move of a teammate's unit" },
    { ruleRef: 'CR 1.4 489.8.d', summary: "friendly includes the teammate's objects" },
    { ruleRef: 'CR 1.4 489.8.e', summary: 'teammates are relevant players by default' },
    { ruleRef: 'CR 1.4 489.8.f', summary: 'hands stay private, also from the teammate' },
    { ruleRef: 'CR 1.4 489.8.g', summary: "the final point by conquest needs every battlefield except the teammate's" },
  ],
};
