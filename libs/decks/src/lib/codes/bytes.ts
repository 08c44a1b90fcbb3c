/**
 * The byte stream inside a deck code: single raw bytes (header, set, variant, flags) and
 * unsigned LEB128 varints (counts, group sizes, card numbers: 7 bits a byte, lowest group first,
 * high bit set while more bytes follow).
 */

/** Varints longer than this are refused: 4 bytes already hold every number a deck needs. */
const MAX_VARINT_BYTES = 4;

export class ByteWriter {
  private readonly bytes: number[] = [];

  byte(value: number): this {
    this.bytes.push(value & 0xff);
    return this;
  }

  varint(value: number): this {
    let rest = value;
    while (rest >= 0x80) {
      this.bytes.push((rest & 0x7f) | 0x80);
      rest = Math.floor(rest / 0x80);
    }
    this.bytes.push(rest);
    return this;
  }

  toBytes(): Uint8Array {
    return Uint8Array.from(this.bytes);
  }
}

/** Why reading stopped: the code ended early, or a varint ran past four bytes. */
export class ByteStreamError extends Error {
  constructor(
    readonly kind: 'truncated' | 'varint_too_long',
    readonly offset: number,
  ) {
    super(kind === 'truncated' ? `the code ends early (byte ${offset})` : `a number at byte ${offset} is too long`);
  }
}

export class ByteReader {
  private offset = 0;

  constructor(private readonly bytes: Uint8Array) {}

  get position(): number {
    return this.offset;
  }

  get remaining(): number {
    return this.bytes.length - this.offset;
  }

  byte(): number {
    if (this.offset >= this.bytes.length) throw new ByteStreamError('truncated', this.offset);
    return this.bytes[this.offset++] as number;
  }

  varint(): number {
    const start = this.offset;
    let value = 0;
    let scale = 1;
    for (let read = 0; read < MAX_VARINT_BYTES; read++) {
      const byte = this.byte();
      value += (byte & 0x7f) * scale;
      if ((byte & 0x80) === 0) return value;
      scale *= 0x80;
    }
    throw new ByteStreamError('varint_too_long', start);
  }
}
