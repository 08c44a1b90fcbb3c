import { type FormEvent, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { graphql } from '../../../graphql/generated/index.js';
import { useLiveTick, useRefetchOn } from '../../../graphql/live.js';
import { texts, textsOf } from '../../../text/text.js';
import playerTexts from '../../../text/en/player.json';
import { FormMessage } from '../../../ui/field.js';
import { useAction } from '../../../ui/use-action.js';
import { RoundClock } from '../../public-event/components/round-clock.js';
import { resultText } from '../../public-event/core/result-text.js';
import { gameWinsResult, placementResult, sameReport } from '../core/report-input.js';

const t = textsOf(playerTexts);
const c = texts('common');

const MyMatch_Pairing = graphql(`
  query MyMatch_Pairing($t: ID!) {
    myPairing(tournamentId: $t) {
      round
      bye
      table
      entrantId
      opponents { id name }
      match {
        id
        status
        extensionMinutes
        entrants { id name }
        result { gameDraws seats { entrantId gameWins placement } }
        reports { id kind entrantId at result { gameDraws seats { entrantId gameWins placement } } }
      }
    }
  }
`);
const MyMatch_Report = graphql(`
  mutation MyMatch_Report($input: ReportResultInput!) {
    reportResult(input: $input) { reportId matchId }
  }
`);
const MyMatch_Confirm = graphql(`
  mutation MyMatch_Confirm($m: ID!) {
    confirmResult(matchId: $m) { reportId matchId }
  }
`);

/** Says when the player's own match changes: the opponent's report, more time, a dispute, the result. */
const MyMatch_Updated = graphql(`
  subscription MyMatch_Updated($m: ID!) {
    matchUpdated(matchId: $m) { id status }
  }
`);

/** "My match": round, table, opponent, the clock, report and confirm, and a dispute; live, without polling. */
export function MyMatch({ eventId, mode, staffOnly, tick }: { readonly eventId: string; readonly mode: string; readonly staffOnly: boolean; readonly tick: number }) {
  const [result, refetch] = useQuery({ query: MyMatch_Pairing, variables: { t: eventId }, requestPolicy: 'cache-and-network' });
  const mine = result.data?.myPairing;
  const matchId = mine?.match?.id ?? '';
  // Also after the result: a judge may still correct it.
  const matchTick = useLiveTick(MyMatch_Updated, { m: matchId }, undefined, !matchId);
  useRefetchOn(tick + matchTick, () => refetch({ requestPolicy: 'network-only' }));

  return (
    <section aria-labelledby="match-heading">
      <h2 id="match-heading">{t('match.title')}</h2>
      {!mine ? (
        result.fetching && !result.data ? <p aria-busy="true">{c('loading')}</p> : <p>{t('match.waiting')}</p>
      ) : (
        <>
          <p>{c('round', { round: mine.round })}</p>
          {mine.bye || !mine.match ? (
            <p>{t('match.bye')}</p>
          ) : (
            <MatchCard
              mine={{ ...mine, match: mine.match }}
              mode={mode}
              staffOnly={staffOnly}
              eventId={eventId}
              onChange={() => refetch({ requestPolicy: 'network-only' })}
            />
          )}
        </>
      )}
    </section>
  );
}

interface MatchCardProps {
  readonly mine: {
    readonly table?: number | null;
    readonly entrantId: string;
    readonly opponents: readonly { readonly id: string; readonly name: string }[];
    readonly match: {
      readonly id: string;
      readonly status: string;
      readonly extensionMinutes: number;
      readonly entrants: readonly { readonly id: string; readonly name: string }[];
      readonly result?: { readonly gameDraws: number; readonly seats: readonly { readonly entrantId: string; readonly gameWins: number; readonly placement: number }[] } | null;
      readonly reports?:
        | readonly {
            readonly id: string;
            readonly kind: string;
            readonly entrantId?: string | null;
            readonly result: { readonly gameDraws: number; readonly seats: readonly { readonly entrantId: string; readonly gameWins: number; readonly placement: number }[] };
          }[]
        | null;
    };
  };
  readonly mode: string;
  readonly staffOnly: boolean;
  readonly eventId: string;
  onChange(): void;
}

function MatchCard({ mine, mode, staffOnly, eventId, onChange }: MatchCardProps) {
  const { match } = mine;
  const reports = (match.reports ?? []).filter((report) => report.kind === 'player');
  const myReport = [...reports].reverse().find((report) => report.entrantId === mine.entrantId);
  const theirReport = [...reports].reverse().find((report) => report.entrantId !== mine.entrantId);
  const canConfirm = match.status !== 'final' && theirReport && !(myReport && sameReport(myReport.result, theirReport.result));
  const [, confirm] = useMutation(MyMatch_Confirm);
  const confirmAction = useAction();
  // Kept here, not in the forms: a confirmed or reported match may turn final and unmount them.
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <div className="stack">
      {notice ? <p role="status">{notice}</p> : null}
      <p style={{ fontSize: '2rem', fontWeight: 700, margin: 0 }}>{t('match.table', { table: mine.table ?? 0 })}</p>
      <p>{t('match.opponents', { names: mine.opponents.map((opponent) => opponent.name).join(', ') })}</p>
      <RoundClock eventId={eventId} />
      {match.extensionMinutes > 0 ? <p>{t('match.extension', { minutes: match.extensionMinutes })}</p> : null}
      <p>{t('match.status', { status: c(`match.status.${match.status as 'open' | 'reported' | 'disputed' | 'final'}`) })}</p>
      {match.status === 'final' && match.result ? <p>{t('match.result', { result: resultText(mode, match.entrants, match.result) })}</p> : null}
      {match.status === 'disputed' ? (
        <p role="alert" className="missing" style={{ padding: '0.5rem' }}>
          {t('match.disputed')}
        </p>
      ) : null}
      {myReport ? <p>{t('report.myReport', { result: resultText(mode, match.entrants, myReport.result) })}</p> : null}
      {theirReport ? (
        <p>
          {t('report.theirReport', {
            name: match.entrants.find((entrant) => entrant.id === theirReport.entrantId)?.name ?? '',
            result: resultText(mode, match.entrants, theirReport.result),
          })}
        </p>
      ) : null}
      {canConfirm ? (
        <form
          ref={confirmAction.formRef}
          onSubmit={(event) => {
            event.preventDefault();
            void confirmAction.run(() => confirm({ m: match.id })).then((data) => {
              if (data) {
                setNotice(t('report.confirmed'));
                onChange();
              }
            });
          }}
        >
          <FormMessage error={confirmAction.formError} />
          <button type="submit" disabled={confirmAction.pending}>
            {t('report.confirm')}
          </button>
        </form>
      ) : null}
      {match.status === 'final' ? null : staffOnly ? (
        <p>{t('report.staffOnly')}</p>
      ) : (
        <ReportForm
          matchId={match.id}
          entrants={match.entrants}
          me={mine.entrantId}
          mode={mode}
          onReported={() => {
            setNotice(t('report.sent'));
            onChange();
          }}
        />
      )}
    </div>
  );
}

