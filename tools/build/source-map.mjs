/**
 * Source map v3 `mappings` (base64 VLQ, fields relative to the segment before) and the one edit
 * the server bundle needs: keeping only the mappings into some of the sources.
 *
 * Why: Node 20 parses a module's source map when it loads the module (`--enable-source-maps`), and
 * a bundle's map maps every line of every dependency to itself. Of the api bundle's 6.5 MB of
 * mappings, 5 MB pointed into node_modules; parsing them cost a restarted process about 0.25 s of
 * CPU. Stack frames in dependencies then show the bundle's own lines, as they would unbundled.
 */
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Int8Array(128).fill(-1);
for (let index = 0; index < BASE64.length; index++) DIGIT[BASE64.charCodeAt(index)] = index;

/** Decodes the VLQ numbers of `text[start, end)` into `out`; returns how many there were. */
function decodeSegment(text, start, end, out) {
  let count = 0;
  let value = 0;
  let shift = 0;
  for (let index = start; index < end; index++) {
    const digit = DIGIT[text.charCodeAt(index)] ?? -1;
    if (digit < 0) throw new Error(`source map: "${text[index]}" is not a base64 digit`);
    value += (digit & 31) * 2 ** shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    out[count++] = value % 2 === 1 ? -Math.floor(value / 2) : value / 2;
    value = 0;
    shift = 0;
  }
  if (shift !== 0) throw new Error('source map: a segment ends inside a number');
  return count;
}

export function encodeVlq(value) {
  let rest = value < 0 ? -value * 2 + 1 : value * 2;
  let text = '';
  do {
    let digit = rest % 32;
    rest = Math.floor(rest / 32);
    if (rest > 0) digit |= 32;
    text += BASE64[digit];
  } while (rest > 0);
  return text;
}

/**
 * Decodes `mappings` into lines of absolute segments: `[column]` or
 * `[column, source, line, sourceColumn]` or with a fifth field, the name.
 */
export function decodeMappings(mappings) {
  const fields = [0, 0, 0, 0, 0];
  const state = [0, 0, 0, 0];
  return mappings.split(';').map((text) => {
    let column = 0;
    const segments = [];
    for (let start = 0; start < text.length; ) {
      let end = text.indexOf(',', start);
      if (end < 0) end = text.length;
      const count = decodeSegment(text, start, end, fields);
      start = end + 1;
      column += fields[0];
      if (count === 1) {
        segments.push([column]);
        continue;
      }
      if (count !== 4 && count !== 5) throw new Error(`source map: a segment of ${count} fields`);
      for (let field = 0; field < 3; field++) state[field] += fields[field + 1];
      if (count === 5) state[3] += fields[4];
      segments.push(count === 5 ? [column, state[0], state[1], state[2], state[3]] : [column, state[0], state[1], state[2]]);
    }
    return segments;
  });
}

/** The inverse of `decodeMappings`. */
export function encodeMappings(lines) {
  const last = [0, 0, 0, 0];
  return lines
    .map((segments) => {
      let column = 0;
      return segments
        .map((segment) => {
          let text = encodeVlq(segment[0] - column);
          column = segment[0];
          for (let field = 1; field < segment.length; field++) {
            text += encodeVlq(segment[field] - last[field - 1]);
            last[field - 1] = segment[field];
          }
          return text;
        })
        .join(',');
    })
    .join(';');
}

/**
 * The map with only the sources `keep` accepts and the mappings into them (their names kept,
 * renumbered). Where the generated code moves from a kept source into a dropped one, a segment
 * without a source marks the end: Node looks a position up as the nearest mapping before it, so
 * a frame in a dependency would otherwise be reported in whatever kept code preceded it.
 */
export function keepSources(map, keep) {
  const newIndex = map.sources.map(() => -1);
  const sources = [];
  map.sources.forEach((source, index) => {
    if (keep(source)) {
      newIndex[index] = sources.length;
      sources.push(source);
    }
  });
  const names = [];
  const nameIndex = new Map();
  let inKeptCode = false;
  const lines = decodeMappings(map.mappings).map((segments) =>
    segments.flatMap((segment) => {
      const source = segment.length === 1 ? -1 : newIndex[segment[1]];
      if (source < 0) {
        if (!inKeptCode) return [];
        inKeptCode = false;
        return [[segment[0]]];
      }
      inKeptCode = true;
      const kept = [segment[0], source, segment[2], segment[3]];
      if (segment.length === 5) {
        const name = map.names[segment[4]];
        if (!nameIndex.has(name)) {
          nameIndex.set(name, names.length);
          names.push(name);
        }
        kept.push(nameIndex.get(name));
      }
      return [kept];
    }),
  );
  const kept = { ...map, sources, names, mappings: encodeMappings(lines) };
  if (map.sourcesContent) kept.sourcesContent = map.sourcesContent.filter((_, index) => newIndex[index] >= 0);
  return kept;
}
