/**
 * Issue 21 through GraphQL: every legal deck of every set registers (deck code or pasted text),
 * refusals name their rule, line and card; lists lock at the start (issue 18 item 11) and then
 * change only as audited corrections; deck checks, open decklists, publication, exports, the best
 * player of each legend; GAME.CARDS_NOT_SUPPORTED while the event runs with any legal deck.
 */
import { CATALOG } from '@arbiter/cards';
import { deckCodeOf, type Decklist, formatDeckText, readDeckCode } from '@arbiter/decks';
import { deckOfEachLegend, JINX_DECK, JINX_FILLER } from '@arbiter/decks/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, organizer, signUp, type Session } from '../testing/graphql-client.js';
import { startPlatformHarness, type PlatformHarness } from '../testing/platform-harness.js';
import { deckCodeOf as readyDeckCode, ops, roundCompleted, roundMatches } from '../testing/tournament-driver.js';

const CARD = `cardCode cardId name count`;
const DECKLIST = `deckCode submittedAt published playableOnline unsupportedCards { cardCode name } legend { ${CARD} } chosenChampionCard { ${CARD} }
  mainDeck { ${CARD} } runes { ${CARD} } battlefields { ${CARD} } sideboard { ${CARD} } text corrections { reason at }`;
const SUBMIT = `mutation($input: SubmitDecklistInput!) { submitDecklist(input: $input) { id hasDecklist decklist { ${DECKLIST} } } }`;
const PLAYER = `query($t: ID!, $p: ID!) { player(tournamentId: $t, playerId: $p) { id hasDecklist decklist { deckCode legend { name } } } }`;
const CORRECT = `mutation($input: CorrectDecklistInput!) { correctDecklist(input: $input) { id decklist { deckCode legend { name } corrections { reason } } } }`;
const CHECK = `mutation($input: RecordDeckCheckInput!) { recordDeckCheck(input: $input) { id playerId round outcome differences incidentId } }`;
const CHECKS = `query($t: ID!) { deckChecks(tournamentId: $t) { id playerId outcome incidentId } }`;
const INCIDENT = `mutation($input: RecordIncidentInput!) { recordIncident(input: $input) { id } }`;
const PUBLISH = `mutation($t: ID!, $s: DecklistPublication!) { publishDecklists(tournamentId: $t, scope: $s) { id } }`;
const EXPORT = `query($t: ID!, $f: DecklistExportFormat!) { decklistExport(tournamentId: $t, format: $f) }`;
const BEST = `query($t: ID!) { bestOfEachLegend(tournamentId: $t) { legend { cardId name } player { id } placing players } }`;
const SETTINGS = `query($t: ID!) { tournament(id: $t) { settings { openDecklists decklistDeadline format { id name sets bans { card name from } sideboardSize } } } }`;
const PRECON_SETTINGS = `query($t: ID!) { tournament(id: $t) { settings { organizedPlayLevel allowPreconstructedBannedCards format { id preconstructedDecks { name deckCode } } } } }`;
const START_GAME = `mutation($m: ID!) { startMatchGame(matchId: $m) { gameId } }`;

interface Card {
  readonly cardCode: string;
  readonly cardId: string | null;
  readonly name: string | null;
  readonly count: number;
}
interface ShownList {
  readonly deckCode: string | null;
  readonly playableOnline: boolean;
  readonly unsupportedCards: readonly { cardCode: string; name: string | null }[];
  readonly legend: readonly Card[];
  readonly chosenChampionCard: Card | null;
  readonly mainDeck: readonly Card[];
  readonly runes: readonly Card[];
  readonly battlefields: readonly Card[];
  readonly sideboard: readonly Card[];
  readonly text: string;
}

