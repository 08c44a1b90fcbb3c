import http from 'node:http';

interface GraphqlResponse<TData> {
  readonly data?: TData;
  readonly errors?: readonly { message: string; extensions?: { code?: string } }[];
}

/**
 * A minimal GraphQL client on `node:http` with pooled keep-alive connections. The bench client
 * runs on the same two cores as the platform, so it must cost little: Node's `fetch` took about
 * half the machine at 2,000 requests per second and so measured itself rather than the platform.
 */
export class GraphqlClient {
  private readonly target: URL;
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

  constructor(url: string) {
    this.target = new URL(url);
  }

  async request<TData>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<TData> {
    const body = JSON.stringify({ query, variables });
    const text = await this.post(body, token);
    const parsed = JSON.parse(text) as GraphqlResponse<TData>;
    if (parsed.errors?.length || !parsed.data) {
      const [error] = parsed.errors ?? [];
      throw new Error(`GraphQL error ${error?.extensions?.code ?? ''}: ${error?.message ?? 'no data'}`);
    }
    return parsed.data;
  }

  /** Closes the pooled connections. */
  close(): void {
    this.agent.destroy();
  }

  private post(body: string, token: string | undefined): Promise<string> {
    return new Promise((resolve, reject) => {
      const request = http.request(
        {
          host: this.target.hostname,
          port: this.target.port,
          path: this.target.pathname,
          method: 'POST',
          agent: this.agent,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  }
}
