export { ConcedeGameCommand, RewindGameCommand, StartMatchGameCommand, SubmitGameActionCommand } from './lib/commands/game.commands.js';
export { GameModule } from './lib/game.module.js';
export { type GameReceipt, gameRefusalError } from './lib/online-game.writer.js';
export { GetOnlineGameQuery, type OnlineGameRead } from './lib/queries/get-online-game.query.js';