const decks = deckOfEachLegend({ seed: 'decklists-e2e', printings: 'varied', sideboard: 8 });
const codeOf = (decklist: Decklist): string => {
  const encoded = deckCodeOf(decklist);
  if (!encoded.ok) throw new Error(encoded.error.message);
  return encoded.code;
};
const deckOfSet = (set: string) => {
  const found = decks.find((entry) => entry.legend.set === set);
  if (!found) throw new Error(`no deck of ${set}`);
  return found;
};
const canonical = (decklist: Decklist): string[] =>
  [...decklist.legend, ...decklist.mainDeck, ...decklist.runes, ...decklist.battlefields, ...decklist.sideboard]
    .map((entry) => `${CATALOG.byCode(entry.code)?.card.id ?? entry.code} x${entry.count}`)
    .sort();
const total = (cards: readonly Card[]) => cards.reduce((sum, card) => sum + card.count, 0);

let platform: PlatformHarness;
let org: Session;
let judge: Session;
const players: { session: Session; playerId: string }[] = [];
let t = '';

beforeAll(async () => {
  platform = await startPlatformHarness('decklists');
  org = await organizer(platform, 'org@decklists.test');
  judge = await signUp(platform, 'judge@decklists.test', 'Judge Deckard');
  const { createTournament } = await org.ok<{ createTournament: { id: string } }>(ops.createTournament, {
    input: { name: 'Deck Cup', mode: 'match', swissRounds: 1, topCut: 2, resultPolicy: 'staff_only', openDecklists: true, decklistDeadline: '2099-01-01T09:00:00Z' },
  });
  t = createTournament.id;
  await org.ok(ops.assignStaff, { t, email: 'judge@decklists.test', role: 'judge' });
  for (let n = 1; n <= 4; n++) {
    const session = await signUp(platform, `p${n}@decklists.test`, `Player ${n}`);
    const { registerPlayer } = await org.ok<{ registerPlayer: { id: string } }>(ops.registerPlayer, { input: { tournamentId: t, email: session.email } });
    players.push({ session, playerId: registerPlayer.id });
  }
}, 120_000);
afterAll(() => platform.stop());

const player = (index: number) => players[index] as { session: Session; playerId: string };
const submit = (index: number, input: Record<string, unknown>) => player(index).session.raw<{ submitDecklist: { decklist: ShownList } }>(SUBMIT, { input: { tournamentId: t, ...input } });

