import { loadConfig } from '@arbiter/platform-runtime';
import { startApi } from './bootstrap.js';

try {
  const api = await startApi(loadConfig());
  console.log(`Arbiter API ready: ${api.graphqlUrl} (GraphiQL in a browser); pages at ${api.webUrl}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
