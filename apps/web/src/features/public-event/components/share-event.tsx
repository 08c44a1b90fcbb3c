import { useMemo } from 'react';
import { textsOf } from '../../../text/text.js';
import publicEventTexts from '../../../text/en/public-event.json';
import { qrPath } from '../core/qr-code.js';
import styles from './share-event.module.css';

const t = textsOf(publicEventTexts);

/** The event's link and a QR code of it, generated in the browser. */
export function ShareEvent({ eventId }: { readonly eventId: string }) {
  const url = `${window.location.origin}/events/${eventId}`;
  const qr = useMemo(() => qrPath(url), [url]);
  return (
    <div className={styles['share']}>
      <svg viewBox={`0 0 ${qr.size} ${qr.size}`} role="img" aria-label={t('share.qr')} className={styles['qr']} shapeRendering="crispEdges">
        <rect width={qr.size} height={qr.size} fill="#fff" />
        <path d={qr.path} fill="#000" />
      </svg>
      <p>
        <span className="visually-hidden">{t('share.link')}: </span>
        <a href={url}>{url}</a>
      </p>
    </div>
  );
}
