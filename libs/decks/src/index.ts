export {
  type CardCount,
  type DecodedDeckCode,
  type DecodeOptions,
  type DecodeResult,
  type DeckCodeContent,
  type DeckCodeError,
  type DeckCodeErrorCode,
  decodeDeckCode,
  encodeDeckCode,
  type EncodeOptions,
  type EncodeResult,
  LATEST_VERSION,
  MAX_COPIES_IN_CODE,
  MAX_DECK_CODE_LENGTH,
} from './lib/codes/deck-code.js';
export { cardCount, DECK_SECTIONS, type DeckEntry, type Decklist, type DeckSection, EMPTY_DECKLIST, mergeEntries } from './lib/decklist/decklist.js';
export {
  type CardList,
  cardListOf,
  deckCodeOf,
  decklistFromCardList,
  decklistFromDeckCode,
  entryCode,
  readDeckCode,
  type ReadDeckCodeResult,
} from './lib/decklist/card-lists.js';
export {
  type Ban,
  banInEffect,
  defineFormat,
  type DefineFormatResult,
  type Format,
  type FormatError,
  type FormatInput,
  type FormatSet,
  type PreconstructedDeck,
} from './lib/formats/format.js';
export { STANDARD } from './lib/formats/standard.js';
export { CR, type DeckViolation, type DeckViolationCode, TR } from './lib/rules/deck-violation.js';
export { type DeckRules, type OrganizedPlayLevel } from './lib/rules/deck-rules.js';
export { formatProblem } from './lib/rules/format-checks.js';
export { validateDecklist } from './lib/rules/validate-decklist.js';
export { type Sideboarding, type SideboardingContext, validateSideboarding } from './lib/rules/sideboarding.js';
export { type DeckTextError, type DeckTextErrorCode, parseDeckText, type ParseDeckTextResult } from './lib/text/deck-text.js';
export { formatDeckText, type FormatDeckTextOptions } from './lib/text/format-deck-text.js';
export { engineSupport, type EngineSupport } from './lib/engine-support.js';