describe('registering decks through GraphQL (issue 21 items 5, 6, 8)', () => {
  it('shows the tournament format, the open decklist policy and the deadline', async () => {
    const { tournament } = await org.ok<{ tournament: { settings: Record<string, unknown> } }>(SETTINGS, { t });
    expect(tournament.settings).toMatchObject({ openDecklists: true, decklistDeadline: '2099-01-01T09:00:00Z', format: { id: 'standard', sets: ['OGS', 'OGN', 'SFD', 'UNL', 'VEN'], sideboardSize: 10 } });
    expect((tournament.settings['format'] as { bans: { name: string }[] }).bans.map((ban) => ban.name)).toEqual(expect.arrayContaining(['Scrapheap']));
  });

  it('registers a realistic legal deck of each legend of every set from its deck code', async () => {
    expect(decks).toHaveLength(49);
    for (const { legend, decklist } of decks) {
      const response = await submit(0, { deckCode: codeOf(decklist) });
      expect(response.errors, `${legend.set} ${legend.name}`).toBeUndefined();
      expect(response.data?.submitDecklist.decklist.legend).toEqual([expect.objectContaining({ cardId: legend.id, name: legend.name, count: 1 })]);
    }
  });

  it('registers Unleashed and Vendetta decks from their codes and answers the decoded list with card names', async () => {
    for (const [index, set] of [[0, 'UNL'], [1, 'VEN']] as const) {
      const { decklist } = deckOfSet(set);
      const response = await submit(index, { deckCode: codeOf(decklist) });
      const shown = response.data?.submitDecklist.decklist;
      expect(shown).toMatchObject({ deckCode: codeOf(decklist) });
      expect([total(shown?.legend ?? []), total(shown?.mainDeck ?? []), total(shown?.runes ?? []), total(shown?.battlefields ?? []), total(shown?.sideboard ?? [])]).toEqual([1, 40, 12, 3, 8]);
      expect(shown?.mainDeck.every((card) => card.name !== null && card.name === CATALOG.byCode(card.cardCode)?.card.name)).toBe(true);
      expect(shown?.chosenChampionCard?.name).toBe(CATALOG.byCode(decklist.chosenChampion ?? '')?.card.name);
    }
  });

  it('registers a pasted text list and reads it back as a deck code', async () => {
    const { decklist } = deckOfSet('OGN');
    const response = await submit(2, { deckText: formatDeckText(decklist) });
    const shown = response.data?.submitDecklist.decklist;
    // Text names cards, not printings: the code read back holds the same cards by canonical id.
    const readBack = readDeckCode(shown?.deckCode ?? '');
    expect(readBack.ok && canonical(readBack.decklist)).toEqual(canonical(decklist));
    expect(shown?.text).toBe(formatDeckText(decklist));
  });

  it('refuses an unknown card name in a pasted list with its line (DECKLIST.INVALID_TEXT)', async () => {
    const lines = formatDeckText(deckOfSet('SFD').decklist).split('\n');
    const index = lines.findIndex((line) => /^\d+ /.test(line) && lines.slice(0, lines.indexOf(line)).some((prior) => /main deck/i.test(prior)));
    lines[index] = '2 Card That Never Was';
    const response = await submit(3, { deckText: lines.join('\n') });
    expect(response.errors?.[0]?.extensions).toMatchObject({
      code: 'DECKLIST.INVALID_TEXT',
      details: { lines: [expect.objectContaining({ code: 'DECK_TEXT.UNKNOWN_CARD', line: index + 1, text: '2 Card That Never Was' })] },
    });
  });

  it('heads a refusal with the most important violation and lists every one with rule and card', async () => {
    const { decklist } = deckOfSet('OGS');
    const [first, ...rest] = decklist.mainDeck;
    const broken = { ...decklist, mainDeck: [{ code: first?.code ?? '', count: (first?.count ?? 0) + 2 }, ...rest] };
    const response = await submit(3, { deckCode: codeOf(broken) });
    const error = response.errors?.[0];
    expect(error?.extensions).toMatchObject({ code: 'DECKLIST.ILLEGAL' });
    const violations = (error?.extensions?.['details'] as { violations: { code: string; ruleRef: string; message: string; card?: string; cardName?: string }[] }).violations;
    expect(error?.message).toContain(violations[0]?.message ?? '?');
    expect(error?.extensions?.['ruleRef']).toBe(violations[0]?.ruleRef);
    expect(violations).toEqual(expect.arrayContaining([expect.objectContaining({ code: 'deck/too_many_copies', ruleRef: expect.stringMatching(/^CR 1\.3 /), cardName: expect.any(String) })]));
    // The refused code as it was read, with card names, so the player sees what they sent.
    const decoded = (error?.extensions?.['details'] as { decklist: { legend: { name: string | null }[]; mainDeck: { cardCode: string; name: string | null; count: number }[] } }).decklist;
    expect(decoded.legend[0]?.name).toEqual(expect.any(String));
    expect(decoded.mainDeck).toEqual(expect.arrayContaining([expect.objectContaining({ cardCode: first?.code, count: (first?.count ?? 0) + 2, name: expect.any(String) })]));
  });

  it('says whether a list can be played online and which cards cannot', async () => {
    const response = await submit(3, { deckCode: readyDeckCode(0) });
    expect(response.data?.submitDecklist.decklist).toMatchObject({ playableOnline: true, unsupportedCards: [] });
    const unleashed = await player(0).session.ok<{ player: unknown }>(`query($t: ID!, $p: ID!) { player(tournamentId: $t, playerId: $p) { decklist { playableOnline unsupportedCards { cardCode name } } } }`, {
      t,
      p: player(0).playerId,
    });
    expect(unleashed.player).toMatchObject({ decklist: { playableOnline: false, unsupportedCards: expect.arrayContaining([expect.objectContaining({ name: expect.any(String) })]) } });
  });

  it('hides lists from other players and visitors before the start (rule 127)', async () => {
    const read = (session: Session) => session.ok<{ player: { hasDecklist: boolean; decklist: unknown } }>(PLAYER, { t, p: player(0).playerId });
    expect((await read(player(1).session)).player).toMatchObject({ hasDecklist: true, decklist: null });
    expect((await read(anonymous(platform))).player).toMatchObject({ decklist: null });
    expect((await read(judge)).player.decklist).not.toBeNull();
  });
});

