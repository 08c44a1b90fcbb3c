import { describe, expect, it } from 'vitest';
import { created, decklist, headJudge, NOW, organizer, registered, staffAssigned, started, tournament } from '../../testing/fixtures.js';
import type { TournamentEvent } from '../events/tournament.events.js';
import { decideDropPlayer } from './drop-player.js';
import { decideDiscardPairingDraft, decideDraftNextRound, decidePublishPairings } from './pairing-draft.js';
import { decidePairNextRound } from './pair-next-round.js';

const LATER = '2026-05-02T09:05:00.000Z';
const beforeRoundOne: TournamentEvent[] = [
  created({ decklistRequired: true }),
  staffAssigned(headJudge, 'head_judge'),
  ...[1, 2, 3, 4].flatMap((n) => [registered(n), decklist(n)]),
  started(),
];

function drafted(events: readonly TournamentEvent[]): TournamentEvent[] {
  const decision = decideDraftNextRound({ type: 'DraftNextRound', actor: organizer, now: NOW }, tournament(events));
  if (!decision.ok) throw new Error(decision.error.message);
  return [...events, ...decision.events];
}

describe('pairings checked before they are published', () => {
  it('drafts exactly the round that pairing straight away would publish', () => {
    const draft = decideDraftNextRound({ type: 'DraftNextRound', actor: organizer, now: NOW }, tournament(beforeRoundOne));
    const direct = decidePairNextRound({ type: 'PairNextRound', actor: organizer, now: NOW }, tournament(beforeRoundOne));
    expect(draft.ok && direct.ok).toBe(true);
    if (!draft.ok || !direct.ok) return;
    expect(draft.events).toEqual([{ type: 'RoundDrafted', data: direct.events[0]?.data }]);
    const state = tournament([...beforeRoundOne, ...draft.events]);
    expect(state.status !== 'none' && state.rounds).toEqual([]);
    expect(state.status !== 'none' && state.pairingDraft?.round).toBe(1);
  });

  it('publishes the draft as the round, stamped with the time of publication', () => {
    const events = drafted(beforeRoundOne);
    const decision = decidePublishPairings({ type: 'PublishPairings', actor: organizer, now: LATER }, tournament(events));
    expect(decision).toMatchObject({ ok: true, events: [{ type: 'RoundPaired', data: { round: 1, phase: 'swiss', at: LATER } }] });
    const state = tournament([...events, ...(decision.ok ? decision.events : [])]);
    expect(state.status !== 'none' && state.rounds.length).toBe(1);
    expect(state.status !== 'none' && state.pairingDraft).toBeNull();
  });

  it('refuses to pair again or draft again while a draft waits', () => {
    const state = tournament(drafted(beforeRoundOne));
    expect(decidePairNextRound({ type: 'PairNextRound', actor: organizer, now: NOW }, state)).toMatchObject({ ok: false, error: { code: 'PAIRING.DRAFT_PENDING' } });
    expect(decideDraftNextRound({ type: 'DraftNextRound', actor: organizer, now: NOW }, state)).toMatchObject({ ok: false, error: { code: 'PAIRING.DRAFT_PENDING' } });
  });

  it('discards a draft, after which the round can be paired again', () => {
    const events = drafted(beforeRoundOne);
    const discarded = decideDiscardPairingDraft({ type: 'DiscardPairingDraft', actor: organizer, now: NOW }, tournament(events));
    expect(discarded).toEqual({ ok: true, events: [{ type: 'PairingDraftDiscarded', data: { round: 1, at: NOW } }] });
    const state = tournament([...events, ...(discarded.ok ? discarded.events : [])]);
    expect(decidePairNextRound({ type: 'PairNextRound', actor: organizer, now: NOW }, state)).toMatchObject({ ok: true });
  });

  it('drops the draft when a player drops, since it no longer fits the field', () => {
    const events = drafted(beforeRoundOne);
    const drop = decideDropPlayer({ type: 'DropPlayer', actor: organizer, playerId: 'p4', now: NOW }, tournament(events));
    const state = tournament([...events, ...(drop.ok ? drop.events : [])]);
    expect(state.status !== 'none' && state.pairingDraft).toBeNull();
    expect(decidePublishPairings({ type: 'PublishPairings', actor: organizer, now: NOW }, state)).toMatchObject({ ok: false, error: { code: 'PAIRING.NO_DRAFT' } });
  });

  it('lets only the organizer publish or discard (TR 8.1.2)', () => {
    const state = tournament(drafted(beforeRoundOne));
    expect(decidePublishPairings({ type: 'PublishPairings', actor: headJudge, now: NOW }, state)).toMatchObject({ ok: false, error: { code: 'AUTH.FORBIDDEN' } });
    expect(decideDiscardPairingDraft({ type: 'DiscardPairingDraft', actor: headJudge, now: NOW }, state)).toMatchObject({ ok: false, error: { code: 'AUTH.FORBIDDEN' } });
  });

  it('has nothing to publish before a round is drafted', () => {
    expect(decidePublishPairings({ type: 'PublishPairings', actor: organizer, now: NOW }, tournament(beforeRoundOne))).toMatchObject({
      ok: false,
      error: { code: 'PAIRING.NO_DRAFT' },
    });
  });
});
