import { Kind, parse, type ArgumentNode, type DocumentNode, type OperationDefinitionNode, type ValueNode } from 'graphql';

/** A request for exactly one round's published pairings, which may be served from the cache. */
export interface CacheablePairingsRequest {
  readonly key: string;
  readonly tournamentId: string;
  readonly round: number;
}

export interface GraphqlRequestBody {
  readonly query?: unknown;
  readonly variables?: unknown;
  readonly operationName?: unknown;
}

const parsedDocuments = new Map<string, DocumentNode | null>();
const MAX_DOCUMENTS = 256;

/**
 * Recognizes a request whose answer depends on nothing but the published pairings of one round:
 * one query operation whose only root field is `pairings` with an explicit `round` (without it
 * the answer follows the latest round, which moves). Every field of `RoundPairings` is fixed
 * once a round is published, so the selection inside does not matter. Anything else is `null`.
 */
export function cacheablePairingsRequest(body: GraphqlRequestBody): CacheablePairingsRequest | null {
  if (typeof body.query !== 'string' || body.query.length > 4_000) return null;
  const variables = body.variables && typeof body.variables === 'object' ? (body.variables as Record<string, unknown>) : {};
  const operation = singleQuery(documentOf(body.query));
  const field = operation?.selectionSet.selections[0];
  if (!operation || operation.selectionSet.selections.length !== 1 || field?.kind !== Kind.FIELD || field.name.value !== 'pairings') return null;
  if (field.directives?.length) return null;
  const tournamentId = argument(field.arguments ?? [], 'tournamentId', variables);
  const round = argument(field.arguments ?? [], 'round', variables);
  if (typeof tournamentId !== 'string' || !PLAIN_ID.test(tournamentId) || !isGraphqlInt(round)) return null;
  const operationName = typeof body.operationName === 'string' ? body.operationName : '';
  return { key: `${body.query}\u0000${JSON.stringify(variables)}\u0000${operationName}`, tournamentId, round };
}

/** Ids as the platform makes them (UUIDs); anything else (a NUL, a lone surrogate, a novel) goes to yoga. */
const PLAIN_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Only values GraphQL itself would accept reach the cache (and its database read): anything
 * else goes to yoga, which refuses it as the client's mistake (`BAD_USER_INPUT`).
 */
function isGraphqlInt(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= -(2 ** 31) && value < 2 ** 31;
}

function documentOf(query: string): DocumentNode | null {
  if (parsedDocuments.has(query)) return parsedDocuments.get(query) ?? null;
  let document: DocumentNode | null;
  try {
    document = parse(query);
  } catch {
    document = null;
  }
  if (parsedDocuments.size >= MAX_DOCUMENTS) parsedDocuments.clear();
  parsedDocuments.set(query, document);
  return document;
}

function singleQuery(document: DocumentNode | null): OperationDefinitionNode | null {
  if (!document || document.definitions.length !== 1) return null;
  const [definition] = document.definitions;
  if (definition?.kind !== Kind.OPERATION_DEFINITION || definition.operation !== 'query' || definition.directives?.length) return null;
  return definition;
}

function argument(args: readonly ArgumentNode[], name: string, variables: Record<string, unknown>): unknown {
  const node = args.find((arg) => arg.name.value === name)?.value;
  return node ? valueOf(node, variables) : undefined;
}

/** Variables, strings and integers: the only values a tournament id and a round number can be. */
function valueOf(node: ValueNode, variables: Record<string, unknown>): unknown {
  if (node.kind === Kind.VARIABLE) return variables[node.name.value];
  if (node.kind === Kind.STRING) return node.value;
  if (node.kind === Kind.INT) return Number(node.value);
  return undefined;
}
