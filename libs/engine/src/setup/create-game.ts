/**
 * `createGame`: 110-118, setup under a mode the engine is given. The battlefields in play and the
 * turn order are decided before the game by match-level logic and passed in.
 */
import { Random } from '@arbiter/prng';
import { RULESET } from '../ruleset.js';
import { canonicalCardCode, findCard } from '../cards/card-registry.js';
import type { Deck, DeckViolation } from '../deck/deck.js';
import { validateDeck } from '../deck/validate-deck.js';
import { EngineContext } from '../engine/context.js';
import { run } from '../engine/run.js';
import type { RuleError } from '../engine/rule-violation.js';
import type { GameEvent } from '../model/game-event.js';
import type { GameMode } from '../model/game-mode.js';
import type { GameObject } from '../model/game-object.js';
import type { BattlefieldState, GameState, SideState } from '../model/game-state.js';
import type { CardId, Seat } from '../model/ids.js';
import { topCards } from '../rules/queries.js';
import { EMPTY_STATE } from './empty-state.js';
import { setUpSeat } from './initial-objects.js';
import { mapList } from '../util/lists.js';
import { readsChosenChampion } from '../rules/chosen-champion.js';

export interface GameSetup {
  readonly gameId: string;
  readonly mode: GameMode;
  /** One deck per seat (seat = index). */
  readonly decks: readonly Deck[];
  /** 113.1: the battlefields in play, each from its owner's deck. */
  readonly battlefields: readonly { readonly card: CardId; readonly owner: Seat }[];
  /** 115: turn order (first player first); defaults to seat order. */
  readonly turnOrder?: readonly Seat[];
  readonly seed: string | number;
}

export type CreateGameResult =
  | { readonly ok: true; readonly state: GameState; readonly events: readonly GameEvent[] }
  | { readonly ok: false; readonly error: RuleError; readonly deckViolations: readonly (readonly DeckViolation[])[] };

function fail(code: string, ruleRef: string, message: string, deckViolations: readonly (readonly DeckViolation[])[] = []): CreateGameResult {
  return { ok: false, error: { code, ruleRef, message }, deckViolations };
}

function setupProblem(setup: GameSetup, order: readonly Seat[]): CreateGameResult | null {
  const { mode, decks } = setup;
  if (decks.length !== mode.seatCount) return fail('setup/seat_count', 'CR 1.4 483.1', `the mode needs ${mode.seatCount} decks`);
  const sorted = [...order].sort((a, b) => a - b);
  if (sorted.length !== decks.length || sorted.some((seat, i) => seat !== i)) return fail('setup/turn_order', 'CR 1.3 116.1', 'the turn order must list every seat once');
  const teamSeats = (mode.teams ?? []).flat().sort((a, b) => a - b);
  if (mode.teams && (teamSeats.length !== decks.length || teamSeats.some((seat, i) => seat !== i))) {
    return fail('setup/teams', 'CR 1.4 483.2', 'teams must list every seat once');
  }
  const violations = decks.map((deck) => validateDeck(mode, deck));
  if (violations.some((list) => list.length > 0)) return fail('setup/illegal_deck', 'CR 1.4 103', 'a deck is not legal for this mode', violations);
  if (setup.battlefields.length !== mode.battlefieldsInPlay) {
    return fail('setup/battlefield_count', 'CR 1.4 172', `the mode puts ${mode.battlefieldsInPlay} battlefields in play`);
  }
  for (const { card, owner } of setup.battlefields) {
    const id = canonicalCardCode(card);
    const brought = decks[owner]?.battlefields.map(canonicalCardCode) ?? [];
    if (!brought.includes(id) || findCard(id)?.type !== 'Battlefield') {
      return fail('setup/battlefield_not_brought', 'CR 1.4 103.4', `seat ${owner} did not bring battlefield ${card}`);
    }
  }
  return null;
}

function initialState(setup: GameSetup, order: readonly Seat[]): GameState {
  const random = Random.seeded(setup.seed);
  let next = 1;
  const objects: (GameObject | null)[] = [null];
  // CR 1.3 103.2.a.3: the Chosen Champion is remembered only where a card in the game reads it.
  const remember =
    setup.battlefields.some((bf) => readsChosenChampion(bf.card)) ||
    setup.decks.some((deck) => [deck.legend, deck.champion, ...deck.mainDeck].some((card) => card !== '' && readsChosenChampion(card)));
  const seats = mapList(setup.decks, (deck, seat) => {
    const built = setUpSeat(seat, deck, random, () => next++);
    for (const object of built.objects) objects[object.id] = object;
    return remember && deck.champion !== '' ? { ...built.seat, chosenChampion: canonicalCardCode(deck.champion) } : built.seat;
  });
  const sides: SideState[] = mapList(setup.mode.teams ?? mapList(seats, (seat) => [seat.seat]), (team) => ({ seats: [...team], points: 0 }));
  const battlefields: BattlefieldState[] = mapList(setup.battlefields, (bf, index) => {
    // Every field written, the absent one as undefined, as the draft's copies write them (ADR
    // 0100): one hidden class for every battlefield.
    const battlefield: { readonly [K in keyof BattlefieldState]-?: BattlefieldState[K] | undefined } = {
      index,
      card: canonicalCardCode(bf.card),
      owner: bf.owner,
      controller: null,
      contestedBy: null,
      units: [],
      facedown: null,
      facedownExtra: undefined,
    };
    return battlefield as BattlefieldState;
  });
  return {
    ...EMPTY_STATE,
    gameId: setup.gameId,
    mode: setup.mode,
    turnOrder: order,
    seats,
    sides,
    objects,
    battlefields,
    turn: { number: 0, seat: order[0] ?? 0, phase: 'setup', scored: [], controlAtStart: mapList(battlefields, () => null) },
    rng: random.state,
    nextId: next,
  };
}

export function createGame(setup: GameSetup): CreateGameResult {
  const order = setup.turnOrder ?? mapList(setup.decks, (_, seat) => seat);
  const problem = setupProblem(setup, order);
  if (problem) return problem;
  const ctx = new EngineContext(EMPTY_STATE, []);
  ctx.emit({ type: 'GameCreated', state: initialState(setup, order), ruleset: RULESET });
  // 116: every player draws 4, then mulligans in turn order (117).
  for (const seat of order) {
    for (const card of topCards(ctx.state.seats[seat]?.mainDeck ?? [], 4)) ctx.emit({ type: 'CardDrawn', seat, card });
  }
  ctx.push({ f: 'mulligan', position: 0 });
  run(ctx);
  return { ok: true, state: ctx.draft.finish(), events: ctx.events };
}
