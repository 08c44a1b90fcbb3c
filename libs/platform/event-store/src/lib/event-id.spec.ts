import { describe, expect, it } from 'vitest';
import { newEventId } from './event-id.js';

describe('newEventId', () => {
  it('is a version 7 UUID with the RFC 9562 variant', () => {
    expect(newEventId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('orders ids by creation time', () => {
    const earlier = newEventId(1_700_000_000_000);
    const later = newEventId(1_700_000_000_001);
    expect(earlier < later).toBe(true);
  });

  it('never repeats within one millisecond', () => {
    const ids = new Set(Array.from({ length: 10_000 }, () => newEventId(1_700_000_000_000)));
    expect(ids.size).toBe(10_000);
  });
});
