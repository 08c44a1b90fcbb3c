/** `decideMatch`: a player's match-level decision (first player, battlefield choice). */
import { type CardId, engineFor, type Seat } from '@arbiter/rulesets';
import type { MatchState, SetupPhase } from '../model/match-state.js';
import { modeError } from '../model/mode-error.js';
import { advanceMatch } from './advance-match.js';
import { MatchContext } from './match-context.js';
import type { MatchUpdate } from './match-result-types.js';
import { battlefieldOptions, pendingMatch } from './pending-match.js';

export type MatchDecision =
  | { readonly type: 'chooseFirstPlayer'; readonly first: Seat }
  | { readonly type: 'chooseBattlefield'; readonly card: CardId };

function chooseFirstPlayer(ctx: MatchContext, phase: SetupPhase, seat: Seat, first: Seat): MatchUpdate | null {
  const rule = phase.firstPlayer;
  if (phase.turnOrder !== null || rule.kind !== 'chosenBy') return modeError('match/no_first_player_choice', 'CR 1.3 116', 'the turn order of this game is not chosen by a player');
  if (rule.seat !== seat) return modeError('match/not_your_decision', 'CR 1.3 116', `seat ${rule.seat} chooses the first player`);
  if (!Number.isInteger(first) || first < 0 || first >= ctx.state.players.length) return modeError('match/unknown_seat', 'CR 1.3 116', `there is no seat ${first}`);
  const other = ctx.state.players.map((_, index) => index).filter((index) => index !== first);
  ctx.emit({ type: 'TurnOrderDetermined', game: phase.game, decision: { order: [first, ...other], method: 'chosen', chooser: seat }, rng: null });
  return null;
}

function chooseBattlefield(ctx: MatchContext, phase: SetupPhase, seat: Seat, card: CardId): MatchUpdate | null {
  const pending = pendingMatch(ctx.state);
  const mine = pending.status === 'deciding' ? pending.decisions.find((decision) => decision.seat === seat && decision.kind === 'chooseBattlefield') : undefined;
  if (!mine) {
    if ((phase.choices[seat] ?? null) !== null) return modeError('match/already_chosen', 'CR 1.4 486.5', 'this seat has chosen its battlefield');
    return modeError('match/no_battlefield_choice', 'CR 1.4 486.5', 'this seat has no battlefield to choose now');
  }
  const { canonicalCardCode } = engineFor(ctx.state.ruleset);
  const canonical = canonicalCardCode(card);
  if (!(ctx.state.decks[seat]?.battlefields ?? []).map((brought) => canonicalCardCode(brought)).includes(canonical)) {
    return modeError('match/battlefield_not_brought', 'CR 1.4 486.4.a', `seat ${seat} did not bring ${card}`);
  }
  if (!battlefieldOptions(ctx.state, seat).includes(canonical)) {
    return modeError('match/battlefield_used', 'CR 1.4 486.5', `${card} was used in an earlier game of this match`);
  }
  ctx.emit({ type: 'BattlefieldChosen', game: phase.game, seat, card: canonical });
  return null;
}

function applyDecision(ctx: MatchContext, phase: SetupPhase, seat: Seat, decision: MatchDecision): MatchUpdate | null {
  switch (decision.type) {
    case 'chooseFirstPlayer':
      return chooseFirstPlayer(ctx, phase, seat, decision.first);
    case 'chooseBattlefield':
      return chooseBattlefield(ctx, phase, seat, decision.card);
    default: {
      const unreachable: never = decision;
      throw new Error(`unknown match decision ${JSON.stringify(unreachable)}`);
    }
  }
}

export function decideMatch(state: MatchState, seat: Seat, decision: MatchDecision): MatchUpdate {
  const phase = state.phase;
  if (phase.status === 'over') return modeError('match/over', 'CR 1.4 486.6', 'the match has ended');
  if (phase.status !== 'setup') return modeError('match/game_in_progress', 'CR 1.4 486.6', 'decisions are made before a game');
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.players.length) return modeError('match/unknown_seat', 'CR 1.4 483.1', `there is no seat ${seat}`);
  const ctx = new MatchContext(state);
  const refused = applyDecision(ctx, phase, seat, decision);
  if (refused) return refused;
  advanceMatch(ctx);
  return { ok: true, state: ctx.state, events: ctx.events };
}
