/**
 * A GraphQL server that answers `reportResult` and does nothing else: graphql-yoga on Fastify
 * with the api's plugins and error masking, and the same mutation and input types, but no
 * authentication, command or database. With `NO_OP_QUEUE_PREFIX` set, each mutation adds one
 * no-op BullMQ job (job id = report id, the product's job options, added in bulk with the jobs of
 * concurrent mutations) before it answers. Started as
 * a process of its own by `no-op-graphql.ts`; prints its URL when it listens.
 */
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import Fastify from 'fastify';
import { createSchema, createYoga } from 'graphql-yoga';
import { randomUUID } from 'node:crypto';
import { NO_OP_QUEUE } from './no-op-queue.js';

const typeDefs = /* GraphQL */ `
  input SeatResultInput {
    entrantId: ID!
    gameWins: Int
    placement: Int
  }
  input MatchResultInput {
    seats: [SeatResultInput!]!
    gameDraws: Int
  }
  input ReportResultInput {
    matchId: ID!
    result: MatchResultInput!
  }
  type ReportReceipt {
    reportId: ID!
    matchId: ID!
  }
  type Query {
    ok: Boolean!
  }
  type Mutation {
    reportResult(input: ReportResultInput!): ReportReceipt!
  }
`;

const queuePrefix = process.env['NO_OP_QUEUE_PREFIX'];
const queue = queuePrefix
  ? new Queue(NO_OP_QUEUE, {
      connection: new Redis(process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: null }),
      prefix: queuePrefix,
      defaultJobOptions: { attempts: 8, removeOnComplete: true, removeOnFail: true },
    })
  : null;

interface WaitingJob {
  readonly data: { readonly matchId: string; readonly reportId: string };
  readonly added: () => void;
  readonly failed: (error: unknown) => void;
}

/**
 * Jobs that arrive while an add is in flight go together in the next `addBulk`, the cheapest
 * way to put many jobs on BullMQ (the platform's relay adds in bulk too).
 */
const waiting: WaitingJob[] = [];
let adding = false;

async function addWaiting(): Promise<void> {
  adding = true;
  while (queue && waiting.length > 0) {
    const batch = waiting.splice(0, waiting.length);
    try {
      await queue.addBulk(batch.map((job) => ({ name: 'report', data: job.data, opts: { jobId: job.data.reportId } })));
      for (const job of batch) job.added();
    } catch (error) {
      for (const job of batch) job.failed(error);
    }
  }
  adding = false;
}

function addJob(data: WaitingJob['data']): Promise<void> {
  return new Promise((added, failed) => {
    waiting.push({ data, added, failed });
    if (!adding) void addWaiting();
  });
}

async function reportResult(_: unknown, args: { input: { matchId: string } }): Promise<{ reportId: string; matchId: string }> {
  const reportId = randomUUID();
  if (queue) await addJob({ matchId: args.input.matchId, reportId });
  return { reportId, matchId: args.input.matchId };
}

const yoga = createYoga({
  schema: createSchema({
    typeDefs,
    resolvers: {
      Query: { ok: () => true },
      Mutation: { reportResult },
    },
  }),
  graphqlEndpoint: '/graphql',
  graphiql: false,
  landingPage: false,
  logging: false,
  maskedErrors: true,
  plugins: [maxDepthPlugin({ n: 12, exposeLimits: true }), costLimitPlugin({ maxCost: 20_000, exposeLimits: true })],
});

const app = Fastify();
app.route({ url: '/graphql', method: ['GET', 'POST', 'OPTIONS'], handler: (req, reply) => yoga.handleNodeRequestAndResponse(req, reply) });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`${address}/graphql`);
