import http from 'node:http';

/**
 * Players holding a `pairingsPublished` subscription (server-sent events) on the api their
 * client talks to. Each watcher records the rounds it was told about; one whose stream broke (its
 * api was killed) opens a new one and is not counted for the rounds published meanwhile.
 */
export class PairingWatchers {
  private readonly watchers: Watcher[] = [];

  constructor(
    private readonly urls: readonly string[],
    private readonly tournamentId: string,
  ) {}

  open(tokens: readonly string[]): void {
    tokens.forEach((token, index) => {
      const watcher = new Watcher(this.urls, index % this.urls.length, this.tournamentId, token);
      this.watchers.push(watcher);
      watcher.connect();
    });
  }

  /** Watchers connected since before `since` (a moment before `round` was published) that did not hear of it. */
  missed(round: number, since: number): number {
    return this.watchers.filter((watcher) => watcher.steadySince < since && !watcher.rounds.has(round)).length;
  }

  /** How many watchers heard of `round`. */
  heard(round: number): number {
    return this.watchers.filter((watcher) => watcher.rounds.has(round)).length;
  }

  get size(): number {
    return this.watchers.length;
  }

  close(): void {
    for (const watcher of this.watchers) watcher.close();
  }
}

class Watcher {
  readonly rounds = new Set<number>();
  /** When the current connection was opened (a broken one is replaced). */
  steadySince = Number.POSITIVE_INFINITY;
  private request: http.ClientRequest | null = null;
  private closed = false;

  constructor(
    private readonly urls: readonly string[],
    private target: number,
    private readonly tournamentId: string,
    private readonly token: string,
  ) {}

  connect(): void {
    if (this.closed) return;
    const url = new URL(this.urls[this.target] as string);
    const body = JSON.stringify({
      query: `subscription($t: ID!) { pairingsPublished(tournamentId: $t) { round } }`,
      variables: { t: this.tournamentId },
    });
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'text/event-stream',
          'content-length': Buffer.byteLength(body),
          authorization: `Bearer ${this.token}`,
        },
      },
      (response) => {
        this.steadySince = Date.now();
        let buffer = '';
        response.on('data', (chunk: Buffer) => {
          buffer += chunk.toString('utf8');
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = block
              .split('\n')
              .filter((line) => line.startsWith('data:'))
              .map((line) => line.slice(5).trim())
              .join('\n');
            if (data) this.heard(data);
            end = buffer.indexOf('\n\n');
          }
        });
        response.on('end', () => this.reconnect());
        response.on('error', () => this.reconnect());
      },
    );
    request.on('error', () => this.reconnect());
    request.end(body);
    this.request = request;
  }

  close(): void {
    this.closed = true;
    this.request?.destroy();
  }

  private heard(data: string): void {
    try {
      const parsed = JSON.parse(data) as { data?: { pairingsPublished?: { round: number } } };
      const round = parsed.data?.pairingsPublished?.round;
      if (round === undefined) return;
      this.rounds.add(round);
    } catch {
      // a comment or keep-alive line
    }
  }

  private reconnect(): void {
    if (this.closed) return;
    this.steadySince = Number.POSITIVE_INFINITY;
    this.target = (this.target + 1) % this.urls.length;
    setTimeout(() => this.connect(), 200).unref();
  }
}
