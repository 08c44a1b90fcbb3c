import { defineProjectTests } from './test/vitest.shared.js';

export default defineProjectTests(import.meta.dirname);
