/** `viewFor(state, viewer)`: the game as one viewer may see it (127 privacy, 648.8.f). */
import type { GameObject } from '../model/game-object.js';
import type { GameState, Pending, SeatState } from '../model/game-state.js';
import type { BattlefieldView, GameView, PendingView, SeatView } from './game-view.js';
import type { Viewer } from './viewer.js';
import { isVisible, seesPrivateOf } from './visibility.js';

function seatView(state: GameState, viewer: Viewer, seat: SeatState): SeatView {
  const judge = viewer.kind === 'judge';
  const privateVisible = seesPrivateOf(state, viewer, seat.seat);
  return {
    seat: seat.seat,
    identity: seat.identity,
    legend: seat.legend,
    championZone: seat.championZone,
    mainDeckCount: seat.mainDeck.length,
    runeDeckCount: seat.runeDeck.length,
    handCount: seat.hand.length,
    setAsideCount: seat.setAside.length,
    mainDeck: judge ? seat.mainDeck : null,
    runeDeck: judge ? seat.runeDeck : null,
    hand: privateVisible ? seat.hand : null,
    setAside: privateVisible ? seat.setAside : null,
    trash: seat.trash,
    banishment: seat.banishment,
    base: seat.base,
    runes: seat.runes,
    pool: seat.pool,
    cardsPlayed: seat.cardsPlayed,
    turnsTaken: seat.turnsTaken,
    removed: seat.removed,
  };
}

export function pendingView(pending: Pending | null, viewer: Viewer): PendingView | null {
  if (!pending) return null;
  const { decision } = pending;
  const mine = viewer.kind === 'judge' || (viewer.kind === 'seat' && viewer.seat === decision.seat);
  return { kind: decision.kind, seat: decision.seat, decision: mine ? decision : null };
}

function battlefieldViews(state: GameState, viewer: Viewer): BattlefieldView[] {
  return state.battlefields.map((bf) => {
    const facedown = bf.facedown === null ? null : (state.objects[bf.facedown] ?? null);
    return {
      index: bf.index,
      card: bf.card,
      owner: bf.owner,
      controller: bf.controller,
      contestedBy: bf.contestedBy,
      units: bf.units,
      facedown: facedown === null ? null : isVisible(state, viewer, facedown) ? facedown.id : 'hidden',
      facedownController: facedown?.controller ?? null,
      ...(bf.facedownExtra === undefined || bf.facedownExtra.length === 0
        ? {}
        : { facedownExtra: bf.facedownExtra.map((id) => (state.objects[id] && isVisible(state, viewer, state.objects[id]) ? id : 'hidden')) }),
    };
  });
}

export function viewFor(state: GameState, viewer: Viewer): GameView {
  const objects: Record<string, GameObject> = {};
  for (const object of state.objects) if (object && isVisible(state, viewer, object)) objects[object.id] = object;
  return {
    viewer,
    gameId: state.gameId,
    mode: state.mode,
    status: state.status,
    turnOrder: state.turnOrder,
    turn: state.turn,
    extraTurns: state.extraTurns ?? [],
    seats: state.seats.map((seat) => seatView(state, viewer, seat)),
    sides: state.sides,
    objects,
    battlefields: battlefieldViews(state, viewer),
    chain: state.chain,
    chainState: state.chainState,
    showdown: state.showdown,
    combat: state.combat,
    effects: state.effects,
    ...(state.keywordGrants ? { keywordGrants: state.keywordGrants } : {}),
    triggers: state.triggers,
    pending: pendingView(state.pending, viewer),
    result: state.result,
    seq: state.seq,
  };
}
