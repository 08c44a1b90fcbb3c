import type { ReactNode } from 'react';
import type { CombinedError } from 'urql';
import { shownError } from '../graphql/errors.js';
import { text } from '../text/text.js';
import styles from './query-state.module.css';

interface QueryStateProps<TData> {
  readonly fetching: boolean;
  readonly error: CombinedError | undefined;
  readonly data: TData | null | undefined;
  /** What comes next when there is nothing yet ("round 3 pairings appear here when published"). */
  readonly empty: ReactNode;
  readonly isEmpty?: (data: TData) => boolean;
  readonly retry?: () => void;
  readonly children: (data: TData) => ReactNode;
}

/**
 * The four states of a page section, on purpose (style H.38): loading, error, empty, data. The
 * caller keeps its heading outside, so nothing jumps while loading.
 */
export function QueryState<TData>(props: QueryStateProps<TData>): ReactNode {
  const { fetching, error, data, empty, isEmpty, retry, children } = props;
  if (error && !data) {
    const shown = shownError(error);
    return (
      <div role="alert" className={styles['error']}>
        <p>{shown.message}</p>
        {retry ? (
          <button type="button" onClick={retry}>
            {text('common', 'retry')}
          </button>
        ) : null}
      </div>
    );
  }
  if (data === undefined || (data === null && fetching)) {
    return (
      <p className={styles['loading']} aria-busy="true">
        {text('common', 'loading')}
      </p>
    );
  }
  if (data === null || (isEmpty && isEmpty(data))) return <div className={styles['empty']}>{empty}</div>;
  return <>{children(data)}</>;
}
