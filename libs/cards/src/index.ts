export * from './facts.js';
export type { CardFacts, Printing, PrintingVariant } from './lib/card-facts.js';
export { normalizeCardName } from './lib/card-names.js';
export { CardCatalog, type CodeMatch, type NameMatch } from './lib/catalog.js';
export { normalizePrintingCode, parsePrintingCode, printingCodeText, type PrintingCode } from './lib/printing-code.js';
export { CATALOG, CATALOG_SOURCE } from './lib/default-catalog.js';
