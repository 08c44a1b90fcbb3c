import { announceProcessReady, loadConfig } from '@arbiter/platform-runtime';
import { startApi } from './bootstrap.js';

// No top-level await: the bundle the images run is a CommonJS function (tools/build/bundle.mjs).
async function main(): Promise<void> {
  try {
    const config = loadConfig();
    if (config.jwtSecretEphemeral) {
      console.warn(
        'JWT_SECRET is not set: this process signs access tokens with a random secret of its own, so they stop working when it stops. `npm start` keeps one in the data folder; in production set JWT_SECRET.',
      );
    }
    const api = await startApi(config);
    console.log(`Arbiter API ready: ${api.graphqlUrl} (GraphiQL in a browser); pages at ${api.webUrl}`);
    // The starter of the images writes its code cache now, with what the start and warm-up compiled.
    announceProcessReady();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

void main();
