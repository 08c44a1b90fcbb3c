/**
 * The property suite of the engine, shared by the spec files that run it for each mode: a
 * seeded random-bot game is played to the end, checking after every decision that
 *
 * - the game ends within the turn cap, and whenever it is not over someone has a legal action
 *   (the bot throws otherwise) and every listed action is accepted;
 * - cards are conserved per owner, no side leads at the victory score at a priority window (CR 1.4 472), no unit with lethal
 *   damage is left at a priority window, a battlefield holds at most one facedown card, and
 *   zones agree with their lists;
 * - certainly illegal actions are rejected and change nothing;
 * - no seat's view or event log leaks hidden information;
 *
 * and at the end that replaying the events reproduces every hash and the incremental hash equals
 * the full one.
 */
import { Random } from '@arbiter/prng';
import { apply } from '../engine/apply.js';
import type { GameEvent } from '../model/game-event.js';
import type { GameState } from '../model/game-state.js';
import { replay } from '../replay/replay.js';
import type { GameSetup } from '../setup/create-game.js';
import { createGame } from '../setup/create-game.js';
import { playBotGame } from '../testing/random-bot.js';
import { cardsPerOwner, checkInvariants, hashIsConsistent } from './game-invariants.js';
import { illegalAttempts } from './illegal-actions.js';
import { eventLeak, viewLeak } from './leak-checks.js';

export const TURN_CAP = 120;

export interface PropertyRun {
  readonly finished: boolean;
  readonly turns: number;
  readonly problems: readonly string[];
}

function checkIllegal(state: GameState, random: Random, problems: string[]): void {
  for (const attempt of illegalAttempts(state, random)) {
    const hash = state.hash;
    const result = apply(state, attempt.seat, attempt.action);
    if (result.ok) problems.push(`illegal action accepted: seat ${attempt.seat} ${JSON.stringify(attempt.action)}`);
    else if (state.hash !== hash) problems.push('a rejected action changed the state');
  }
}

function checkViews(state: GameState, events: readonly GameEvent[], problems: string[]): void {
  for (const seat of state.seats) {
    const leak = viewLeak(state, seat.seat) ?? eventLeak(state, events, seat.seat);
    if (leak) problems.push(leak);
  }
}

/** Plays one checked game; `sample` sets how often (in decisions) the costlier checks run. */
export function runPropertyGame(setup: GameSetup, botSeed: string | number, sample = 40): PropertyRun {
  const created = createGame(setup);
  if (!created.ok) return { finished: false, turns: 0, problems: [`setup failed: ${created.error.code}`] };
  const initialCards = cardsPerOwner(created.state);
  const problems: string[] = [];
  const random = Random.seeded(`${String(botSeed)}/illegal`);
  let step = 0;
  const game = playBotGame({
    setup,
    botSeed,
    maxTurns: TURN_CAP,
    onStep: (before, _choice, after, events) => {
      const invariant = checkInvariants(after, initialCards, step % 20 === 0);
      if (invariant) problems.push(invariant);
      if (step % sample === 0) {
        checkIllegal(before, random, problems);
        checkViews(after, events, problems);
      }
      step++;
      if (problems.length > 0) throw new Error(problems.join('; '));
    },
  });
  const replayed = replay(game.events);
  if (!replayed.ok) problems.push(`replay differs at event ${replayed.index} (${game.events[replayed.index]?.type})`);
  else if (replayed.state.hash !== game.state.hash) problems.push('replay ends in another state');
  if (!hashIsConsistent(game.state)) problems.push('the incremental hash differs from the full hash');
  return { finished: game.finished, turns: game.state.turn.number, problems };
}
