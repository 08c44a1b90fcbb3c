export {
  CARD_TYPES,
  CATALOG_SETS,
  DOMAINS,
  RARITIES,
  SUPERTYPES,
  type CardDomain,
  type CardFacts,
  type CardRecord,
  type CardType,
  type CatalogSet,
  type Domain,
  type Printing,
  type PrintingVariant,
  type Rarity,
  type Supertype,
} from './lib/card-facts.js';
export { normalizeCardName } from './lib/card-names.js';
export { CardCatalog, type CodeMatch, type NameMatch } from './lib/catalog.js';
export { normalizePrintingCode, parsePrintingCode, printingCodeText, type PrintingCode } from './lib/printing-code.js';
export { CATALOG, CATALOG_SOURCE } from './lib/default-catalog.js';
