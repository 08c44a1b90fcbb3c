/**
 * RFC 4648 base32 without padding, as deck codes use it: bytes are one bit stream, most
 * significant bit first, cut into 5-bit letters; a last incomplete letter is filled with zero
 * bits. Decoding keeps whole bytes only (leftover bits are the encoder's fill) and accepts lower
 * case.
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const VALUES = new Int8Array(128).fill(-1);
for (let index = 0; index < ALPHABET.length; index++) {
  VALUES[ALPHABET.charCodeAt(index)] = index;
  VALUES[ALPHABET.toLowerCase().charCodeAt(index)] = index;
}

export function base32Encode(bytes: Uint8Array): string {
  let text = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = ((buffer << 8) | byte) & 0xfff;
    bits += 8;
    while (bits >= 5) {
      text += ALPHABET[(buffer >> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) text += ALPHABET[(buffer << (5 - bits)) & 31];
  return text;
}

/** The bytes of a base32 text, or the position of the first character that is not base32. */
export function base32Decode(text: string): { readonly bytes: Uint8Array } | { readonly badCharacterAt: number } {
  const bytes = new Uint8Array(Math.floor((text.length * 5) / 8));
  let buffer = 0;
  let bits = 0;
  let length = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    const value = code < 128 ? (VALUES[code] as number) : -1;
    if (value < 0) return { badCharacterAt: index };
    buffer = ((buffer << 5) | value) & 0xfff;
    bits += 5;
    if (bits >= 8) {
      bytes[length++] = (buffer >> (bits - 8)) & 0xff;
      bits -= 8;
    }
  }
  return { bytes: bytes.subarray(0, length) };
}
