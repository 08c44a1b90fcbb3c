import { text } from '../text/text.js';

/** What shows while a page's code loads, before its first render. */
export function Loading() {
  return <p aria-busy="true">{text('common', 'loading')}</p>;
}
