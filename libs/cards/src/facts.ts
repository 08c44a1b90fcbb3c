/**
 * `@arbiter/cards/facts`: the fact types and their allowed values without the card data, for the
 * command that generates the data (it must run when the data module is missing or broken).
 */
export {
  CARD_TYPES,
  CATALOG_SETS,
  DOMAINS,
  RARITIES,
  SUPERTYPES,
  type CardDomain,
  type CardRecord,
  type CardType,
  type CatalogSet,
  type Domain,
  type Rarity,
  type Supertype,
} from './lib/card-facts.js';
