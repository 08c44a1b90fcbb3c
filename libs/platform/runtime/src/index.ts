export { type ArbiterConfig, ConfigError, installationKeyPrefix, loadConfig, MIN_JWT_SECRET_LENGTH } from './lib/config/arbiter-config.js';
export { ARBITER_CONFIG, ConfigModule } from './lib/config/config.module.js';
export { DatabaseModule, type DatabaseModuleOptions } from './lib/database/database.module.js';
export { HealthModule } from './lib/health/health.module.js';
export {
  HealthService,
  type ComponentHealth,
  type EventStoreHealth,
  type HealthReport,
} from './lib/health/health.service.js';
export { assertRedisReachable } from './lib/redis/assert-redis-reachable.js';
export { RedisConnections, RedisModule } from './lib/redis/redis.module.js';
export { startEmbeddedPostgres, type EmbeddedPostgres } from './lib/database/embedded/embedded-postgres.js';
export { announceProcessReady, PROCESS_READY_EVENT } from './lib/process-ready.js';
