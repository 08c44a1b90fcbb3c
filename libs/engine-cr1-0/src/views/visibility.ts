/**
 * 127 privacy: what a viewer may see. Decks are secret to everyone (107.3.c, 107.4.c), hands and
 * set-aside cards are private to their owner (107.6.c, a teammate only when the mode says so,
 * 648.8.f), a facedown card is private to its controller (127.4); everything on the board, in
 * trashes and banishments and on the chain is public (107.1.f, 108, 129.6). Judges see all.
 */
import type { GameObject } from '../model/game-object.js';
import type { GameState } from '../model/game-state.js';
import type { Seat } from '../model/ids.js';
import { seesHandOf } from '../rules/mode-policy.js';
import type { Viewer } from './viewer.js';

export function seesPrivateOf(state: GameState, viewer: Viewer, owner: Seat): boolean {
  if (viewer.kind === 'judge') return true;
  if (viewer.kind === 'spectator') return false;
  return seesHandOf(state, viewer.seat, owner);
}

export function isVisible(state: GameState, viewer: Viewer, object: GameObject): boolean {
  if (viewer.kind === 'judge') return true;
  switch (object.zone) {
    case 'mainDeck':
    case 'runeDeck':
      return false;
    case 'hand':
    case 'setAside':
      return seesPrivateOf(state, viewer, object.owner);
    case 'facedown':
      return viewer.kind === 'seat' && viewer.seat === object.controller;
    case 'removed':
    case 'trash':
    case 'banishment':
    case 'championZone':
    case 'legendZone':
    case 'base':
    case 'battlefield':
    case 'runes':
    case 'chain':
      return true;
    default: {
      const unreachable: never = object.zone;
      throw new Error(`unknown zone ${String(unreachable)}`);
    }
  }
}
