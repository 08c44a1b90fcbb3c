/**
 * Builds a game from a scenario: the state a judge describes, then the engine runs on to the
 * first decision. The events start with `GameCreated` (the described state), so the scenario
 * game replays like any other.
 */
import { Random } from '@arbiter/prng';
import { RULESET } from '../ruleset.js';
import { canonicalCardCode, findCard } from '../cards/card-registry.js';
import { EngineContext } from '../engine/context.js';
import { run } from '../engine/run.js';
import type { RuleError } from '../engine/rule-violation.js';
import type { GameEvent } from '../model/game-event.js';
import type { GameObject, ZoneName } from '../model/game-object.js';
import type { BattlefieldState, GameState, RunePool, SeatState } from '../model/game-state.js';
import type { ObjectId, Seat } from '../model/ids.js';
import { BASIC_DUEL } from '../setup/basic-duel.js';
import { EMPTY_STATE } from '../setup/empty-state.js';
import { newObject } from '../setup/initial-objects.js';
import { EMPTY_POOL } from '../state/evolve-board.js';
import type { Scenario, ScenarioCard, ScenarioSeat } from './scenario-format.js';

export type LoadScenarioResult =
  | { readonly ok: true; readonly state: GameState; readonly events: readonly GameEvent[]; readonly labels: Readonly<Record<string, ObjectId>> }
  | { readonly ok: false; readonly error: RuleError };

class ScenarioError extends Error {}

class Builder {
  readonly objects: (GameObject | null)[] = [null];
  readonly labels: Record<string, ObjectId> = {};

  add(entry: ScenarioCard, owner: Seat, zone: ZoneName, bf = -1): ObjectId {
    const spec = typeof entry === 'string' ? { card: entry } : entry;
    const card = canonicalCardCode(spec.card);
    if (!findCard(card)) throw new ScenarioError(`unsupported card ${spec.card}`);
    const id = this.objects.length;
    const base = newObject(id, card, spec.owner ?? spec.controller ?? owner, zone);
    const object: GameObject = {
      ...base,
      controller: spec.controller ?? base.owner,
      bf,
      exhausted: spec.exhausted ?? false,
      damage: spec.damage ?? 0,
      buffs: spec.buffs ?? 0,
      stunned: spec.stunned ?? false,
      token: spec.token ?? findCard(card)?.supertype === 'Token',
      hiddenTurn: zone === 'facedown' ? (spec.hiddenTurn ?? 0) : 0,
    };
    this.objects.push(object);
    if (typeof entry !== 'string' && entry.label) {
      if (this.labels[entry.label] !== undefined) throw new ScenarioError(`label ${entry.label} used twice`);
      this.labels[entry.label] = id;
    }
    return id;
  }

  list(entries: readonly ScenarioCard[] | undefined, owner: Seat, zone: ZoneName, bf = -1): ObjectId[] {
    return (entries ?? []).map((entry) => this.add(entry, owner, zone, bf));
  }
}

function pool(seat: ScenarioSeat): RunePool {
  const power = { ...EMPTY_POOL.power };
  for (const [domain, amount] of Object.entries(seat.pool?.power ?? {})) power[domain as keyof typeof power] = amount;
  return { energy: seat.pool?.energy ?? 0, power };
}