function ReportForm({
  matchId,
  entrants,
  me,
  mode,
  onReported,
}: {
  readonly matchId: string;
  readonly entrants: readonly { readonly id: string; readonly name: string }[];
  readonly me: string;
  readonly mode: string;
  onReported(): void;
}) {
  const [wins, setWins] = useState<Record<string, number>>(() => Object.fromEntries(entrants.map((entrant) => [entrant.id, 0])));
  const [places, setPlaces] = useState<Record<string, number>>(() => Object.fromEntries(entrants.map((entrant, index) => [entrant.id, index + 1])));
  const [draws, setDraws] = useState(0);
  const [, report] = useMutation(MyMatch_Report);
  const action = useAction();
  const ffa = mode === 'ffa3' || mode === 'war';
  const maxWins = mode === 'duel' ? 1 : 2;
  const ordered = [...entrants].sort((a, b) => (a.id === me ? -1 : b.id === me ? 1 : 0));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = ffa ? placementResult(places) : gameWinsResult(wins, draws);
    const data = await action.run(() => report({ input: { matchId, result } }));
    if (data) onReported();
  }

  return (
    <form ref={action.formRef} onSubmit={(event) => void submit(event)} aria-labelledby="report-heading">
      <h3 id="report-heading">{t('report.title')}</h3>
      {ordered.map((entrant) => (
        <div className="field" key={entrant.id}>
          <label htmlFor={`seat-${entrant.id}`}>
            {ffa ? t('report.place', { name: entrant.name }) : entrant.id === me ? t('report.myWins') : t('report.theirWins', { name: entrant.name })}
          </label>
          <select
            id={`seat-${entrant.id}`}
            value={ffa ? places[entrant.id] : wins[entrant.id]}
            onChange={(event) => {
              const value = Number(event.target.value);
              if (ffa) setPlaces((previous) => ({ ...previous, [entrant.id]: value }));
              else setWins((previous) => ({ ...previous, [entrant.id]: value }));
            }}
          >
            {(ffa ? entrants.map((_, n) => n + 1) : Array.from({ length: maxWins + 1 }, (_, n) => n)).map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </div>
      ))}
      {!ffa && mode !== 'duel' ? (
        <div className="field">
          <label htmlFor="report-draws">{t('report.draws')}</label>
          <select id="report-draws" value={draws} onChange={(event) => setDraws(Number(event.target.value))}>
            {[0, 1, 2, 3].map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <FormMessage error={action.formError} />
      <button type="submit" disabled={action.pending}>
        {t('report.submit')}
      </button>
    </form>
  );
}
