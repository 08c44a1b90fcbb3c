/**
 * The worker with the transport's own test processor (`TallyProcessor`) added: the fault tests
 * start this entry as a child process, exactly as `main.ts` starts the product's worker.
 */
import { CreateTallyTotals1763900000000, TallyProcessor } from '@arbiter/platform-queue/testing';
import { loadConfig } from '@arbiter/platform-runtime';
import { startWorker } from '../bootstrap.js';

try {
  const worker = await startWorker(loadConfig(), {
    processors: [TallyProcessor],
    migrations: [CreateTallyTotals1763900000000],
  });
  console.log(`Arbiter worker ready (metrics on port ${worker.metricsPort})`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
