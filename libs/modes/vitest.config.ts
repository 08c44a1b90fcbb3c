import { defineProjectTests } from '../../tools/test/vitest.shared.js';

// The seeded bot-game properties (FFA3, War, Magma Chamber) play whole matches: on a loaded
// two-core CI machine they need more than the default 20 s, as the engine's property suite does.
export default defineProjectTests(import.meta.dirname, { timeouts: { unit: 120_000 } });
