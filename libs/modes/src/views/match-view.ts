/**
 * `matchViewFor(state, viewer)`: the match as one viewer may see it. Decklists are private to
 * their seat, a battlefield choice stays secret until every choice is in (645.5), and the seed
 * and generator state never leave the server except to a judge.
 */
import type { CardId, Deck, RulesetId } from '@arbiter/rulesets';
import type { PrngState } from '@arbiter/prng';
import type { MatchOptions } from '../model/match-options.js';
import type { GameRecord, MatchState, OverPhase, PlayingPhase, SetupPhase } from '../model/match-state.js';
import type { ModeId } from '../model/mode-id.js';
import { type MatchViewer, seesSecretsOf } from './match-viewer.js';

/** A battlefield choice as a viewer sees it: the card, `hidden` (made, but secret), or null (not made). */
export type ChoiceView = CardId | 'hidden' | null;

export type SetupPhaseView = Omit<SetupPhase, 'choices'> & { readonly choices: readonly ChoiceView[] };

export interface MatchView {
  readonly matchId: string;
  readonly mode: ModeId;
  /** The rules the match's games are played under (public: judges and players see it). */
  readonly ruleset: RulesetId;
  readonly players: readonly string[];
  readonly decks: readonly (Deck | null)[];
  readonly options: MatchOptions;
  readonly seed: string | null;
  readonly rng: PrngState | null;
  readonly games: readonly GameRecord[];
  readonly used: readonly (readonly CardId[])[];
  readonly timeCalled: boolean;
  readonly phase: SetupPhaseView | PlayingPhase | OverPhase;
  readonly seq: number;
}

function choiceView(viewer: MatchViewer, seat: number, choice: CardId | null): ChoiceView {
  if (choice === null) return null;
  return seesSecretsOf(viewer, seat) ? choice : 'hidden';
}

export function matchViewFor(state: MatchState, viewer: MatchViewer): MatchView {
  const judge = viewer.kind === 'judge';
  const phase = state.phase.status === 'setup' ? { ...state.phase, choices: state.phase.choices.map((choice, seat) => choiceView(viewer, seat, choice)) } : state.phase;
  return {
    matchId: state.matchId,
    mode: state.mode,
    ruleset: state.ruleset,
    players: state.players,
    decks: state.decks.map((deck, seat) => (seesSecretsOf(viewer, seat) ? deck : null)),
    options: state.options,
    seed: judge ? state.seed : null,
    rng: judge ? state.rng : null,
    games: state.games,
    used: state.used,
    timeCalled: state.timeCalled,
    phase,
    seq: state.seq,
  };
}
