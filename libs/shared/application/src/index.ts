export { ConcurrencyError, EventIdReuseError } from './lib/concurrency.error.js';
export {
  EventStore,
  type EventStoreSession,
  type EventStoreTransaction,
  type StreamAppend,
  type StreamRange,
} from './lib/event-store.port.js';
export type {
  AppendOptions,
  AppendResult,
  EventMetadata,
  EventMetadataInput,
  ExpectedVersion,
  NewEvent,
  OutboxMessageInput,
  StoredEvent,
} from './lib/event-store.types.js';
export type { OutboxDelivery, OutboxProcessor } from './lib/outbox-processor.port.js';
export { GroupCommit, type GroupCommitOptions, type GroupCommitRunners } from './lib/group-commit.js';
export { namedStatementsAllowed, preparedQuery, type SqlRunner, statementName, withoutNamedStatements } from './lib/prepared-query.js';
