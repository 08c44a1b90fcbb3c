import { useState } from 'react';
import { textsOf } from '../../../text/text.js';
import playerTexts from '../../../text/en/player.json';

const t = textsOf(playerTexts);

type Permission = 'default' | 'granted' | 'denied' | 'unsupported';

function currentPermission(): Permission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** Shows a browser notification for a new round, where the player allowed it and the tab is in the background. */
export function notifyRoundPublished(round: number): void {
  if (currentPermission() !== 'granted' || document.visibilityState === 'visible') return;
  try {
    new Notification(t('notify.title', { round }), { body: t('notify.body'), tag: 'arbiter-round' });
  } catch {
    // Chrome on Android only shows notifications through a service worker and refuses the
    // constructor; the page's own announcement still tells the player.
  }
}

/** Asks for permission once, on the player's click (browsers ignore requests without one). */
export function NotifyButton() {
  const [permission, setPermission] = useState<Permission>(currentPermission);
  if (permission === 'unsupported') return <p className="muted">{t('notify.unsupported')}</p>;
  if (permission === 'granted') return <p className="muted">{t('notify.on')}</p>;
  if (permission === 'denied') return <p className="muted">{t('notify.denied')}</p>;
  return (
    <button type="button" className="secondary" onClick={() => void Notification.requestPermission().then((next) => setPermission(next))}>
      {t('notify.button')}
    </button>
  );
}
