import { Link } from 'react-router';
import { texts } from '../text/text.js';

const t = texts('common');

export function Component() {
  return (
    <>
      <h1>{t('error.notFound')}</h1>
      <Link to="/">{t('nav.events')}</Link>
    </>
  );
}
