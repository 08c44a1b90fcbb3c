/**
 * Printing codes: `SET-NUMBER[variant][/SIZE]`, e.g. `OGN-007`, `ogn-202a/298`, `VEN-R01`,
 * `VEN-SP1/006`, `OGN-299*`, `UNL-T05`. Parsing is case-insensitive; the normal form has an
 * upper-case set and number and a lower-case variant, and writes the signature variant as `*`
 * (deck codes write it `s`; both mean the same printing).
 */
import type { Printing, PrintingVariant } from './card-facts.js';

export interface PrintingCode {
  readonly set: string;
  /** `007`, `R01`, `SP1`, `T04`, upper case. */
  readonly number: string;
  readonly variant: PrintingVariant;
  readonly setSize: number | null;
}

const CODE = /^([A-Z]{2,4})-((?:SP|[RT])?\d{1,4})([ABS*]?)(?:\/(\d{1,4}))?$/;

/** Parses a printing code, or returns null when it is not one. */
export function parsePrintingCode(code: string): PrintingCode | null {
  const match = CODE.exec(code.trim().toUpperCase());
  if (!match) return null;
  const [, set, number, variant, size] = match as unknown as [string, string, string, string, string | undefined];
  return { set, number, variant: normalVariant(variant), setSize: size === undefined ? null : Number(size) };
}

function normalVariant(letter: string): PrintingVariant {
  switch (letter) {
    case 'A':
      return 'a';
    case 'B':
      return 'b';
    case 'S':
    case '*':
      return '*';
    default:
      return '';
  }
}

/** `OGN-202a`: the code a deck code or list names, without the set size. */
export function printingCodeText(code: Pick<PrintingCode, 'set' | 'number' | 'variant'>): string {
  return `${code.set}-${code.number}${code.variant}`;
}

/** The normal form of a code (`ogn-299s/298` → `OGN-299*`), or null when it is not a printing code. */
export function normalizePrintingCode(code: string): string | null {
  const parsed = parsePrintingCode(code);
  return parsed ? printingCodeText(parsed) : null;
}

/** A printing of the catalog from its printed code (the data's own codes always parse). */
export function printingOf(printed: string): Printing {
  const parsed = parsePrintingCode(printed);
  if (!parsed) throw new Error(`not a printing code: ${printed}`);
  const numeric = /^\d+$/.test(parsed.number) ? Number(parsed.number) : null;
  return {
    code: printingCodeText(parsed),
    printed,
    set: parsed.set,
    number: parsed.number,
    variant: parsed.variant,
    setSize: parsed.setSize,
    inSetNumbering: numeric !== null && parsed.setSize !== null && numeric >= 1 && numeric <= parsed.setSize,
  };
}
