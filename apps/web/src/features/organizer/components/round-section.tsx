import { type FormEvent, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { graphql } from '../../../graphql/generated/index.js';
import { useRefetchOn } from '../../../graphql/live.js';
import { texts, textsOf } from '../../../text/text.js';
import organizerTexts from '../../../text/en/organizer.json';
import { ConfirmStep } from '../../../ui/confirm-step.js';
import { FormMessage } from '../../../ui/field.js';
import { useAction } from '../../../ui/use-action.js';
import { RoundClock } from '../../public-event/components/round-clock.js';
import type { SectionProps } from './console-query.js';

const t = textsOf(organizerTexts);
const c = texts('common');

const RoundSection_Draft = graphql(`
  query RoundSection_Draft($t: ID!) {
    pairingDraft(tournamentId: $t) {
      round
      phase
      relaxations
      tables { table matchId entrants { id name } }
      byes { id name }
    }
    roundToRepair(tournamentId: $t)
  }
`);
const RoundSection_Repair = graphql(`
  mutation RoundSection_Repair($t: ID!, $r: Int!) {
    repairRound(tournamentId: $t, round: $r) { round tables { table matchId entrants { id name } } byes { id name } }
  }
`);
const RoundSection_DraftNext = graphql(`
  mutation RoundSection_DraftNext($t: ID!) {
    draftNextRound(tournamentId: $t) { round }
  }
`);
const RoundSection_PairNow = graphql(`
  mutation RoundSection_PairNow($t: ID!) {
    pairNextRound(tournamentId: $t) { round }
  }
`);
const RoundSection_Publish = graphql(`
  mutation RoundSection_Publish($t: ID!) {
    publishPairings(tournamentId: $t) { round }
  }
`);
const RoundSection_Discard = graphql(`
  mutation RoundSection_Discard($t: ID!) {
    discardPairingDraft(tournamentId: $t) { id roundsPaired }
  }
`);
const RoundSection_Clock = graphql(`
  mutation RoundSection_Clock($t: ID!, $start: Boolean!, $pause: Boolean!, $resume: Boolean!) {
    startRoundClock(tournamentId: $t) @include(if: $start) { round status }
    pauseRoundClock(tournamentId: $t) @include(if: $pause) { round status }
    resumeRoundClock(tournamentId: $t) @include(if: $resume) { round status }
  }
`);
const RoundSection_Extend = graphql(`
  mutation RoundSection_Extend($t: ID!, $minutes: Int!) {
    extendRoundClock(tournamentId: $t, minutes: $minutes) { round status }
  }
`);

interface Pairings {
  readonly round: number;
  readonly tables: readonly { readonly table: number; readonly entrants: readonly { readonly name: string }[] }[];
  readonly byes: readonly { readonly id: string; readonly name: string }[];
}

/**
 * Pair the next round, check it, publish it; pair the current round again after a correction;
 * and the round clock (start, pause, resume, extend). `tick` moves when something the section
 * shows may have changed (a correction, new pairings).
 */
export function RoundSection({ event, refresh, tick }: SectionProps & { readonly tick: number }) {
  const [draftResult, refetchDraft] = useQuery({ query: RoundSection_Draft, variables: { t: event.id }, requestPolicy: 'network-only' });
  useRefetchOn(tick, () => refetchDraft({ requestPolicy: 'network-only' }));
  const [repaired, setRepaired] = useState<Pairings | null>(null);
  const [, draftNext] = useMutation(RoundSection_DraftNext);
  const [, pairNow] = useMutation(RoundSection_PairNow);
  const [, publish] = useMutation(RoundSection_Publish);
  const [, discard] = useMutation(RoundSection_Discard);
  const [, changeClock] = useMutation(RoundSection_Clock);
  const [, extend] = useMutation(RoundSection_Extend);
  const [minutes, setMinutes] = useState('5');
  const [published, setPublished] = useState<number | null>(null);
  const action = useAction();
  const draft = draftResult.data?.pairingDraft;
  const roundToRepair = draftResult.data?.roundToRepair ?? null;
  const current = event.rounds[event.rounds.length - 1];
  // The next round is paired once the current one is complete (the server decides the rest).
  const canPair = (event.status === 'swiss' || event.status === 'top_cut') && (!current || current.status === 'completed');
  // The console's refresh moves `tick`, which reads the draft (and the round to repair) again.
  const after = (data: unknown) => {
    if (data) refresh();
  };
  const clock = (kind: 'start' | 'pause' | 'resume') =>
    void action.run(() => changeClock({ t: event.id, start: kind === 'start', pause: kind === 'pause', resume: kind === 'resume' })).then(after);

  return (
    <section aria-labelledby="round-heading">
      <h2 id="round-heading">{t('section.round')}</h2>
      <form ref={action.formRef} onSubmit={(e: FormEvent) => e.preventDefault()} className="stack">
        {current ? (
          <p>
            {current.status === 'completed'
              ? t('round.complete', { round: current.number })
              : t('round.current', { round: current.number, phase: t(`round.phase.${current.phase}`), open: current.openMatches })}
          </p>
        ) : (
          <p>{t('round.none')}</p>
        )}
        {published ? <p role="status">{t('round.published', { round: published })}</p> : null}
        {canPair && !draft ? (
          <div className="row">
            <button type="button" disabled={action.pending} onClick={() => void action.run(() => draftNext({ t: event.id })).then(after)}>
              {t('round.draft')}
            </button>
            <button
              type="button"
              className="secondary"
              disabled={action.pending}
              onClick={() =>
                void action.run(() => pairNow({ t: event.id })).then((data) => {
                  if (data) setPublished(data.pairNextRound.round);
                  after(data);
                })
              }
            >
              {t('round.pairNow')}
            </button>
          </div>
        ) : null}
        {draft ? (
          <div className="stack" data-testid="pairing-draft">
            <h3>{t('round.draftTitle', { round: draft.round })}</h3>
            <PairingsTable caption={t('round.draftCaption', { round: draft.round })} pairings={draft} />
            <h4>{t('round.relaxations')}</h4>
            {draft.relaxations.length === 0 ? (
              <p>{t('round.noRelaxations')}</p>
            ) : (
              <ul>
                {draft.relaxations.map((relaxation) => (
                  <li key={relaxation}>{relaxation}</li>
                ))}
              </ul>
            )}
            <div className="row">
              <button
                type="button"
                disabled={action.pending}
                onClick={() =>
                  void action.run(() => publish({ t: event.id })).then((data) => {
                    if (data) setPublished(data.publishPairings.round);
                    after(data);
                  })
                }
              >
                {t('round.publish', { round: draft.round })}
              </button>
              <button type="button" className="secondary" disabled={action.pending} onClick={() => void action.run(() => discard({ t: event.id })).then(after)}>
                {t('round.discard')}
              </button>
            </div>
          </div>
        ) : null}
        {repaired && repaired.round === current?.number ? (
          <div className="stack" data-testid="repaired-pairings">
            <p role="status">{t('repair.done', { round: repaired.round })}</p>
            <PairingsTable caption={t('repair.caption', { round: repaired.round })} pairings={repaired} />
          </div>
        ) : null}
        {current && current.status !== 'completed' ? (
          <>
            <RoundClock eventId={event.id} />
            <div className="row">
              <button type="button" disabled={action.pending} onClick={() => clock('start')}>
                {t('clock.start')}
              </button>
              <button type="button" className="secondary" disabled={action.pending} onClick={() => clock('pause')}>
                {t('clock.pause')}
              </button>
              <button type="button" className="secondary" disabled={action.pending} onClick={() => clock('resume')}>
                {t('clock.resume')}
              </button>
            </div>
            <div className="row">
              <label htmlFor="extend-minutes">{t('clock.extend')}</label>
              <input id="extend-minutes" type="number" min={1} max={60} inputMode="numeric" style={{ width: '6rem' }} value={minutes} onChange={(e) => setMinutes(e.target.value)} />
              <button type="button" className="secondary" disabled={action.pending} onClick={() => void action.run(() => extend({ t: event.id, minutes: Number(minutes) })).then(after)}>
                {t('clock.extendButton')}
              </button>
            </div>
          </>
        ) : null}
        <FormMessage error={action.formError} />
      </form>
      {roundToRepair !== null ? (
        <RepairRound
          eventId={event.id}
          round={roundToRepair}
          onRepaired={(pairings) => {
            setRepaired(pairings);
            after(pairings);
          }}
        />
      ) : null}
    </section>
  );
}

/**
 * ADR 0046: a correction changed an earlier round after this one was paired, and nothing of this
 * one is reported yet (the server says so, `roundToRepair`): the organizer may pair it again from
 * the corrected standings. The published pairings are withdrawn, so it asks first.
 */
function RepairRound({ eventId, round, onRepaired }: { readonly eventId: string; readonly round: number; onRepaired(pairings: Pairings): void }) {
  const [, repair] = useMutation(RoundSection_Repair);
  const action = useAction();
  return (
    <form
      ref={action.formRef}
      className="stack missing"
      aria-labelledby="repair-heading"
      data-testid="repair-round"
      onSubmit={(event) => {
        event.preventDefault();
        void action.run(() => repair({ t: eventId, r: round })).then((data) => data && onRepaired(data.repairRound));
      }}
    >
      <h3 id="repair-heading">{t('repair.title', { round })}</h3>
      <p>{t('repair.explain', { round })}</p>
      <ConfirmStep button={t('repair.button', { round })} question={t('repair.question', { round })} yes={t('repair.yes', { round })} pending={action.pending} />
      <FormMessage error={action.formError} />
    </form>
  );
}

/** A round's tables and byes by name (a draft to check, or pairings made again). */
function PairingsTable({ caption, pairings }: { readonly caption: string; readonly pairings: Pairings }) {
  return (
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('results.col.table')}</th>
          <th scope="col">{t('results.col.players')}</th>
        </tr>
      </thead>
      <tbody>
        {pairings.tables.map((table) => (
          <tr key={table.table}>
            <td>{table.table}</td>
            <th scope="row">{table.entrants.map((entrant) => entrant.name).join(' – ')}</th>
          </tr>
        ))}
        {pairings.byes.map((bye) => (
          <tr key={bye.id}>
            <td>{c('bye')}</td>
            <th scope="row">{bye.name}</th>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
