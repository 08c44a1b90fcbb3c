import type { Plugin } from 'graphql-yoga';
import { GraphQLError, Kind, visit, type DocumentNode } from 'graphql';
import { badUserInputCode } from './mask-error.js';

/**
 * A NUL character or half of a UTF-16 surrogate pair: PostgreSQL cannot store either in text,
 * and neither is a character anybody types.
 */
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const isMalformed = (text: string): boolean => text.includes('\u0000') || loneSurrogate.test(text);

/**
 * Whether each document has a malformed string literal. The parser cache hands every request with
 * the same text the same document object, so the walk over its nodes is done once per document,
 * not once per request (it was about 2 % of an api process's CPU in the regional simulation).
 */
const literalsChecked = new WeakMap<DocumentNode, boolean>();

function hasMalformedLiteral(document: DocumentNode): boolean {
  const known = literalsChecked.get(document);
  if (known !== undefined) return known;
  let found = false;
  visit(document, {
    [Kind.STRING](node) {
      if (!found && isMalformed(node.value)) found = true;
    },
  });
  literalsChecked.set(document, found);
  return found;
}

/** The first malformed string among the request's variables and literals, as a path for the message. */
export function malformedTextIn(document: DocumentNode, variables: unknown): string | null {
  const inVariables = malformedValue(variables, '$');
  if (inVariables) return inVariables;
  return hasMalformedLiteral(document) ? 'a string literal' : null;
}

function malformedValue(value: unknown, path: string): string | null {
  if (typeof value === 'string') return isMalformed(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = malformedValue(item, `${path}[${index}]`);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = malformedValue(item, path === '$' ? `$${key}` : `${path}.${key}`);
      if (found) return found;
    }
  }
  return null;
}

function refusal(where: string): GraphQLError {
  return new GraphQLError(`${where} contains a NUL character or a lone UTF-16 surrogate; text must be well-formed Unicode`, {
    // yoga answers a result without data as HTTP 500 unless an error names its status.
    extensions: { code: badUserInputCode, http: { status: 400 } },
  });
}

/**
 * Refuses text no field can store before any resolver runs, for every operation at once, so
 * that no handler reaches the database with it (where it would fail as an unexpected error).
 */
export function wellFormedTextPlugin(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const where = malformedTextIn(args.document, args.variableValues);
      if (where) setResultAndStopExecution({ errors: [refusal(where)] });
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const where = malformedTextIn(args.document, args.variableValues);
      if (where) setResultAndStopExecution({ errors: [refusal(where)] });
    },
  };
}
