import { useEffect, useSyncExternalStore } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { sessionStore } from '../graphql/session-store.js';
import { texts } from '../text/text.js';
import styles from './layout.module.css';

const t = texts('common');

/** Header, navigation and the page. Projector and print routes hide the chrome with CSS. */
export function Layout() {
  const session = useSyncExternalStore(sessionStore.subscribe, sessionStore.get);
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    // The browser tests wait for this marker before they act (style H.44).
    document.documentElement.dataset['ready'] = 'true';
  }, []);
  const next = encodeURIComponent(location.pathname + location.search);
  return (
    <>
      <a className={`${styles['skip']} skip-link`} href="#main">
        {t('skipToContent')}
      </a>
      <header role="banner" className={`${styles['header']} no-print`}>
        <Link to="/" className={styles['brand']}>
          {t('appName')}
        </Link>
        <nav aria-label={t('nav.label')} className={styles['nav']}>
          <NavLink to="/">{t('nav.events')}</NavLink>
          {session?.organizer ? <NavLink to="/organize">{t('nav.organize')}</NavLink> : null}
          {session ? (
            <>
              <span className={styles['who']}>{t('nav.signedInAs', { name: session.displayName })}</span>
              <button
                type="button"
                className="secondary"
                onClick={() => {
                  sessionStore.set(null);
                  void navigate('/');
                }}
              >
                {t('nav.logOut')}
              </button>
            </>
          ) : (
            <>
              <NavLink to={`/login?next=${next}`}>{t('nav.logIn')}</NavLink>
              <NavLink to={`/signup?next=${next}`}>{t('nav.signUp')}</NavLink>
            </>
          )}
        </nav>
      </header>
      <main id="main" className={styles['main']} tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}
