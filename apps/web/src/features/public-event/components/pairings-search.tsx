import { useDeferredValue, useId, useMemo, useState } from 'react';
import { textsOf } from '../../../text/text.js';
import publicEventTexts from '../../../text/en/public-event.json';
import { TableScroll } from '../../../ui/table-scroll.js';
import { searchIndex, searchSeats, seatsByName, type PairingsDocumentShape } from '../core/name-search.js';
import { PairingsByName } from './pairings-by-name.js';
import styles from './pairings-search.module.css';

const t = textsOf(publicEventTexts);

/** The round's pairings by name with a search box that filters as you type (nothing is sent). */
export function PairingsSearch({ document }: { readonly document: PairingsDocumentShape }) {
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const rows = useMemo(() => seatsByName(document), [document]);
  const index = useMemo(() => searchIndex(rows), [rows]);
  const found = useMemo(() => searchSeats(rows, index, deferred), [rows, index, deferred]);
  const hintId = useId();
  const countId = useId();
  const captionId = useId();
  return (
    <div className={styles['wrap']}>
      <div className="field no-print">
        <label htmlFor="pairings-search">{t('pairings.search')}</label>
        <input
          id="pairings-search"
          type="search"
          autoComplete="off"
          enterKeyHint="search"
          value={query}
          aria-describedby={`${hintId} ${countId}`}
          onChange={(event) => setQuery(event.target.value)}
          className={styles['search']}
        />
        <p id={hintId} className="hint">
          {t('pairings.searchHint')}
        </p>
        <p id={countId} className="hint">
          {t('pairings.matches', { count: found.length })}
        </p>
      </div>
      {found.length === 0 ? (
        <p>{t('pairings.noMatch')}</p>
      ) : (
        // A long name with no space to wrap at would push the page sideways on a phone.
        <TableScroll captionId={captionId}>
          <PairingsByName round={document.round} rows={found} className={styles['table']} tableNumberClassName={styles['tableNumber']} captionId={captionId} />
        </TableScroll>
      )}
    </div>
  );
}