describe('decklists through the event (issue 21 item 7, issue 18 item 11)', () => {
  it('locks lists when the event starts, before round 1 is paired (DECKLIST.LOCKED)', async () => {
    await org.ok(ops.startTournament, { t });
    const again = await submit(0, { deckCode: codeOf(deckOfSet('SFD').decklist) });
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'DECKLIST.LOCKED', ruleRef: 'TR 2026-07-16 401.3' });
    expect(await org.fails(SUBMIT, { input: { tournamentId: t, playerId: player(0).playerId, deckCode: readyDeckCode(1) } })).toBe('DECKLIST.LOCKED');
  });

  it('lets a judge correct a list with a reason; the player cannot', async () => {
    const input = { tournamentId: t, playerId: player(0).playerId, deckCode: codeOf(deckOfSet('SFD').decklist), reason: 'presented deck was the SFD list (TR 703.3.b.2)' };
    expect(await player(0).session.fails(CORRECT, { input })).toBe('AUTH.FORBIDDEN');
    expect(await judge.fails(CORRECT, { input: { ...input, reason: ' ' } })).toBe('DECKLIST.REASON_REQUIRED');
    const { correctDecklist } = await judge.ok<{ correctDecklist: { decklist: { deckCode: string; corrections: { reason: string }[] } } }>(CORRECT, { input });
    expect(correctDecklist.decklist).toMatchObject({ deckCode: input.deckCode, corrections: [{ reason: input.reason }] });
    const own = await player(0).session.ok<{ player: { decklist: { deckCode: string } } }>(PLAYER, { t, p: player(0).playerId });
    expect(own.player.decklist.deckCode).toBe(input.deckCode);
  });

  it('records deck checks: ok, or the differences linked to an incident; staff read them', async () => {
    const ok = await judge.ok<{ recordDeckCheck: { outcome: string } }>(CHECK, { input: { tournamentId: t, playerId: player(1).playerId, outcome: 'ok' } });
    expect(ok.recordDeckCheck).toMatchObject({ outcome: 'ok', round: 0, differences: null });
    const { recordIncident } = await judge.ok<{ recordIncident: { id: string } }>(INCIDENT, {
      input: { tournamentId: t, playerId: player(2).playerId, category: 'deck_error', measure: 'warning', description: 'deck one card short of the list' },
    });
    const differences = { tournamentId: t, playerId: player(2).playerId, outcome: 'differences', differences: 'one copy missing from the main deck', incidentId: recordIncident.id };
    expect(await player(2).session.fails(CHECK, { input: differences })).toBe('AUTH.FORBIDDEN');
    expect(await judge.fails(CHECK, { input: { ...differences, differences: null } })).toBe('DECK_CHECK.DIFFERENCES_REQUIRED');
    await judge.ok(CHECK, { input: differences });
    const { deckChecks } = await org.ok<{ deckChecks: { playerId: string; incidentId: string | null }[] }>(CHECKS, { t });
    expect(deckChecks).toEqual([expect.objectContaining({ playerId: player(1).playerId, incidentId: null }), expect.objectContaining({ playerId: player(2).playerId, incidentId: recordIncident.id })]);
    expect(await player(1).session.fails(CHECKS, { t })).toBe('AUTH.FORBIDDEN');
  });

  it('shows each player their opponent’s list under open decklists, and no one else’s (TR 2026-07-16 401.5)', async () => {
    await org.ok(ops.pairNextRound, { t });
    const matches = await roundMatches(org, t, 1);
    const me = player(0);
    const mine = matches.find((match) => match.entrants.some((entrant) => entrant.id === me.playerId));
    const opponentId = mine?.entrants.find((entrant) => entrant.id !== me.playerId)?.id;
    const stranger = players.find((entry) => entry.playerId !== me.playerId && entry.playerId !== opponentId);
    const read = (p: string) => me.session.ok<{ player: { decklist: { legend: { name: string }[] } | null } }>(PLAYER, { t, p });
    expect((await read(opponentId ?? '')).player.decklist?.legend).toHaveLength(1);
    expect((await read(stranger?.playerId ?? '')).player.decklist).toBeNull();
  });

  it('refuses to start an online game with cards the engine does not play: GAME.CARDS_NOT_SUPPORTED with the list', async () => {
    const matches = await roundMatches(org, t, 1);
    const mine = matches.find((match) => match.entrants.some((entrant) => entrant.id === player(0).playerId));
    const response = await player(0).session.raw(START_GAME, { m: mine?.id });
    const error = response.errors?.[0];
    expect(error?.extensions?.['code']).toBe('GAME.CARDS_NOT_SUPPORTED');
    const listed = (error?.extensions?.['details'] as { players: { entrantId: string; cards: { name: string }[] | null; count: number }[] }).players;
    const own = listed.find((entry) => entry.entrantId === player(0).playerId);
    expect(own?.cards?.length).toBe(own?.count);
    expect(own?.count).toBeGreaterThan(0);
    for (const other of listed.filter((entry) => entry.entrantId !== player(0).playerId)) expect(other.cards).toBeNull();
  });

  it('runs the event with these decks: results, top cut, finish; publishes the top cut, then every list', async () => {
    const enter = async (round: number) => {
      for (const match of await roundMatches(org, t, round)) {
        const [first, second] = match.entrants;
        await org.ok(ops.enterResult, { input: { matchId: match.id, result: { seats: [{ entrantId: first?.id, gameWins: 2 }, { entrantId: second?.id, gameWins: 0 }] } } });
      }
      await roundCompleted(org, t, round);
    };
    await enter(1);
    expect(await org.fails(PUBLISH, { t, s: 'all' })).toBe('DECKLIST.NOT_PUBLISHABLE_YET');
    const { startTopCut } = await org.ok<{ startTopCut: { tables: { entrants: { id: string }[] }[] } }>(ops.startTopCut, { t });
    const finalists = startTopCut.tables.flatMap((table) => table.entrants.map((entrant) => entrant.id));
    await org.ok(PUBLISH, { t, s: 'top_cut' });
    const visitor = anonymous(platform);
    for (const entry of players) {
      const { player: seen } = await visitor.ok<{ player: { decklist: unknown } }>(PLAYER, { t, p: entry.playerId });
      expect(seen.decklist === null, entry.playerId).toBe(!finalists.includes(entry.playerId));
    }
    expect(await player(1).session.fails(BEST, { t })).toBe('AUTH.FORBIDDEN');
    await enter(2);
    const { finishTournament } = await org.ok<{ finishTournament: { champions: { id: string }[] } }>(ops.finishTournament, { t });
    await org.ok(PUBLISH, { t, s: 'all' });
    for (const entry of players) expect((await visitor.ok<{ player: { decklist: unknown } }>(PLAYER, { t, p: entry.playerId })).player.decklist).not.toBeNull();
    const { bestOfEachLegend } = await visitor.ok<{ bestOfEachLegend: { legend: { cardId: string }[]; player: { id: string }; placing: number; players: number }[] }>(BEST, { t });
    expect(bestOfEachLegend[0]).toMatchObject({ player: { id: finishTournament.champions[0]?.id }, placing: 1 });
    expect(bestOfEachLegend.reduce((sum, entry) => sum + entry.players, 0)).toBe(4);
  });

  it('exports every list as JSON and CSV for the staff only', async () => {
    const json = JSON.parse((await judge.ok<{ decklistExport: string }>(EXPORT, { t, f: 'json' })).decklistExport) as { decklists: { playerId: string; decklist: { deckCode: string; legend: Card[] } }[] };
    expect(json.decklists.map((entry) => entry.playerId)).toEqual(players.map((entry) => entry.playerId));
    expect(json.decklists[0]?.decklist.deckCode).toBe(codeOf(deckOfSet('SFD').decklist));
    const csv = (await org.ok<{ decklistExport: string }>(EXPORT, { t, f: 'csv' })).decklistExport;
    const [header, ...rows] = csv.trim().split('\r\n');
    expect(header).toBe('player_id,player,deck_code,section,card_code,card_name,count');
    expect(rows.filter((row) => row.includes(',runes,'))).not.toHaveLength(0);
    expect(await player(0).session.fails(EXPORT, { t, f: 'csv' })).toBe('AUTH.FORBIDDEN');
  });
});

