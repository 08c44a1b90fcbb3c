import { defineProjectTests } from '../../tools/test/vitest.shared.js';

// Browser flows drive a whole event through the pages: give them room, one file at a time.
export default defineProjectTests(import.meta.dirname, { timeouts: { e2e: 420_000 } });
