/** The shapes, limits and errors of deck codes, shared by the decoder and the encoder. */

export interface CardCount {
  readonly cardCode: string;
  readonly count: number;
}

/** What a deck code holds. */
export interface DeckCodeContent {
  /** Every card outside the sideboard: legend, battlefields, runes and main deck in common practice. */
  readonly mainDeck: readonly CardCount[];
  readonly sideboard: readonly CardCount[];
  /** v3 and later: the chosen champion (one of the main-deck copies), or null. */
  readonly chosenChampion?: string | null;
  /** v6 only: single cards in a list of their own, in order (what it means is not established). */
  readonly additionalLegends?: readonly string[];
}

export interface DecodedDeckCode {
  readonly version: number;
  readonly mainDeck: readonly CardCount[];
  readonly sideboard: readonly CardCount[];
  readonly chosenChampion: string | null;
  /** Present exactly for v6 codes. */
  readonly additionalLegends?: readonly string[];
}

export type DeckCodeErrorCode =
  | 'DECK_CODE.EMPTY'
  | 'DECK_CODE.TOO_LONG'
  | 'DECK_CODE.NOT_BASE32'
  | 'DECK_CODE.UNKNOWN_FORMAT'
  | 'DECK_CODE.UNSUPPORTED_VERSION'
  | 'DECK_CODE.TRUNCATED'
  | 'DECK_CODE.NUMBER_TOO_LONG'
  | 'DECK_CODE.UNKNOWN_SET'
  | 'DECK_CODE.UNKNOWN_VARIANT'
  | 'DECK_CODE.UNKNOWN_FLAG'
  | 'DECK_CODE.INVALID_COUNT'
  | 'DECK_CODE.DUPLICATE_CARD'
  | 'DECK_CODE.TRAILING_DATA'
  | 'DECK_CODE.INVALID_CARD_CODE'
  | 'DECK_CODE.VERSION_TOO_LOW';

export interface DeckCodeError {
  readonly code: DeckCodeErrorCode;
  readonly message: string;
  /** The card code an encoding problem is about. */
  readonly cardCode?: string;
}

export type DecodeResult = { readonly ok: true; readonly deck: DecodedDeckCode } | { readonly ok: false; readonly error: DeckCodeError };
export type EncodeResult = { readonly ok: true; readonly code: string; readonly version: number } | { readonly ok: false; readonly error: DeckCodeError };

export interface DecodeOptions {
  /** How the signature variant (byte 2) is written: `s` (default, as the reference decoder) or `*` (as the card gallery). */
  readonly signatureVariant?: 's' | '*';
}

export interface EncodeOptions {
  /** A version from 1 to 6; refused when the deck needs a later one. Default: the lowest of 3 to 6 that holds the deck. */
  readonly version?: number;
}

export const MAX_DECK_CODE_LENGTH = 2_000;
export const LATEST_VERSION = 6;
/** The format nibble of the header; the version is the low nibble. */
export const FORMAT = 1;
/** v1 to v4 walk the main deck's copy counts from 12 down and the sideboard's from 3 down. */
export const MAIN_WALK = 12;
export const SIDEBOARD_WALK = 3;
/** No real deck holds more copies of a card; a larger count is a broken code. */
export const MAX_COPIES_IN_CODE = 999;

/** Thrown inside the codec only; both entry points turn it into a result. */
export class DeckCodeFailure extends Error {
  constructor(readonly failure: DeckCodeError) {
    super(failure.message);
  }
}

export const fail = (code: DeckCodeErrorCode, message: string, cardCode?: string): never => {
  throw new DeckCodeFailure({ code, message, ...(cardCode === undefined ? {} : { cardCode }) });
};
