/**
 * TR 2026-07-16 601.2.d.2 at the tournament: an organizer lists preconstructed products in the
 * format and allows them at casual OPL; an unmodified product then keeps its banned cards.
 */
import { deckCodeOf, type Decklist } from '@arbiter/decks';
import { JINX_DECK, JINX_FILLER, JINX_SPARE } from '@arbiter/decks/testing';
import { describe, expect, it } from 'vitest';
import { created, playerActor, registered, tournament } from '../../testing/fixtures.js';
import { decideSubmitDecklist } from '../commands/submit-decklist.js';
import { buildSettings, type TournamentSettingsInput } from '../settings/build-settings.js';
import { settingsOf } from '../state/evolve-tournament.js';

const LATER = '2026-11-25T10:00:00.000Z';
/** The Jinx deck with Fight or Flight in the main deck and Reaver's Row as a battlefield, both banned in Standard. */
const PRODUCT: Decklist = {
  ...JINX_DECK,
  mainDeck: [...JINX_DECK.mainDeck.filter((entry) => entry.code !== JINX_FILLER[12]), { code: 'OGN-168', count: 1 }],
  battlefields: [...JINX_DECK.battlefields.slice(0, 2), { code: 'OGN-285', count: 1 }],
};
const codeOf = (decklist: Decklist): string => {
  const encoded = deckCodeOf(decklist);
  if (!encoded.ok) throw new Error(encoded.error.message);
  return encoded.code;
};
const withProduct = (input: Partial<TournamentSettingsInput>) =>
  tournament([created({ format: { id: 'standard', preconstructedDecks: [{ name: 'Jinx Champion Deck', deckCode: codeOf(PRODUCT) }] }, ...input }), registered(1)]);
const submit = (decklist: Decklist) =>
  ({ type: 'SubmitDecklist', actor: playerActor(1), playerId: 'p1', source: { kind: 'code', deckCode: codeOf(decklist) }, now: LATER }) as const;
const bannedCodes = (decision: ReturnType<typeof decideSubmitDecklist>) =>
  decision.ok ? [] : ((decision.error.details?.['violations'] ?? []) as { code: string }[]).map((violation) => violation.code);

describe('TR 2026-07-16 601.2.d.2: preconstructed decks keep their banned cards when the organizer allows it', () => {
  it('accepts the unmodified product with its banned cards at casual OPL when allowed', () => {
    expect(decideSubmitDecklist(submit(PRODUCT), withProduct({ organizedPlayLevel: 'casual', allowPreconstructedBannedCards: true }))).toMatchObject({ ok: true });
  });

  it('refuses the banned cards (deck/banned_card) when the organizer does not allow it', () => {
    expect(bannedCodes(decideSubmitDecklist(submit(PRODUCT), withProduct({ organizedPlayLevel: 'casual' })))).toEqual(['deck/banned_card', 'deck/banned_card']);
  });

  it('refuses the banned cards in a modified product and in a product with a sideboard', () => {
    const allowed = withProduct({ organizedPlayLevel: 'casual', allowPreconstructedBannedCards: true });
    const modified = { ...PRODUCT, mainDeck: PRODUCT.mainDeck.map((entry) => (entry.code === JINX_FILLER[0] ? { code: JINX_SPARE[0] as string, count: entry.count } : entry)) };
    expect(bannedCodes(decideSubmitDecklist(submit(modified), allowed))).toEqual(['deck/banned_card', 'deck/banned_card']);
    const sideboarded = { ...PRODUCT, sideboard: [{ code: JINX_SPARE[0] as string, count: 1 }] };
    expect(bannedCodes(decideSubmitDecklist(submit(sideboarded), allowed))).toEqual(['deck/banned_card', 'deck/banned_card']);
  });

  it('refuses the setting above casual OPL (TOURNAMENT.INVALID_SETTINGS)', () => {
    for (const organizedPlayLevel of ['competitive', 'professional'] as const) {
      expect(buildSettings({ name: 'Cup', mode: 'duel', organizedPlayLevel, allowPreconstructedBannedCards: true })).toMatchObject({
        ok: false,
        error: { code: 'TOURNAMENT.INVALID_SETTINGS', ruleRef: 'TR 2026-07-16 601.2.d.2', details: { field: 'allowPreconstructedBannedCards' } },
      });
    }
    expect(buildSettings({ name: 'Cup', mode: 'duel', organizedPlayLevel: 'casual', allowPreconstructedBannedCards: true })).toMatchObject({ ok: true });
  });

  it('refuses a product whose deck code cannot be read', () => {
    const built = buildSettings({ name: 'Cup', mode: 'duel', format: { id: 'standard', preconstructedDecks: [{ name: 'Broken', deckCode: 'not a code' }] } });
    expect(built).toMatchObject({ ok: false, error: { code: 'TOURNAMENT.INVALID_SETTINGS', details: { field: 'format' } } });
  });

  it('reads older events unchanged: the level from the REL, no products, no exception', () => {
    const { organizedPlayLevel: _level, allowPreconstructedBannedCards: _allow, ...older } = (buildSettings({ name: 'Old', mode: 'duel', enforcementLevel: 2 }) as { ok: true; settings: ReturnType<typeof settingsOf> }).settings;
    expect(settingsOf(older)).toMatchObject({ organizedPlayLevel: 'competitive', allowPreconstructedBannedCards: false, format: { id: 'standard' } });
  });
});
