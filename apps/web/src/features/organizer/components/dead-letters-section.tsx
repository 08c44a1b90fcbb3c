import { useMutation, useQuery } from 'urql';
import { graphql } from '../../../graphql/generated/index.js';
import { dateTime, textsOf } from '../../../text/text.js';
import organizerTexts from '../../../text/en/organizer.json';
import { FormMessage } from '../../../ui/field.js';
import { QueryState } from '../../../ui/query-state.js';
import { useAction } from '../../../ui/use-action.js';

const t = textsOf(organizerTexts);

const DeadLetters_List = graphql(`
  query DeadLetters_List($t: ID!) {
    deadLetters(tournamentId: $t) { id topic code message attempts createdAt }
  }
`);
const DeadLetters_Retry = graphql(`
  mutation DeadLetters_Retry($id: ID!) {
    retryDeadLetter(id: $id) { id }
  }
`);

/** Reports the pipeline gave up on, with a retry for each (the organizer only). */
export function DeadLettersSection({ eventId }: { readonly eventId: string }) {
  const [result, refetch] = useQuery({ query: DeadLetters_List, variables: { t: eventId }, requestPolicy: 'network-only' });
  const [, retry] = useMutation(DeadLetters_Retry);
  const action = useAction();
  return (
    <section aria-labelledby="dead-heading">
      <h2 id="dead-heading">{t('section.deadLetters')}</h2>
      <QueryState
        fetching={result.fetching}
        error={result.error}
        data={result.data?.deadLetters}
        isEmpty={(letters) => letters.length === 0}
        empty={<p>{t('dead.empty')}</p>}
        retry={() => refetch({ requestPolicy: 'network-only' })}
      >
        {(letters) => (
          <form ref={action.formRef} onSubmit={(e) => e.preventDefault()}>
            <table>
              <caption>{t('dead.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('dead.col.topic')}</th>
                  <th scope="col">{t('dead.col.code')}</th>
                  <th scope="col">{t('dead.col.message')}</th>
                  <th scope="col">{t('dead.col.attempts')}</th>
                  <th scope="col">{t('players.col.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {letters.map((letter) => (
                  <tr key={letter.id}>
                    <td>{letter.topic}</td>
                    <td>{letter.code}</td>
                    <td>
                      {letter.message}
                      <br />
                      <span className="muted">{dateTime.format(new Date(letter.createdAt))}</span>
                    </td>
                    <td>{letter.attempts}</td>
                    <td>
                      <button
                        type="button"
                        className="secondary"
                        disabled={action.pending}
                        onClick={() => void action.run(() => retry({ id: letter.id })).then((data) => data && refetch({ requestPolicy: 'network-only' }))}
                      >
                        {t('dead.retry', { id: letter.id.slice(0, 8) })}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <FormMessage error={action.formError} />
          </form>
        )}
      </QueryState>
    </section>
  );
}
