import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { texts } from '../text/text.js';

const t = texts('common');

/** A crash lands here (style H.38): a plain message, never a stack trace. */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main id="main" style={{ padding: '1rem' }}>
      <h1>{t('appName')}</h1>
      <p role="alert">{notFound ? t('error.notFound') : t('error.crash')}</p>
      <Link to="/">{t('nav.events')}</Link>
    </main>
  );
}
export { RouteError as ErrorBoundary };
