/**
 * A Regional Qualifier end to end on several api and worker processes (issue 20); see README.md.
 *
 * usage: npm run simulate:regional [-- --players 2000 --rounds 13 --top-cut 8 --api 2 --workers 2
 *        --kills 3 --in-flight 500 --report-in-flight 64 --seed regional --logs <dir> --cpu-prof]
 */
import { parseArgs } from 'node:util';
import { simulateRegional } from './simulate-regional.js';

const { values } = parseArgs({
  options: {
    players: { type: 'string', default: '2000' },
    rounds: { type: 'string', default: '13' },
    'top-cut': { type: 'string', default: '8' },
    api: { type: 'string', default: '2' },
    workers: { type: 'string', default: '2' },
    kills: { type: 'string', default: '3' },
    'in-flight': { type: 'string', default: '500' },
    'report-in-flight': { type: 'string', default: '64' },
    seed: { type: 'string', default: 'regional' },
    logs: { type: 'string' },
    'cpu-prof': { type: 'boolean', default: false },
  },
});

const started = Date.now();
const result = await simulateRegional({
  players: Number(values.players),
  rounds: Number(values.rounds),
  topCut: Number(values['top-cut']),
  apiProcesses: Number(values.api),
  workerProcesses: Number(values.workers),
  kills: Number(values.kills),
  inFlight: Number(values['in-flight']),
  reportInFlight: Number(values['report-in-flight']),
  seed: values.seed,
  logsDir: values.logs ?? null,
  cpuProfile: values['cpu-prof'],
  log: (line) => console.error(`[${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s] ${line}`),
});
console.log(JSON.stringify(result));
const clean = result.lostResults === 0 && result.doubledResults === 0 && result.standingsMismatches === 0 && result.failedRegistrations === 0 && result.rebuildClean;
process.exit(clean ? 0 : 1);
