export * from './lib/online-game.events.js';
export * from './lib/online-game.state.js';
export * from './lib/decide-online-game.js';
export * from './lib/online-game.views.js';
export * from './lib/online-game-result.js';
