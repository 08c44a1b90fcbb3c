import fc from 'fast-check';
import { SourceMap } from 'node:module';
import { describe, expect, it } from 'vitest';
import { decodeMappings, encodeMappings, encodeVlq, keepSources, type Segment, type SourceMapV3 } from './source-map.mjs';

/** Lines of segments as a generator writes them: columns rising within a line. */
const mappingLines = (sources: number, names: number) =>
  fc.array(
    fc
      .array(
        fc.oneof(
          fc.tuple(fc.nat(40)).map(([gap]) => [gap]),
          fc.tuple(fc.nat(40), fc.nat(sources - 1), fc.nat(500), fc.nat(120)).map(([gap, source, line, column]) => [gap, source, line, column]),
          fc.tuple(fc.nat(40), fc.nat(sources - 1), fc.nat(500), fc.nat(120), fc.nat(names - 1)).map(([gap, source, line, column, name]) => [gap, source, line, column, name]),
        ),
        { maxLength: 8 },
      )
      .map((segments) => {
        let column = 0;
        return segments.map(([gap, ...rest]) => {
          column += gap ?? 0;
          return [column, ...rest] as Segment;
        });
      }),
    { maxLength: 12 },
  );

describe('source maps of the server bundle (tools/build/source-map.mjs)', () => {
  it('encodes VLQ numbers as the source map format spells them', () => {
    expect([0, 1, -1, 15, 16, -16, 123456].map(encodeVlq)).toEqual(['A', 'C', 'D', 'e', 'gB', 'hB', 'gkxH']);
  });

  it('decodes what it encodes, and re-encodes mappings to the same text', () => {
    fc.assert(
      fc.property(mappingLines(5, 5), (lines) => {
        const text = encodeMappings(lines);
        expect(decodeMappings(text)).toEqual(lines.length === 0 ? [[]] : lines);
        expect(encodeMappings(decodeMappings(text))).toBe(text);
      }),
    );
  });

  it('keeps exactly the mappings into the kept sources, renumbering sources and names', () => {
    const sources = ['../../libs/a.ts', '../../node_modules/x/index.js', '../../libs/b.ts', '../../node_modules/y/index.js'];
    const names = ['alpha', 'beta', 'gamma'];
    fc.assert(
      fc.property(mappingLines(sources.length, names.length), (lines) => {
        const map: SourceMapV3 = { version: 3, sources, names, mappings: encodeMappings(lines) };
        const kept = keepSources(map, (source) => !source.includes('node_modules'));
        expect(kept.sources).toEqual(['../../libs/a.ts', '../../libs/b.ts']);
        const original = decodeMappings(map.mappings).flatMap((segments, line) =>
          segments.filter((segment) => segment.length > 1 && !sources[segment[1] ?? 0]?.includes('node_modules')).map((segment) => ({ line, column: segment[0], source: sources[segment[1] ?? 0], at: [segment[2], segment[3]], name: segment[4] === undefined ? undefined : names[segment[4]] })),
        );
        const after = decodeMappings(kept.mappings).flatMap((segments, line) =>
          segments.filter((segment) => segment.length > 1).map((segment) => ({ line, column: segment[0], source: kept.sources[segment[1] ?? 0], at: [segment[2], segment[3]], name: segment[4] === undefined ? undefined : kept.names[segment[4]] })),
        );
        expect(after).toEqual(original);
        expect(new Set(kept.names).size).toBe(kept.names.length);
      }),
    );
  });

  it('ends a kept stretch where dropped code begins, so Node does not place a dependency frame in our code', () => {
    // Line 0 is ours (libs/a.ts line 7), lines 1 and 2 are a dependency's.
    const lines: Segment[][] = [[[0, 0, 7, 0]], [[0, 1, 0, 0], [10, 1, 0, 10]], [[0, 1, 1, 0]]];
    const kept = keepSources({ version: 3, sources: ['libs/a.ts', 'node_modules/x/index.js'], names: [], mappings: encodeMappings(lines) }, (source) => source.startsWith('libs/'));
    expect(decodeMappings(kept.mappings)).toEqual([[[0, 0, 7, 0]], [[0]], []]);
    // Node's own lookup, as `--enable-source-maps` does it for a stack frame.
    const lookup = new SourceMap({ ...kept, file: 'bundle.js' } as never);
    expect(lookup.findEntry(0, 3)).toMatchObject({ originalSource: expect.stringContaining('libs/a.ts'), originalLine: 7 });
    expect(lookup.findEntry(2, 4)).not.toHaveProperty('originalSource', expect.anything());
  });
});
