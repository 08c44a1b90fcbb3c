/**
 * `evolveMatch(state, event)`: the pure state transition of one match event. The deciders emit
 * events through it as they go, so replaying a match's events (`replayMatch`) reproduces every
 * state exactly.
 */
import { recordedRuleset } from '@arbiter/rulesets';
import type { MatchEvent, MatchEventBody } from '../model/match-event.js';
import type { MatchPhase, MatchState } from '../model/match-state.js';

type Created = Extract<MatchEventBody, { type: 'MatchCreated' }>;

function created(event: Created): MatchState {
  return {
    schema: 1,
    matchId: event.matchId,
    mode: event.mode,
    ruleset: recordedRuleset(event.ruleset),
    players: event.players,
    decks: event.decks,
    options: event.options,
    seed: event.seed,
    rng: event.rng,
    games: [],
    used: event.players.map(() => []),
    timeCalled: false,
    // 115: the first player of the first game is always determined at random.
    phase: { status: 'setup', game: 1, firstPlayer: { kind: 'random' }, turnOrder: null, choices: event.players.map(() => null), battlefields: null },
    seq: 0,
  };
}

function withPhase(state: MatchState, phase: MatchPhase): MatchState {
  return { ...state, phase };
}

function evolveBody(state: MatchState, event: MatchEventBody): MatchState {
  const phase = state.phase;
  switch (event.type) {
    case 'MatchCreated':
      return created(event);
    case 'GameSetupStarted':
      return withPhase(state, { status: 'setup', game: event.game, firstPlayer: event.firstPlayer, turnOrder: null, choices: state.players.map(() => null), battlefields: null });
    case 'TurnOrderDetermined': {
      const next = phase.status === 'setup' ? withPhase(state, { ...phase, turnOrder: event.decision }) : state;
      return event.rng ? { ...next, rng: event.rng } : next;
    }
    case 'BattlefieldChosen':
      if (phase.status !== 'setup') return state;
      return withPhase(state, { ...phase, choices: phase.choices.map((choice, seat) => (seat === event.seat ? event.card : choice)) });
    case 'BattlefieldsSelected': {
      const next = phase.status === 'setup' ? withPhase(state, { ...phase, battlefields: event.picks }) : state;
      return event.rng ? { ...next, rng: event.rng } : next;
    }
    case 'GameStarted':
      if (phase.status !== 'setup' || !phase.turnOrder || !phase.battlefields) return state;
      return withPhase(state, { status: 'playing', game: event.game, gameId: event.gameId, turnOrder: phase.turnOrder, battlefields: phase.battlefields, time: null });
    case 'TimeCalled':
      return phase.status === 'playing' && event.limit ? { ...withPhase(state, { ...phase, time: event.limit }), timeCalled: true } : { ...state, timeCalled: true };
    case 'GameResultRecorded': {
      const { record } = event;
      // 645.5: only battlefields that went into play in a game are used up.
      const used = record.gameId === null ? state.used : state.used.map((cards, seat) => [...cards, ...record.battlefields.filter((pick) => pick.seat === seat).map((pick) => pick.card)]);
      return { ...state, games: [...state.games, record], used };
    }
    case 'MatchEnded':
      return withPhase(state, { status: 'over', result: event.result });
    case 'GameLossImposed':
    case 'MatchConceded':
    case 'PlayerDisqualified':
      return state;
    default: {
      const unreachable: never = event;
      throw new Error(`unknown match event ${JSON.stringify(unreachable)}`);
    }
  }
}

export function evolveMatch(state: MatchState | null, event: MatchEvent): MatchState {
  if ((state?.seq ?? 0) !== event.seq) throw new Error(`match event ${event.seq} applied at position ${state?.seq ?? 0}`);
  if (event.type === 'MatchCreated') return { ...created(event), seq: 1 };
  if (state === null) throw new Error(`a match starts with MatchCreated, not ${event.type}`);
  return { ...evolveBody(state, event), seq: event.seq + 1 };
}

/** Rebuilds a match from its events. */
export function replayMatch(events: readonly MatchEvent[]): MatchState | null {
  return events.reduce<MatchState | null>((state, event) => evolveMatch(state, event), null);
}
