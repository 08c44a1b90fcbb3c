export { ConcurrencyError, EventIdReuseError } from '@arbiter/application';
export { eventsChannel } from './lib/append.sql.js';
export type { Queryable } from './lib/append-batch.js';
export {
  connectDataSource,
  createDataSource,
  quoteIdentifier,
  runMigrations,
  type DatabaseConfig,
} from './lib/data-source.js';
export { PostgresEventStore, PostgresEventStoreTransaction, type EventStoreOptions } from './lib/event-store.js';
export type {
  AppendOptions,
  AppendResult,
  EventMetadata,
  EventMetadataInput,
  ExpectedVersion,
  NewEvent,
  OutboxMessageInput,
  StoredEvent,
} from '@arbiter/application';
export { eventStoreMigrations } from './lib/migrations/index.js';
export { OutboxStore, type OutboxMessage, type OutboxStatus } from './lib/outbox/outbox.store.js';
export {
  CatchUpSubscription,
  resetCheckpoint,
  type CatchUpSubscriptionOptions,
  type SubscriptionHandler,
} from './lib/subscription/catch-up-subscription.js';
export { NotificationListener } from './lib/subscription/notification-listener.js';
