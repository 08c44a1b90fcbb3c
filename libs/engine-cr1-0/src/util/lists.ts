/**
 * `items.map(fn)` as a packed array. V8's `Array.prototype.map` makes a holey array when it runs
 * in the interpreter and a packed one once the caller is optimized, so a list kept in the state or
 * in an event would change its shape the moment its builder was optimized, and every optimized
 * function reading such lists would be thrown away and compiled again (seen as waves of "wrong
 * map" deoptimizations hundreds of games into a run). Lists that go into the state, events,
 * frames and action lists are built with this instead.
 */
export function mapList<T, U>(items: readonly T[], fn: (item: T, index: number) => U): U[] {
  const result: U[] = [];
  for (let i = 0; i < items.length; i++) result.push(fn(items[i] as T, i));
  return result;
}
