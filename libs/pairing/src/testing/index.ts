// Simulated events and reference checks for tests and benchmarks (not for production code).
export { chooseDrops, playBestOfThree, simulatedPlayers } from './simulation.js';
export type { SimulatedPlayer } from './simulation.js';
export { runSwissEvent } from './run-swiss-event.js';
export type { SwissEventOptions, SwissEventRun } from './run-swiss-event.js';
export { playPod, runPodEvent } from './run-pod-event.js';
export type { PodEventRun } from './run-pod-event.js';
export { compareCosts, exhaustiveSwissOptimum, swissPairingCost } from './swiss-cost.js';
export type { SwissCost } from './swiss-cost.js';
