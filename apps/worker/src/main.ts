import { announceProcessReady, loadConfig } from '@arbiter/platform-runtime';
import { startWorker } from './bootstrap.js';
import { lowerCpuPriority } from './cpu-priority.js';

// No top-level await: the bundle the images run is a CommonJS function (tools/build/bundle.mjs).
async function main(): Promise<void> {
  try {
    const config = loadConfig();
    lowerCpuPriority(config.workerNice);
    const worker = await startWorker(config);
    console.log(`Arbiter worker ready (metrics on port ${worker.metricsPort})`);
    // The starter of the images writes its code cache now, with what the start compiled.
    announceProcessReady();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

void main();
