export { DUEL, duelSetup } from './duel-mode.js';
export { LEE_SIN_COUNTERS, READY_DECKS, VIKTOR_RESCUE, readyDeckCardList, SETT_BUFFS, SETT_MIGHT, VIKTOR_CONTROL, VIKTOR_TOKENS } from './ready-decks.js';
export { playBotGame, randomBotChoice, type BotChoice, type BotGame, type BotGameOptions } from './random-bot.js';
export { Table } from './table.js';
export { TEST_FOUR_PLAYERS, TEST_THREE_PLAYERS, TEST_TWO_TEAMS } from './test-modes.js';
export { fourPlayerSetup, threePlayerSetup, twoTeamsSetup } from './multiplayer-setups.js';
export { poolDeckForLegend, randomPoolDeck, supportedCardPool, type CardPool, type LegendDeckOptions, type LegendPool } from './pool-decks.js';
