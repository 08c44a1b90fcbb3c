import type { Dispatch, SetStateAction } from 'react';
import { textsOf } from '../../../text/text.js';
import organizerTexts from '../../../text/en/organizer.json';

const t = textsOf(organizerTexts);

/**
 * One select per entrant (game wins, or the place in a free-for-all) and, in a best-of-3, the
 * drawn games: the inputs of a result that staff enter or correct.
 */
export function ResultSelects({
  idPrefix,
  match,
  mode,
  values,
  setValues,
  draws,
  setDraws,
}: {
  readonly idPrefix: string;
  readonly match: { readonly id: string; readonly entrants: readonly { readonly id: string; readonly name: string }[] };
  readonly mode: string;
  readonly values: Record<string, number>;
  readonly setValues: Dispatch<SetStateAction<Record<string, number>>>;
  readonly draws: number;
  readonly setDraws: (draws: number) => void;
}) {
  const ffa = mode === 'ffa3' || mode === 'war';
  const max = mode === 'duel' ? 1 : 2;
  const choices = ffa ? match.entrants.map((_, n) => n + 1) : Array.from({ length: max + 1 }, (_, n) => n);
  return (
    <>
      {match.entrants.map((entrant) => (
        <span key={entrant.id}>
          <label className="visually-hidden" htmlFor={`${idPrefix}-${match.id}-${entrant.id}`}>
            {ffa ? t('results.placeOf', { name: entrant.name }) : t('results.winsOf', { name: entrant.name })}
          </label>
          <select
            id={`${idPrefix}-${match.id}-${entrant.id}`}
            value={values[entrant.id]}
            onChange={(e) => setValues((previous) => ({ ...previous, [entrant.id]: Number(e.target.value) }))}
          >
            {choices.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </span>
      ))}
      {!ffa && mode !== 'duel' ? (
        <span>
          <label className="visually-hidden" htmlFor={`${idPrefix}-draws-${match.id}`}>
            {t('results.draws')}
          </label>
          <select id={`${idPrefix}-draws-${match.id}`} value={draws} onChange={(e) => setDraws(Number(e.target.value))}>
            {[0, 1, 2, 3].map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </span>
      ) : null}
    </>
  );
}
