export * from './lib/public-api.js';