describe('formats and deadlines (issue 21 items 3, 7)', () => {
  it('checks lists against an organizer-defined format and refuses a format that cannot be used', async () => {
    const { createTournament } = await org.ok<{ createTournament: { id: string } }>(ops.createTournament, {
      input: { name: 'Origins Night', mode: 'duel', format: { id: 'origins-only', name: 'Origins only', sets: ['OGN'], bans: [{ card: 'Scrapheap', from: '2026-01-01' }] } },
    });
    const { tournament } = await org.ok<{ tournament: { settings: { format: { id: string; sets: string[]; bans: { name: string }[] } } } }>(SETTINGS, { t: createTournament.id });
    expect(tournament.settings.format).toMatchObject({ id: 'origins-only', sets: ['OGN'], bans: [{ name: 'Scrapheap' }] });
    const { registerPlayer } = await org.ok<{ registerPlayer: { id: string } }>(ops.registerPlayer, { input: { tournamentId: createTournament.id, displayName: 'Walk-in' } });
    const response = await org.raw(SUBMIT, { input: { tournamentId: createTournament.id, playerId: registerPlayer.id, deckCode: codeOf(deckOfSet('UNL').decklist) } });
    expect(response.errors?.[0]?.extensions).toMatchObject({ code: 'DECKLIST.ILLEGAL', details: { violations: expect.arrayContaining([expect.objectContaining({ code: 'deck/card_not_in_format' })]) } });
    expect(await org.fails(ops.createTournament, { input: { name: 'Broken', mode: 'duel', format: { id: 'x', sets: ['NOPE'] } } })).toBe('TOURNAMENT.INVALID_SETTINGS');
  });

  it('lets an unmodified preconstructed deck keep its banned cards at casual OPL when the organizer allows it (TR 2026-07-16 601.2.d.2)', async () => {
    // Fight or Flight in the main deck and Reaver's Row as a battlefield: both banned in Standard.
    const product = codeOf({
      ...JINX_DECK,
      mainDeck: [...JINX_DECK.mainDeck.filter((entry) => entry.code !== JINX_FILLER[12]), { code: 'OGN-168', count: 1 }],
      battlefields: [...JINX_DECK.battlefields.slice(0, 2), { code: 'OGN-285', count: 1 }],
    });
    const format = { id: 'standard', preconstructedDecks: [{ name: 'Jinx Champion Deck', deckCode: product }] };
    const create = (allowPreconstructedBannedCards: boolean) =>
      org.ok<{ createTournament: { id: string } }>(ops.createTournament, {
        input: { name: 'Nexus Night', mode: 'duel', format, organizedPlayLevel: 'casual', allowPreconstructedBannedCards },
      });
    const submitProduct = async (tournamentId: string) => {
      const { registerPlayer } = await org.ok<{ registerPlayer: { id: string } }>(ops.registerPlayer, { input: { tournamentId, displayName: 'Walk-in' } });
      return org.raw(SUBMIT, { input: { tournamentId, playerId: registerPlayer.id, deckCode: product } });
    };
    const allowed = (await create(true)).createTournament.id;
    const { tournament } = await org.ok<{ tournament: { settings: Record<string, unknown> } }>(PRECON_SETTINGS, { t: allowed });
    expect(tournament.settings).toEqual({ organizedPlayLevel: 'casual', allowPreconstructedBannedCards: true, format: { id: 'standard', preconstructedDecks: [{ name: 'Jinx Champion Deck', deckCode: product }] } });
    expect((await submitProduct(allowed)).errors).toBeUndefined();
    const refused = await submitProduct((await create(false)).createTournament.id);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'DECKLIST.ILLEGAL', details: { violations: [expect.objectContaining({ code: 'deck/banned_card' }), expect.objectContaining({ code: 'deck/banned_card' })] } });
    const competitive = { name: 'RQ', mode: 'duel', format, organizedPlayLevel: 'competitive', allowPreconstructedBannedCards: true };
    expect(await org.fails(ops.createTournament, { input: competitive })).toBe('TOURNAMENT.INVALID_SETTINGS');
  });

  it('checks lists against the format as of the event date, whenever they are submitted (TR 2026-07-16 601.3.c)', async () => {
    // Fight or Flight is banned in Standard from 2026-04-29 (TR 2026-07-16 601.2.d.2.a).
    const withBannedCard = codeOf({ ...JINX_DECK, mainDeck: [...JINX_DECK.mainDeck.filter((entry) => entry.code !== JINX_FILLER[12]), { code: 'OGN-168', count: 1 }] });
    const eventOn = async (startsOn: string) => {
      const { createTournament } = await org.ok<{ createTournament: { id: string } }>(ops.createTournament, { input: { name: `Dated Cup ${startsOn}`, mode: 'duel', startsOn } });
      const { registerPlayer } = await org.ok<{ registerPlayer: { id: string } }>(ops.registerPlayer, { input: { tournamentId: createTournament.id, displayName: 'Walk-in' } });
      return { t: createTournament.id, playerId: registerPlayer.id };
    };
    const before = await eventOn('2026-04-20');
    const { tournament } = await anonymous(platform).ok<{ tournament: { settings: { startsOn: string | null } } }>(`query($t: ID!) { tournament(id: $t) { settings { startsOn } } }`, { t: before.t });
    expect(tournament.settings.startsOn).toBe('2026-04-20');
    expect((await org.raw(SUBMIT, { input: { tournamentId: before.t, playerId: before.playerId, deckCode: withBannedCard } })).errors).toBeUndefined();
    const after = await eventOn('2099-06-01');
    const refused = await org.raw(SUBMIT, { input: { tournamentId: after.t, playerId: after.playerId, deckCode: withBannedCard } });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'DECKLIST.ILLEGAL', details: { violations: [expect.objectContaining({ code: 'deck/banned_card', card: 'OGN-168' })] } });
    const invalid = await org.raw(ops.createTournament, { input: { name: 'Undated Cup', mode: 'duel', startsOn: '2026-02-30' } });
    expect(invalid.errors?.[0]?.extensions).toMatchObject({ code: 'TOURNAMENT.INVALID_SETTINGS', details: { field: 'startsOn' } });
  });

  it('refuses a player’s list after the decklist deadline (the organizer can still enter it)', async () => {
    const { createTournament } = await org.ok<{ createTournament: { id: string } }>(ops.createTournament, {
      input: { name: 'Deadline Cup', mode: 'duel', decklistDeadline: '2026-01-01T00:00:00Z' },
    });
    await org.ok(ops.registerPlayer, { input: { tournamentId: createTournament.id, email: player(0).session.email } });
    expect(await player(0).session.fails(SUBMIT, { input: { tournamentId: createTournament.id, deckCode: readyDeckCode(0) } })).toBe('DECKLIST.DEADLINE_PASSED');
  });
});
