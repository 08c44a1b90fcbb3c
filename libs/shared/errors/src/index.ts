export { AppError, isAppError, type AppErrorOptions } from './app-error.js';
