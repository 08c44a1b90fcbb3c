/** A minimal GraphQL client over fetch (keep-alive connections are pooled by Node's fetch). */
export class GraphqlClient {
  constructor(private readonly url: string) {}

  async request<TData>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<TData> {
    const response = await fetch(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: TData; errors?: { message: string; extensions?: { code?: string } }[] };
    if (body.errors?.length || !body.data) {
      const [error] = body.errors ?? [];
      throw new Error(`GraphQL error ${error?.extensions?.code ?? ''}: ${error?.message ?? 'no data'}`);
    }
    return body.data;
  }
}
