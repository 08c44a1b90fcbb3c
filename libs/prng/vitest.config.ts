import { defineProjectTests } from '../../tools/test/vitest.shared.js';

export default defineProjectTests(import.meta.dirname, { v8Intrinsics: true });
