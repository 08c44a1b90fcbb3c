/**
 * Records the pinned Core Rules v1.0 logs: seeded bot games stored as JSON the way the platform
 * stores them, so that the tests prove they still replay with every hash while the live engine
 * changes (issue 22, ADR 0060). They were first recorded at commit 0f5f2a8, before rulesets
 * existed; now the games run on the frozen v1.0 engine (`@arbiter/engine-cr1-0`, directly and
 * through the registry), and the ruleset that the match events of today carry is left out,
 * as records of that time had none. Running it again must leave the files unchanged:
 * `node tools/run-ts.mjs tools/pinned-logs/record-cr1-0.ts && git diff --stat`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { type Deck, replay } from '@arbiter/engine-cr1-0';
import { duelSetup, LEE_SIN_COUNTERS, playBotGame, READY_DECKS, readyDeckCardList, threePlayerSetup, twoTeamsSetup, VIKTOR_RESCUE } from '@arbiter/engine-cr1-0/testing';
import { decideOnlineGame, evolveOnlineGame, initialOnlineGameState, type OnlineGameCommand, type OnlineGameEvent, type OnlineGameState, onlineGameView, onlineLegalActions } from '@arbiter/game-domain';
import { type MatchEvent, replayMatch } from '@arbiter/modes';
import { playBotMatch } from '@arbiter/modes/testing';
import { Random } from '@arbiter/prng';

const root = join(import.meta.dirname, '../..');
const DECKS: readonly Deck[] = [...READY_DECKS, LEE_SIN_COUNTERS, VIKTOR_RESCUE];
const deck = (index: number): Deck => DECKS[index % DECKS.length] as Deck;

/** A match event as stored before rulesets were recorded: `MatchCreated` named none. */
function unrecorded(event: MatchEvent): MatchEvent {
  if (event.type !== 'MatchCreated') return event;
  const { ruleset: _ruleset, ...rest } = event;
  return rest;
}

function write(path: string, value: unknown): void {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(value)}\n`);
  console.log(`${path}: ${Math.round(JSON.stringify(value).length / 1024)} KiB`);
}

function engineGame(name: string, setup: Parameters<typeof playBotGame>[0]['setup'], botSeed: string) {
  const game = playBotGame({ setup, botSeed });
  if (!game.finished || !replay(game.events).ok) throw new Error(`${name} did not finish or replay`);
  return { name, botSeed, events: game.events, finalHash: game.state.hash };
}

// 1. Engine games: a Duel, three players, two teams.
const ENGINE = 'libs/engine-cr1-0/pinned';
write(`${ENGINE}/duel.json`, engineGame('a Duel, Sett (buffs) against Viktor (tokens)', duelSetup([deck(1), deck(0)], 'cr1-0-duel'), 'cr1-0-bot-duel'));
write(`${ENGINE}/three-players.json`, engineGame('three players', threePlayerSetup([deck(0), deck(2), deck(4)], 'cr1-0-three'), 'cr1-0-bot-three'));
write(`${ENGINE}/two-teams.json`, engineGame('two teams', twoTeamsSetup([deck(1), deck(3), deck(5), deck(2)], 'cr1-0-teams'), 'cr1-0-bot-teams'));

// 2. A best-of-3 Match through the modes: the match stream and each game's stream.
const match = playBotMatch({ mode: 'match', seed: 'cr1-0-match', botSeed: 'cr1-0-bot-match', ruleset: 'CR 1.0' });
if (JSON.stringify(replayMatch(match.events.map(unrecorded))) !== JSON.stringify(match.match)) throw new Error('the match does not replay');
write('libs/modes/src/pinned/cr1-0-match-bo3.json', {
  name: 'a best-of-3 Match between bots',
  matchEvents: match.events.map(unrecorded),
  games: match.games.map((game) => ({ gameId: game.state.gameId, events: game.events, finalHash: game.state.hash })),
});

// 3. An online best-of-3 Match through the game domain, with a judge's backup in game 1.
const ACCOUNTS = ['acc-ana', 'acc-ben'];
const NOW = '2026-07-01T10:00:00.000Z';
const random = Random.seeded('cr1-0-bot-online');
const events: OnlineGameEvent[] = [];
let state: OnlineGameState = initialOnlineGameState();
const decide = (command: OnlineGameCommand): void => {
  const decision = decideOnlineGame(command, state);
  if (!decision.ok) throw new Error(`${decision.error.code}: ${decision.error.message}`);
  events.push(...decision.events);
  state = decision.events.reduce(evolveOnlineGame, state);
};
const seats = ACCOUNTS.map((accountId, index) => {
  const { cards, champion } = readyDeckCardList(index + 1);
  return { entrantId: `e-${index}`, name: accountId, accountIds: [accountId], cards, chosenChampion: champion };
});
decide({ type: 'StartOnlineGame', gameId: 'pinned-m-1', tournamentId: 'pinned-t-1', matchId: 'pinned-m-1', mode: 'match', ruleset: 'CR 1.0', seats, seed: 'cr1-0-online-seed', now: NOW });
let rewound = false;
for (let step = 0; state.status === 'playing'; step++) {
  if (step > 100_000) throw new Error('the online match does not end');
  if (!rewound && step === 120 && state.checkpoints.length >= 3) {
    decide({ type: 'RewindOnlineGame', judgeAccountId: 'acc-judge', actions: 3, reason: 'misclick, both agree', now: NOW });
    rewound = true;
    continue;
  }
  const seat = onlineGameView(state, { kind: 'judge' }).waitingFor;
  if (seat === null) throw new Error('nobody decides in a game that is going on');
  decide({ type: 'TakeGameAction', accountId: ACCOUNTS[seat] as string, action: random.pick(onlineLegalActions(state, seat)), now: NOW });
}
if (!rewound) throw new Error('the online match had no backup');
const stored = events.map((event) => (event.type === 'OnlineGameStarted' ? { ...event, data: { ...event.data, matchEvents: event.data.matchEvents.map(unrecorded) } } : event));
const finalHash = state.status === 'none' ? null : (state.game?.hash ?? null);
write('libs/game/domain/src/pinned/cr1-0-online-match.json', { name: 'an online best-of-3 Match with a judge backup', events: stored, finalHash });
