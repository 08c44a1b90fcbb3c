/**
 * The live engine (`@arbiter/engine`, Core Rules v1.4): the rules new games are played under.
 * Values typed for any engine are narrowed to this one's types: the registry hands a game's
 * values only to the engine of its ruleset.
 */
import * as live from '@arbiter/engine';
import type { RulesEngine } from '../rules-engine.js';

type State = live.GameState;

export const LIVE_ENGINE: RulesEngine = {
  ruleset: live.RULESET,
  createGame: (setup) => live.createGame(setup as live.GameSetup),
  apply: (state, seat, action) => live.apply(state as State, seat, action as live.Action),
  legalActions: (state, seat) => live.legalActions(state as State, seat),
  pending: (state) => live.pending(state as State),
  initialState: live.initialState,
  evolve: (state, event) => live.evolve(state as State, event as live.GameEvent),
  replay: (events, from) => live.replay(events as readonly live.GameEvent[], (from ?? live.initialState) as State),
  stateHash: (state) => live.stateHash(state as State),
  concede: (state, seat) => live.concede(state as State, seat),
  removeSeat: (state, seat, reason) => live.removeSeat(state as State, seat, reason),
  terminate: (state, ending) => live.terminate(state as State, ending as live.ImposedEnding),
  outcome: (state) => live.outcome(state as State),
  viewFor: (state, viewer) => live.viewFor(state as State, viewer),
  redactEvent: (state, event, viewer) => live.redactEvent(state as State, event as live.GameEvent, viewer),
  redactEvents: (state, events, viewer) => live.redactEvents(state as State, events as readonly live.GameEvent[], viewer),
  validateDeck: (format, deck) => live.validateDeck(format as live.DeckFormat, deck as live.Deck),
  deckFromCardList: (cards, chosenChampion) => live.deckFromCardList(cards, chosenChampion),
  canonicalCardCode: (code) => live.canonicalCardCode(code),
  listSupportedCards: () => live.listSupportedCards(),
};
