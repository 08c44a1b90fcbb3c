import publicEventTexts from '../../../text/en/public-event.json';
import { texts, textsOf } from '../../../text/text.js';
import type { SeatRow } from '../core/name-search.js';

const t = textsOf(publicEventTexts);
const c = texts('common');

interface PairingsByNameProps {
  readonly round: number;
  readonly rows: readonly SeatRow[];
  readonly className?: string | undefined;
  readonly tableNumberClassName?: string | undefined;
  /** The projector shows its own title; the caption is then for screen readers only. */
  readonly captionHidden?: boolean;
  /** The caption's id, for a region the table scrolls in (`TableScroll`) to take its name from. */
  readonly captionId?: string | undefined;
}

/** A round's pairings by name (player, table, opponent): the search, the projector and print use it. */
export function PairingsByName({ round, rows, className, tableNumberClassName, captionHidden = false, captionId }: PairingsByNameProps) {
  return (
    <table className={className}>
      <caption id={captionId} className={captionHidden ? 'visually-hidden' : undefined}>
        <span>{t('pairings.caption', { round })}</span>
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('pairings.col.name')}</th>
          <th scope="col">{t('pairings.col.table')}</th>
          <th scope="col">{t('pairings.col.opponent')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.entrantId}>
            <th scope="row">{row.name}</th>
            <td className={tableNumberClassName}>{row.table ?? c('bye')}</td>
            <td>{row.opponents.join(', ')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
