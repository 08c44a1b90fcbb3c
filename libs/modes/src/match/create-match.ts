/** `createMatch`: a new match of a mode between seated players, up to its first decision. */
import { CURRENT_RULESET, type Deck, type DeckViolation, engineFor, isRulesetId, type RulesEngine, type RulesetId } from '@arbiter/rulesets';
import { Random } from '@arbiter/prng';
import { modeDefinition } from '../definitions/mode-registry.js';
import { DEFAULT_MATCH_OPTIONS, type FirstPlayerPolicy, type MatchOptions } from '../model/match-options.js';
import type { ModeDefinition } from '../model/mode-definition.js';
import { isModeId } from '../model/mode-id.js';
import { modeError } from '../model/mode-error.js';
import { advanceMatch } from './advance-match.js';
import { MatchContext } from './match-context.js';
import type { MatchUpdate } from './match-result-types.js';

export interface CreateMatchInput {
  readonly matchId: string;
  /** A mode id (`duel`, `match`, `ffa3`, `war`, `magma-chamber`). */
  readonly mode: string;
  /** Opaque player ids by seat; in Magma Chamber seats 0 and 2 form one team, 1 and 3 the other. */
  readonly players: readonly string[];
  /** One deck per seat. */
  readonly decks: readonly Deck[];
  /** The match's secret seed: every random outcome of the match and its games follows from it. */
  readonly seed: string;
  readonly options?: Partial<MatchOptions>;
  /** The rules its games are played under; new matches play the current ruleset (ADR 0060). */
  readonly ruleset?: RulesetId;
}

const POLICIES: readonly FirstPlayerPolicy[] = ['loserChooses', 'loserGoesFirst', 'random'];

function deckProblems(engine: RulesEngine, mode: ModeDefinition, decks: readonly Deck[]): readonly (readonly DeckViolation[])[] {
  return decks.map((deck) => {
    const violations = [...engine.validateDeck(mode.game, deck)];
    // 645.4.a, 645.5: each game of the match needs a battlefield not used before.
    const distinct = new Set(deck.battlefields.map((card) => engine.canonicalCardCode(card))).size;
    if (mode.battlefieldSelection.kind === 'chosen' && distinct < mode.bestOf) {
      violations.push({ code: 'deck/battlefields_not_distinct', ruleRef: 'CR 1.4 486.5', message: `the match needs ${mode.bestOf} different battlefields` });
    }
    return violations;
  });
}

function inputProblem(input: CreateMatchInput, mode: ModeDefinition, engine: RulesEngine): MatchUpdate | null {
  const seats = mode.game.seatCount;
  if (input.players.length !== seats) return modeError('match/seat_count', 'CR 1.4 483.1', `${mode.name} is played by ${seats} players`);
  if (new Set(input.players).size !== seats) return modeError('match/duplicate_player', 'CR 1.4 483.1', 'every seat needs a different player');
  if (input.decks.length !== seats) return modeError('match/deck_count', 'CR 1.4 103', 'every seat needs a deck');
  const policy = input.options?.firstPlayer;
  if (policy !== undefined && !POLICIES.includes(policy)) return modeError('match/unknown_policy', 'CR 1.3 116', `unknown first-player policy ${String(policy)}`);
  const deckViolations = deckProblems(engine, mode, input.decks);
  if (deckViolations.some((list) => list.length > 0)) {
    return { ...modeError('match/illegal_deck', 'CR 1.4 103', 'a deck is not legal for this mode'), deckViolations };
  }
  return null;
}

export function createMatch(input: CreateMatchInput): MatchUpdate {
  if (!isModeId(input.mode)) return modeError('match/unknown_mode', 'CR 1.4 484', `unknown mode ${input.mode}`);
  const ruleset = input.ruleset ?? CURRENT_RULESET;
  if (!isRulesetId(ruleset)) return modeError('match/unknown_ruleset', 'CR 1.4 484', `unknown ruleset ${String(ruleset)}`);
  const mode = modeDefinition(input.mode);
  const problem = inputProblem(input, mode, engineFor(ruleset));
  if (problem) return problem;
  const ctx = MatchContext.create({
    type: 'MatchCreated',
    matchId: input.matchId,
    mode: mode.id,
    ruleset,
    players: input.players,
    decks: input.decks,
    options: { ...DEFAULT_MATCH_OPTIONS, ...input.options },
    seed: input.seed,
    rng: Random.seeded(`${input.seed}/match`).state,
  });
  advanceMatch(ctx);
  return { ok: true, state: ctx.state, events: ctx.events };
}
