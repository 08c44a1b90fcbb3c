/**
 * Records the pinned Core Rules v1.0 logs: seeded bot games played by the engine as it was
 * before Core Rules v1.4 (issue 22), stored as JSON the way the platform stores them, so that
 * the tests can prove they still replay with every hash after the live engine changes.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { type Deck, replay } from '@arbiter/engine';
import { duelSetup, LEE_SIN_COUNTERS, playBotGame, READY_DECKS, readyDeckCardList, threePlayerSetup, twoTeamsSetup, VIKTOR_RESCUE } from '@arbiter/engine/testing';
import { decideOnlineGame, evolveOnlineGame, initialOnlineGameState, type OnlineGameCommand, type OnlineGameEvent, type OnlineGameState, onlineGameView, onlineLegalActions } from '@arbiter/game-domain';
import { replayMatch } from '@arbiter/modes';
import { playBotMatch } from '@arbiter/modes/testing';
import { Random } from '@arbiter/prng';

const root = join(import.meta.dirname, '../..');
const DECKS: readonly Deck[] = [...READY_DECKS, LEE_SIN_COUNTERS, VIKTOR_RESCUE];
const deck = (index: number): Deck => DECKS[index % DECKS.length] as Deck;

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
const match = playBotMatch({ mode: 'match', seed: 'cr1-0-match', botSeed: 'cr1-0-bot-match' });
if (JSON.stringify(replayMatch(match.events)) !== JSON.stringify(match.match)) throw new Error('the match does not replay');
write('libs/modes/src/pinned/cr1-0-match-bo3.json', {
  name: 'a best-of-3 Match between bots',
  matchEvents: match.events,
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
decide({ type: 'StartOnlineGame', gameId: 'pinned-m-1', tournamentId: 'pinned-t-1', matchId: 'pinned-m-1', mode: 'match', seats, seed: 'cr1-0-online-seed', now: NOW });
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
write('libs/game/domain/src/pinned/cr1-0-online-match.json', { name: 'an online best-of-3 Match with a judge backup', events, finalHash: state.game?.hash ?? null });
