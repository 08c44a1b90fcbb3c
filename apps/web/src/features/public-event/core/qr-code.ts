import qrcode from 'qrcode-generator';

/**
 * A QR code of the event's link, drawn here as one SVG path (no image from another host): one
 * square per dark module, a quiet zone of four modules around.
 */
export interface QrPath {
  readonly size: number;
  readonly path: string;
}

export function qrPath(value: string): QrPath {
  const code = qrcode(0, 'M');
  code.addData(value);
  code.make();
  const count = code.getModuleCount();
  const quiet = 4;
  const parts: string[] = [];
  for (let row = 0; row < count; row++) {
    for (let column = 0; column < count; column++) {
      if (code.isDark(row, column)) parts.push(`M${column + quiet} ${row + quiet}h1v1h-1z`);
    }
  }
  return { size: count + quiet * 2, path: parts.join('') };
}
