import { CreateEventStore1763800000000 } from './1763800000000-create-event-store.js';

/** The event store's migrations, in order. Applications add their own after these. */
export const eventStoreMigrations = [CreateEventStore1763800000000];
