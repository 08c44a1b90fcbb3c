import { type DynamicModule, Logger, Module, type ModuleMetadata, type Type } from '@nestjs/common';
import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { createSchema, createYoga, type YogaServerInstance } from 'graphql-yoga';
import type { GraphqlContextFactory, GraphqlContribution, GraphqlHttpRequest } from './graphql-contribution.js';
import { renderLocalGraphiQL } from './local-graphiql.js';
import { type BusyAnswerLog, maskError, type MaskedErrorLog } from './mask-error.js';
import { queryLimitRejection } from './query-limits.js';
import { wellFormedTextPlugin } from './well-formed-text.js';

/** Injection token of the yoga server instance. */
export const GRAPHQL_SERVER = Symbol('GRAPHQL_SERVER');

export type GraphqlServer = YogaServerInstance<{ req: GraphqlHttpRequest }, object>;

export interface GraphqlModuleOptions {
  /** Modules whose providers the contributions inject. */
  readonly imports?: ModuleMetadata['imports'];
  readonly contributions: readonly Type<GraphqlContribution>[];
  readonly contextFactory?: Type<GraphqlContextFactory>;
  /** Deepest selection a query may have (default 12). */
  readonly maxDepth?: number;
  /** Highest cost a query may have (graphql-armor's cost model, default 20,000). */
  readonly maxCost?: number;
  /** Where masked errors are logged (default: the Nest logger `GraphQL`, with the stack). */
  readonly maskedErrorLog?: MaskedErrorLog;
  /** Where `SERVICE.UNAVAILABLE` answers are logged (default: a warning of the Nest logger `GraphQL`). */
  readonly busyAnswerLog?: BusyAnswerLog;
}

const logger = new Logger('GraphQL');

/** The operator's side of a masked error: the id the client got, the message and the stack. */
const logMaskedError: MaskedErrorLog = ({ correlationId, error }) => {
  const text = error instanceof Error ? error.message : String(error);
  logger.error(`masked error ${correlationId}: ${text}`, error instanceof Error ? error.stack : undefined);
};

/**
 * The operator's side of a busy answer: why a client was told to send its request again. A burst
 * that exhausts the pool shows as many `pool_timeout` lines; a hot stream as `lost_race`.
 */
const logBusyAnswer: BusyAnswerLog = ({ reason, path, error }) => {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  logger.warn(`busy answer (${reason}) to ${path ?? 'a request'}: ${text}`);
};

/**
 * The GraphQL server: graphql-yoga with GraphiQL, error masking (`maskError`), and depth and cost
 * limits, over the schema that the contributions add up to. `mountGraphql` puts it on the HTTP
 * server at `/graphql`.
 */
@Module({})
export class GraphqlModule {
  static forRoot(options: GraphqlModuleOptions): DynamicModule {
    const factory = options.contextFactory;
    return {
      module: GraphqlModule,
      imports: [...(options.imports ?? [])],
      providers: [
        ...options.contributions,
        ...(factory ? [factory] : []),
        {
          provide: GRAPHQL_SERVER,
          inject: [...(factory ? [factory] : []), ...options.contributions],
          useFactory: (...injected: unknown[]) => {
            const contextFactory = factory ? (injected.shift() as GraphqlContextFactory) : null;
            return createGraphqlServer(injected as GraphqlContribution[], contextFactory, options);
          },
        },
      ],
      exports: [GRAPHQL_SERVER],
    };
  }
}

export function createGraphqlServer(
  contributions: readonly GraphqlContribution[],
  contextFactory: GraphqlContextFactory | null,
  options: Pick<GraphqlModuleOptions, 'maxDepth' | 'maxCost' | 'maskedErrorLog' | 'busyAnswerLog'>,
): GraphqlServer {
  const schema = createSchema<{ req: GraphqlHttpRequest }>({
    typeDefs: contributions.map((contribution) => contribution.typeDefs),
    resolvers: contributions.map((contribution) => contribution.resolvers()),
  });
  return createYoga<{ req: GraphqlHttpRequest }>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: { title: 'Arbiter GraphQL' },
    // GraphiQL from this server's own copy of its assets: it works without internet.
    renderGraphiQL: renderLocalGraphiQL,
    landingPage: false,
    logging: false,
    maskedErrors: { maskError: (error, message) => maskError(error, message, options.maskedErrorLog ?? logMaskedError, options.busyAnswerLog ?? logBusyAnswer) },
    plugins: [
      maxDepthPlugin({ n: options.maxDepth ?? 12, exposeLimits: true, propagateOnRejection: false, onReject: [queryLimitRejection('QUERY.TOO_DEEP')] }),
      costLimitPlugin({ maxCost: options.maxCost ?? 20_000, exposeLimits: true, propagateOnRejection: false, onReject: [queryLimitRejection('QUERY.TOO_COSTLY')] }),
      wellFormedTextPlugin(),
    ],
    context: async ({ req }) => (contextFactory ? await contextFactory.create(req) : {}),
  });
}
