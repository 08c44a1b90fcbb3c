export { createTestDatabase, testDatabaseUrl, type TestDatabase, type TestDatabaseOptions } from './test-database.js';
