import { loadConfig } from '@arbiter/platform-runtime';
import { startWorker } from './bootstrap.js';
import { lowerCpuPriority } from './cpu-priority.js';

try {
  const config = loadConfig();
  lowerCpuPriority(config.workerNice);
  const worker = await startWorker(config);
  console.log(`Arbiter worker ready (metrics on port ${worker.metricsPort})`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
