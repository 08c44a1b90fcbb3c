// autocannon ships no types; this declares the part the api benchmark uses.
declare module 'autocannon' {
  interface Histogram {
    readonly average: number;
    readonly p50: number;
    readonly p99: number;
  }
  interface Result {
    readonly requests: Histogram;
    readonly latency: Histogram;
    readonly throughput: Histogram;
    readonly errors: number;
    readonly non2xx: number;
  }
  interface Options {
    readonly url: string;
    readonly method?: string;
    readonly headers?: Record<string, string>;
    readonly body?: string;
    readonly duration?: number;
    readonly connections?: number;
    readonly pipelining?: number;
  }
  function autocannon(options: Options): Promise<Result>;
  namespace autocannon {
    export type { Result, Options };
  }
  export default autocannon;
}
