/**
 * A catch-up subscriber in its own process, for the kill -9 test. It records every delivered
 * event in `seen` (counting deliveries) inside the batch transaction, then dawdles so the test can
 * kill it in the middle of its work.
 *
 * usage: subscriber-process.ts <database-url> <schema> <subscription-name> <batch-size> <delay-ms>
 */
import { CatchUpSubscription } from '../lib/subscription/catch-up-subscription.js';
import { connectDataSource, createDataSource } from '../lib/data-source.js';

const [url, schema, name, batchSize, delayMs] = process.argv.slice(2);
if (!url || !schema || !name) throw new Error('usage: <url> <schema> <name> <batch-size> <delay-ms>');

const dataSource = await connectDataSource(createDataSource({ url, schema, poolSize: 2 }), schema);
const subscription = new CatchUpSubscription(dataSource, {
  name,
  batchSize: Number(batchSize ?? 50),
  pollIntervalMs: 50,
  async handle(events, tx) {
    await tx.query(
      `INSERT INTO seen (event_id, deliveries)
       SELECT unnest($1::uuid[]), 1
       ON CONFLICT (event_id) DO UPDATE SET deliveries = seen.deliveries + 1`,
      [events.map((event) => event.id)],
    );
    await new Promise((resolve) => setTimeout(resolve, Number(delayMs ?? 20)));
  },
  onError: (error) => console.error('subscriber error', error),
});
subscription.start();
console.log('started');
