import { CARD_RECORDS, CATALOG_SOURCE } from '../generated/card-records.generated.js';
import { CardCatalog } from './catalog.js';

/** Every card of the reference data (935 cards of OGN, OGS, SFD, UNL and VEN). */
export const CATALOG: CardCatalog = CardCatalog.fromRecords(CARD_RECORDS);

export { CATALOG_SOURCE };
