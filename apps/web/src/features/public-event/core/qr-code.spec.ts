import qrcode from 'qrcode-generator';
import { describe, expect, it } from 'vitest';
import { qrPath } from './qr-code.js';

describe('the QR code of the event link', () => {
  it('draws one square per dark module inside a quiet zone of four modules', () => {
    const url = 'http://127.0.0.1:4000/events/8f0e2c1a-5d3b-4c9e-a7f1-2b6d9e0c4a13';
    const code = qrcode(0, 'M');
    code.addData(url);
    code.make();
    const dark = Array.from({ length: code.getModuleCount() ** 2 }, (_, i) => code.isDark(Math.floor(i / code.getModuleCount()), i % code.getModuleCount())).filter(Boolean).length;
    const drawn = qrPath(url);
    expect(drawn.size).toBe(code.getModuleCount() + 8);
    expect(drawn.path.match(/M/g)).toHaveLength(dark);
    expect(drawn.path.startsWith('M4 4h1v1h-1z')).toBe(true);
  });
});