function buildSeat(builder: Builder, seat: ScenarioSeat, index: Seat): SeatState {
  const legendCard = canonicalCardCode(seat.legend);
  const legendDef = findCard(legendCard);
  if (legendDef?.type !== 'Legend') throw new ScenarioError(`seat ${index}: ${seat.legend} is not a supported legend`);
  const legend = builder.add({ card: legendCard, exhausted: seat.legendExhausted ?? false, ...(seat.label ? { label: seat.label } : {}) }, index, 'legendZone');
  return {
    seat: index,
    identity: legendDef.domains,
    legend,
    championZone: seat.championZone ? builder.add(seat.championZone, index, 'championZone') : null,
    mainDeck: builder.list(seat.mainDeck, index, 'mainDeck').reverse(),
    runeDeck: builder.list(seat.runeDeck, index, 'runeDeck').reverse(),
    hand: builder.list(seat.hand, index, 'hand'),
    trash: builder.list(seat.trash, index, 'trash'),
    banishment: builder.list(seat.banishment, index, 'banishment'),
    setAside: [],
    base: builder.list(seat.base, index, 'base'),
    runes: builder.list(seat.runes, index, 'runes'),
    pool: pool(seat),
    cardsPlayed: seat.cardsPlayed ?? 0,
    unitsDied: 0,
    turnsTaken: seat.turnsTaken ?? 1,
    removed: null,
    ...(seat.chosenChampion !== undefined ? { chosenChampion: canonicalCardCode(seat.chosenChampion) } : {}),
  };
}

function buildState(scenario: Scenario, builder: Builder): GameState {
  const mode = scenario.mode === undefined || scenario.mode === 'duel' ? BASIC_DUEL : scenario.mode;
  if (scenario.seats.length !== mode.seatCount) throw new ScenarioError(`the mode has ${mode.seatCount} seats`);
  const seats = scenario.seats.map((seat, index) => buildSeat(builder, seat, index));
  const battlefields: BattlefieldState[] = scenario.battlefields.map((bf, index) => {
    if (findCard(canonicalCardCode(bf.card))?.type !== 'Battlefield' && bf.card !== 'blank') throw new ScenarioError(`${bf.card} is not a battlefield`);
    const controller = bf.controller ?? null;
    const units = builder.list(bf.units, controller ?? bf.owner, 'battlefield', index);
    const facedown = bf.facedown ? builder.add(bf.facedown, controller ?? bf.owner, 'facedown', index) : null;
    return { index, card: bf.card === 'blank' ? 'blank' : canonicalCardCode(bf.card), owner: bf.owner, controller, contestedBy: bf.contestedBy ?? null, units, facedown };
  });
  const sides = (mode.teams ?? seats.map((seat) => [seat.seat])).map((team) => ({
    seats: [...team],
    points: team.reduce((sum, seat) => sum + (scenario.seats[seat]?.points ?? 0), 0),
  }));
  const turnOrder = scenario.turnOrder ?? seats.map((seat) => seat.seat);
  const random = Random.seeded(scenario.seed ?? 'scenario');
  return {
    ...EMPTY_STATE,
    gameId: scenario.gameId ?? 'scenario',
    mode,
    turnOrder,
    seats,
    sides,
    objects: builder.objects,
    battlefields,
    turn: {
      number: scenario.turn?.number ?? 1,
      seat: scenario.turn?.seat ?? turnOrder[0] ?? 0,
      phase: scenario.turn?.start === 'start' ? 'beginning' : 'main',
      scored: scenario.turn?.scored ?? [],
      controlAtStart: battlefields.map((bf) => bf.controller),
    },
    rng: random.state,
    nextId: builder.objects.length,
  };
}

export function loadScenario(scenario: Scenario): LoadScenarioResult {
  const builder = new Builder();
  let initial: GameState;
  try {
    initial = buildState(scenario, builder);
  } catch (error) {
    if (error instanceof ScenarioError) return { ok: false, error: { code: 'scenario/invalid', ruleRef: 'CR 1.3 111', message: error.message } };
    throw error;
  }
  const ctx = new EngineContext(EMPTY_STATE, []);
  ctx.emit({ type: 'GameCreated', state: initial, ruleset: RULESET });
  if (scenario.turn?.start === 'start') {
    ctx.emit({ type: 'TurnBegan', seat: initial.turn.seat, number: initial.turn.number });
    ctx.push({ f: 'turnStep', step: 'awaken' });
  } else {
    ctx.push({ f: 'actionPhase' });
  }
  run(ctx);
  return { ok: true, state: ctx.draft.finish(), events: ctx.events, labels: builder.labels };
}
