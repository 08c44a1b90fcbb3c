export { AppError, isAppError, type AppErrorOptions } from './app-error.js';
export { accept, refuse, type Decision, type Refusal } from './decision.js';
export { hasVisibleCharacter } from './visible-text.js';
