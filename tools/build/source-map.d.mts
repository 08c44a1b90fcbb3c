/** Types of `source-map.mjs` (plain JavaScript, so that `build.mjs` runs without a loader). */
export interface SourceMapV3 {
  readonly version: 3;
  readonly sources: readonly string[];
  readonly names: readonly string[];
  readonly mappings: string;
  readonly sourcesContent?: readonly (string | null)[];
  readonly [key: string]: unknown;
}
/** `[column]`, `[column, source, line, sourceColumn]` or with the name's index as a fifth field. */
export type Segment = readonly number[];
export function encodeVlq(value: number): string;
export function decodeMappings(mappings: string): Segment[][];
export function encodeMappings(lines: readonly (readonly Segment[])[]): string;
export function keepSources(map: SourceMapV3, keep: (source: string) => boolean): SourceMapV3;
