/** Types of `bundle.mjs` (plain JavaScript, so that `build.mjs` runs without a loader). */
export function bundleEntry(entry: string, outFile: string): Promise<{ readonly files: number; readonly dependencies: number }>;
