import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { graphql } from '../../../graphql/generated/index.js';
import { useRefetchOn } from '../../../graphql/live.js';
import judgeTexts from '../../../text/en/judge.json';
import playerTexts from '../../../text/en/player.json';
import { textsOf } from '../../../text/text.js';
import { Field, FormMessage } from '../../../ui/field.js';
import { useAction } from '../../../ui/use-action.js';

const t = textsOf(playerTexts);
const j = textsOf(judgeTexts);

const MyRulings_Incidents = graphql(`
  query MyRulings_Incidents($t: ID!) {
    incidents(tournamentId: $t) {
      id
      round
      category
      measure
      description
      appeal { statement decision { outcome note category measure } }
    }
  }
`);
const MyRulings_Appeal = graphql(`
  mutation MyRulings_Appeal($t: ID!, $incident: ID!, $statement: String!) {
    fileAppeal(tournamentId: $t, incidentId: $incident, statement: $statement) { id appeal { statement } }
  }
`);

/** The rulings about the player (TR 15.3) and an appeal for each (TR 15.2); nothing shows when there is none. */
export function MyRulings({ eventId, tick }: { readonly eventId: string; readonly tick: number }) {
  const [result, refetch] = useQuery({ query: MyRulings_Incidents, variables: { t: eventId }, requestPolicy: 'network-only' });
  useRefetchOn(tick, () => refetch({ requestPolicy: 'network-only' }));
  const incidents = result.data?.incidents ?? [];
  if (incidents.length === 0) return null;
  return (
    <section aria-labelledby="rulings-heading">
      <h2 id="rulings-heading">{t('rulings.title')}</h2>
      <ul className="stack">
        {incidents.map((incident) => (
          <li key={incident.id}>
            <p>
              {t('rulings.item', {
                round: incident.round,
                category: j(`category.${incident.category}`),
                measure: j(`measure.${incident.measure}`),
                description: incident.description,
              })}
            </p>
            {incident.appeal?.decision ? (
              <p>
                {t('rulings.decided', { outcome: j(`outcome.${incident.appeal.decision.outcome}`), note: incident.appeal.decision.note })}
                {incident.appeal.decision.outcome === 'changed' && incident.appeal.decision.measure ? (
                  <>
                    <br />
                    {j('appeal.changedTo', { category: j(`category.${incident.appeal.decision.category}`), measure: j(`measure.${incident.appeal.decision.measure}`) })}
                  </>
                ) : null}
              </p>
            ) : incident.appeal ? (
              <p>{t('rulings.appealed', { statement: incident.appeal.statement })}</p>
            ) : (
              <AppealForm eventId={eventId} incidentId={incident.id} onFiled={() => refetch({ requestPolicy: 'network-only' })} />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function AppealForm({ eventId, incidentId, onFiled }: { readonly eventId: string; readonly incidentId: string; onFiled(): void }) {
  const [statement, setStatement] = useState('');
  const [, appeal] = useMutation(MyRulings_Appeal);
  const action = useAction();
  return (
    <form
      ref={action.formRef}
      onSubmit={(event) => {
        event.preventDefault();
        void action.run(() => appeal({ t: eventId, incident: incidentId, statement: statement.trim() })).then((data) => data && onFiled());
      }}
    >
      <Field label={t('rulings.appealLabel')}>
        <input value={statement} onChange={(e) => setStatement(e.target.value)} style={{ width: '100%' }} />
      </Field>
      <FormMessage error={action.formError} />
      <button type="submit" className="secondary" disabled={action.pending || !statement.trim()}>
        {t('rulings.appeal')}
      </button>
    </form>
  );
}
