import type { ApiHarness, GraphqlResponse } from './api-test-harness.js';

export interface SseSubscription<TData> {
  /** The next event of the stream (fails after `timeoutMs`). */
  next(timeoutMs?: number): Promise<GraphqlResponse<TData>>;
  close(): void;
}

/**
 * A GraphQL subscription over server-sent events, the way a browser's EventSource (or
 * graphql-sse) sees it: POST with `Accept: text/event-stream`, then `event: next` / `data: {...}`.
 */
export async function subscribe<TData>(
  harness: ApiHarness,
  query: string,
  variables: Record<string, unknown>,
  token?: string,
): Promise<SseSubscription<TData>> {
  const controller = new AbortController();
  const response = await fetch(harness.api.graphqlUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
    signal: controller.signal,
  });
  if (!response.body) throw new Error('no event stream');
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const queued: GraphqlResponse<TData>[] = [];
  let buffer = '';
  const pump = async (): Promise<void> => {
    while (queued.length === 0) {
      const { value, done } = await reader.read();
      if (done) throw new Error('the event stream ended');
      buffer += decoder.decode(value, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = block.split('\n').filter((line) => line.startsWith('data:')).map((line) => line.slice(5).trim()).join('\n');
        if (data) queued.push(JSON.parse(data) as GraphqlResponse<TData>);
        end = buffer.indexOf('\n\n');
      }
    }
  };
  return {
    async next(timeoutMs = 15_000) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        pump(),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no subscription event within ${timeoutMs} ms`)), timeoutMs);
        }),
      ]).finally(() => clearTimeout(timer));
      return queued.shift() as GraphqlResponse<TData>;
    },
    close: () => controller.abort(),
  };
}
