import { loadConfig } from '@arbiter/platform-runtime';
import { startWorker } from './bootstrap.js';

try {
  const worker = await startWorker(loadConfig());
  console.log(`Arbiter worker ready (metrics on port ${worker.metricsPort})`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
