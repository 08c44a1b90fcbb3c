/**
 * The frozen engine of Core Rules v1.0 (`@arbiter/engine-cr1-0`): games recorded before
 * rulesets were (and matches and tournaments begun under v1.0) go on, replay and are viewed
 * with it. Values typed for any engine are narrowed to this one's types: the registry hands a
 * game's values only to the engine of its ruleset. Every rule reference it answers with names
 * its document (`CR 1.0 561.1`, see `cite-cr1-0.ts`); its events are passed on unchanged.
 */
import * as cr10 from '@arbiter/engine-cr1-0';
import type { RulesEngine } from '../rules-engine.js';
import { citeRefusal, citeViolations } from './cite-cr1-0.js';

type State = cr10.GameState;

export const CR1_0_ENGINE: RulesEngine = {
  ruleset: cr10.RULESET,
  createGame: (setup) => citeRefusal(cr10.createGame(setup as cr10.GameSetup)),
  apply: (state, seat, action) => citeRefusal(cr10.apply(state as State, seat, action as cr10.Action)),
  legalActions: (state, seat) => cr10.legalActions(state as State, seat),
  pending: (state) => cr10.pending(state as State),
  initialState: cr10.initialState,
  evolve: (state, event) => cr10.evolve(state as State, event as cr10.GameEvent),
  replay: (events, from) => cr10.replay(events as readonly cr10.GameEvent[], (from ?? cr10.initialState) as State),
  stateHash: (state) => cr10.stateHash(state as State),
  concede: (state, seat) => citeRefusal(cr10.concede(state as State, seat)),
  removeSeat: (state, seat, reason) => citeRefusal(cr10.removeSeat(state as State, seat, reason)),
  terminate: (state, ending) => citeRefusal(cr10.terminate(state as State, ending as cr10.ImposedEnding)),
  outcome: (state) => cr10.outcome(state as State),
  viewFor: (state, viewer) => cr10.viewFor(state as State, viewer),
  redactEvent: (state, event, viewer) => cr10.redactEvent(state as State, event as cr10.GameEvent, viewer),
  redactEvents: (state, events, viewer) => cr10.redactEvents(state as State, events as readonly cr10.GameEvent[], viewer),
  validateDeck: (format, deck) => citeViolations(cr10.validateDeck(format as cr10.DeckFormat, deck as cr10.Deck)),
  deckFromCardList: (cards, chosenChampion) => cr10.deckFromCardList(cards, chosenChampion),
  canonicalCardCode: (code) => cr10.canonicalCardCode(code),
  listSupportedCards: () => cr10.listSupportedCards(),
};
