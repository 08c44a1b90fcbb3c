/** Shared output helpers for the benchmarks: human-readable figures, then one JSON line. */

export function rate(count: number, elapsedMs: number): number {
  return Math.round((count / elapsedMs) * 1_000);
}

export function printTable(title: string, rows: readonly Record<string, string | number>[]): void {
  console.log(`\n${title}`);
  console.table(rows);
}

/** The last line of every benchmark: `{"bench":"<name>", ...figures}`. */
export function printResultLine(bench: string, figures: Record<string, unknown>): void {
  console.log(JSON.stringify({ bench, ...figures }));
}

export async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const start = performance.now();
  const result = await work();
  return { result, ms: performance.now() - start };
}
