import { useClient } from 'urql';
import { graphql } from '../../../graphql/generated/index.js';
import { textsOf } from '../../../text/text.js';
import organizerTexts from '../../../text/en/organizer.json';
import { decklistsCsv, download, pairingsCsv, standingsCsv } from '../core/export.js';
import type { SectionProps } from './console-query.js';

const t = textsOf(organizerTexts);

const Exports_Standings = graphql(`
  query Exports_Standings($t: ID!) {
    standings(tournamentId: $t) {
      throughRound
      rows { rank entrant { id name } points wins losses draws dropped tiebreakers { id value } }
    }
  }
`);
const Exports_Pairings = graphql(`
  query Exports_Pairings($t: ID!) {
    pairings(tournamentId: $t) { round tables { table matchId entrants { id name } } byes { id name } }
  }
`);

type What = 'standings' | 'pairings' | 'decklists';

/** CSV and JSON downloads of standings, the current pairings and the decklists. */
export function ExportsSection({ event }: SectionProps) {
  const client = useClient();
  const slug = event.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'event';

  async function exportOf(what: What, format: 'csv' | 'json') {
    const file = `${slug}-${what}.${format}`;
    if (what === 'standings') {
      const result = await client.query(Exports_Standings, { t: event.id }, { requestPolicy: 'network-only' }).toPromise();
      const rows = result.data?.standings?.rows ?? [];
      return format === 'csv' ? download(file, 'text/csv', standingsCsv(rows)) : download(file, 'application/json', JSON.stringify(result.data?.standings ?? null, null, 2));
    }
    if (what === 'pairings') {
      const result = await client.query(Exports_Pairings, { t: event.id }, { requestPolicy: 'network-only' }).toPromise();
      const pairings = result.data?.pairings;
      if (!pairings) return;
      return format === 'csv' ? download(file, 'text/csv', pairingsCsv(pairings)) : download(file, 'application/json', JSON.stringify(pairings, null, 2));
    }
    const players = event.players.map(({ id, displayName, decklist }) => ({ id, displayName, decklist }));
    return format === 'csv' ? download(file, 'text/csv', decklistsCsv(players)) : download(file, 'application/json', JSON.stringify(players, null, 2));
  }

  return (
    <section aria-labelledby="exports-heading">
      <h2 id="exports-heading">{t('section.exports')}</h2>
      <p className="hint">{t('export.explain')}</p>
      {(['standings', 'pairings', 'decklists'] as const).map((what) => (
        <div className="row" key={what} style={{ marginBottom: '0.5rem' }}>
          <span style={{ minWidth: '14rem' }}>{t(`export.${what}`)}</span>
          {(['csv', 'json'] as const).map((format) => (
            <button
              key={format}
              type="button"
              className="secondary"
              aria-label={t('export.download', { what: t(`export.${what}`), format: t(`export.${format}`) })}
              onClick={() => void exportOf(what, format)}
            >
              {t(`export.${format}`)}
            </button>
          ))}
        </div>
      ))}
    </section>
  );
}
