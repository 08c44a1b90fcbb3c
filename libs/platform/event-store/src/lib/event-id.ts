import { randomFillSync } from 'node:crypto';

/**
 * Time-ordered UUIDs (version 7, RFC 9562) for events whose caller gave no id. Ids that grow with
 * time land at the right edge of the `event_id` index instead of at random pages, which keeps
 * appends cheap as the table grows.
 */
const entropy = Buffer.alloc(4_096);
let entropyOffset = entropy.length;

export function newEventId(now: number = Date.now()): string {
  if (entropyOffset + 10 > entropy.length) {
    randomFillSync(entropy);
    entropyOffset = 0;
  }
  const bytes = Buffer.allocUnsafe(16);
  bytes.writeUIntBE(now, 0, 6);
  entropy.copy(bytes, 6, entropyOffset, entropyOffset + 10);
  entropyOffset += 10;
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x70; // version 7
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80; // RFC 9562 variant
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
