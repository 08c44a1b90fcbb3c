/** Evolving turn structure, chain, priority, showdown and end-of-game events. */
import type { GameEventBody } from '../model/game-event.js';
import type { ChainState, ShowdownState } from '../model/game-state.js';
import type { Seat } from '../model/ids.js';
import type { Draft } from './draft.js';
import { mapList } from '../util/lists.js';

type Body<T extends GameEventBody['type']> = Extract<GameEventBody, { type: T }>;

export function evolveTurnBegan(d: Draft, e: Body<'TurnBegan'>): void {
  if (e.extra) {
    const left = (d.state.extraTurns ?? []).slice(0, -1);
    d.setRoot('extraTurns', left.length > 0 ? left : undefined);
  }
  if (d.state.movesThisTurn !== undefined) d.setRoot('movesThisTurn', undefined);
  d.setTurn('number', e.number);
  d.setTurn('seat', e.seat);
  d.setTurn('phase', 'beginning');
  d.setTurn('scored', []);
  d.setTurn(
    'controlAtStart',
    mapList(d.state.battlefields, (bf) => bf.controller),
  );
  d.state.seats.forEach((seat, index) => {
    d.setSeat(index, 'cardsPlayed', 0);
    d.setSeat(index, 'unitsDied', 0);
    if (index === e.seat) d.setSeat(index, 'turnsTaken', seat.turnsTaken + 1);
  });
}

/** The chain state with the patched fields (written out: these change on every pass). */
export function patchChain(d: Draft, patch: Partial<ChainState>): void {
  const chain = d.state.chainState;
  if (!chain) throw new Error('no chain in progress');
  const next: ChainState = {
    active: patch.active ?? chain.active,
    passes: patch.passes ?? chain.passes,
    relevant: patch.relevant ?? chain.relevant,
    invited: patch.invited !== undefined ? patch.invited : chain.invited,
    byTrigger: chain.byTrigger,
  };
  d.setRoot('chainState', next);
}

function patchShowdown(d: Draft, patch: Partial<ShowdownState>): void {
  const showdown = d.state.showdown;
  if (!showdown) throw new Error('no showdown in progress');
  const next: ShowdownState = {
    bf: showdown.bf,
    combat: patch.combat ?? showdown.combat,
    contester: showdown.contester,
    focus: patch.focus ?? showdown.focus,
    passes: patch.passes ?? showdown.passes,
    relevant: patch.relevant ?? showdown.relevant,
    invited: patch.invited !== undefined ? patch.invited : showdown.invited,
  };
  d.setRoot('showdown', next);
}

export function evolvePriorityPassed(d: Draft, e: Body<'PriorityPassed'>): void {
  const chain = d.state.chainState;
  if (chain) patchChain(d, { passes: chain.passes + 1, active: e.next, invited: null });
}

/** CR 1.3 459.2.c: the attacker gains focus; the passes start again. */
export function evolveShowdownBecameCombat(d: Draft, e: Body<'ShowdownBecameCombat'>): void {
  patchShowdown(d, { combat: true, focus: e.focus, passes: 0, invited: null });
}

export function evolveFocusPassed(d: Draft, e: Body<'FocusPassed'>): void {
  const showdown = d.state.showdown;
  if (showdown) patchShowdown(d, { focus: e.next, passes: e.countsAsPass ? showdown.passes + 1 : 0, invited: null });
}

function union(list: readonly Seat[], added: readonly Seat[]): readonly Seat[] {
  const missing = added.filter((seat) => !list.includes(seat));
  return missing.length === 0 ? list : [...list, ...missing];
}

export function evolveBecameRelevant(d: Draft, e: Body<'PlayersBecameRelevant'>): void {
  const { chainState, showdown } = d.state;
  if (chainState) patchChain(d, { relevant: union(chainState.relevant, e.seats) });
  // 530: relevance lasts for the broader window, so it also extends an enclosing showdown.
  if (showdown) patchShowdown(d, { relevant: union(showdown.relevant, e.seats) });
}

export function evolveInvitationAnswered(d: Draft, e: Body<'InvitationAnswered'>): void {
  if (!e.accepted) return;
  evolveBecameRelevant(d, { type: 'PlayersBecameRelevant', seats: [e.seat] });
  if (d.state.chainState) patchChain(d, { active: e.seat, invited: e.seat, passes: 0 });
  else if (d.state.showdown) patchShowdown(d, { focus: e.seat, invited: e.seat, passes: 0 });
}

export function evolveTriggersOrdered(d: Draft, e: Body<'TriggersOrdered'>): void {
  const mine = e.order
    .map((id) => d.state.triggers.find((trigger) => trigger.id === id))
    .filter((trigger) => trigger !== undefined);
  let next = 0;
  d.setRoot(
    'triggers',
    mapList(d.state.triggers, (trigger) => (trigger.controller === e.seat ? (mine[next++] ?? trigger) : trigger)),
  );
}

export function evolveTriggerAdded(d: Draft, e: Body<'TriggerAdded'>): void {
  d.setRoot('triggers', d.state.triggers.filter((trigger) => trigger.id !== e.item.id));
  d.setRoot('chain', [...d.state.chain, e.item]);
}
