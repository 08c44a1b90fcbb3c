import { describe, expect, it } from 'vitest';
import { cardList, readyDeck } from '../../testing/decks.js';
import { created, NOW, organizer, playerActor, registered, teamRegistered, tournament } from '../../testing/fixtures.js';
import { decideCorrectDecklist } from '../commands/decklist-staff.js';
import { decideStartTournament } from '../commands/start-tournament.js';
import { decideSubmitDecklist } from '../commands/submit-decklist.js';
import type { TournamentEvent } from '../events/tournament.events.js';
import { teamDecksConflict } from './team-decks.js';

// Magma Chamber decks bring one battlefield (reading R6): the deck's first unless one is named.
const list = (deck: number, battlefields?: readonly string[]) => {
  const ready = readyDeck(deck);
  return cardList({ ...ready, battlefields: battlefields ?? ready.battlefields.slice(0, 1) });
};
const submitted = (player: number, deck: number, battlefields?: readonly string[]): TournamentEvent => ({
  type: 'DecklistSubmitted',
  data: { playerId: `p${player}`, cards: list(deck, battlefields), sideboard: [], chosenChampion: null, deckCode: null, at: NOW },
});
const submit = (player: number, deck: number, battlefields?: readonly string[]) =>
  ({ type: 'SubmitDecklist', actor: playerActor(player), playerId: `p${player}`, source: { kind: 'list', cards: list(deck, battlefields), chosenChampion: null }, now: NOW }) as const;
const teams = [created({ mode: 'magma_chamber', decklistRequired: false }), registered(1), registered(2), registered(3), registered(4), teamRegistered('tA', ['p1', 'p2']), teamRegistered('tB', ['p3', 'p4'])];

// READY_DECKS 0 and 1 are both Viktor decks; 2 is a Sett deck.
const viktor = 0;
const otherViktor = 1;
const sett = 2;
const battlefieldOf = (deck: number) => readyDeck(deck).battlefields.slice(0, 1);

describe('Magma Chamber teammates play different legends and battlefields (CR 1.3 484.8.g-h)', () => {
  it('refuses a list with the teammate\'s Champion Legend (484.8.g), naming the legend', () => {
    const decision = decideSubmitDecklist(submit(2, otherViktor), tournament([...teams, submitted(1, viktor)]));
    expect(decision).toMatchObject({ ok: false, error: { code: 'TEAM.SHARED_DECK_CARDS', ruleRef: 'CR 1.3 484.8.g' } });
  });

  it('refuses a list with one of the teammate\'s battlefields (484.8.h), and accepts different ones', () => {
    const shared = battlefieldOf(viktor);
    const decision = decideSubmitDecklist(submit(2, sett, shared), tournament([...teams, submitted(1, viktor)]));
    expect(decision).toMatchObject({ ok: false, error: { code: 'TEAM.SHARED_DECK_CARDS', ruleRef: 'CR 1.3 484.8.h' } });
    expect(battlefieldOf(sett)).not.toEqual(shared);
    expect(decideSubmitDecklist(submit(2, sett), tournament([...teams, submitted(1, viktor)]))).toMatchObject({ ok: true });
  });

  it('lets players of different teams use the same legend', () => {
    expect(decideSubmitDecklist(submit(3, otherViktor), tournament([...teams, submitted(1, viktor)]))).toMatchObject({ ok: true });
  });

  it('holds for a judge\'s correction and at the start, where lists given before the team formed meet', () => {
    const correction = { type: 'CorrectDecklist', actor: organizer, playerId: 'p2', source: { kind: 'list', cards: list(otherViktor), chosenChampion: null }, reason: 'typo', now: NOW } as const;
    expect(decideCorrectDecklist(correction, tournament([...teams, submitted(1, viktor)]))).toMatchObject({ ok: false, error: { code: 'TEAM.SHARED_DECK_CARDS' } });
    const listsFirst = [teams[0], registered(1), registered(2), registered(3), registered(4), submitted(1, viktor), submitted(2, otherViktor), teamRegistered('tA', ['p1', 'p2']), teamRegistered('tB', ['p3', 'p4'])] as TournamentEvent[];
    expect(decideStartTournament({ type: 'StartTournament', actor: organizer, now: NOW }, tournament(listsFirst))).toMatchObject({ ok: false, error: { code: 'TEAM.SHARED_DECK_CARDS' } });
  });

  it('compares canonical cards: an alternate-art printing of the same legend is the same legend', () => {
    const mine = list(viktor);
    const legend = readyDeck(viktor).legend;
    const altArt = mine.map((entry) => (entry.cardCode === legend ? { ...entry, cardCode: `${legend}a` } : entry));
    expect(teamDecksConflict({ cards: mine, sideboard: [], chosenChampion: null }, { cards: altArt, sideboard: [], chosenChampion: null })).toMatchObject({ code: 'TEAM.SHARED_DECK_CARDS' });
  });
});
