export { modeTestDecks, testPlayers } from './mode-test-decks.js';
export { botMatchDecision, playBotMatch, type BotGameRecord, type BotMatch, type BotMatchOptions } from './play-bot-match.js';
