import { useState } from 'react';
import { useMutation } from 'urql';
import { graphql } from '../../../graphql/generated/index.js';
import { textsOf } from '../../../text/text.js';
import organizerTexts from '../../../text/en/organizer.json';
import { FormMessage } from '../../../ui/field.js';
import { useAction } from '../../../ui/use-action.js';
import type { SectionProps } from './console-query.js';

const t = textsOf(organizerTexts);

const PublishDecklists_Publish = graphql(`
  mutation PublishDecklists_Publish($t: ID!, $scope: DecklistPublication!) {
    publishDecklists(tournamentId: $t, scope: $scope) { id }
  }
`);

/** Lists are hidden information until the organizer publishes the top cut's (once cut) or every list (after the event). */
export function PublishDecklistsSection({ event, refresh }: SectionProps) {
  const [, publish] = useMutation(PublishDecklists_Publish);
  const [done, setDone] = useState<string | null>(null);
  const action = useAction();
  if (event.status !== 'top_cut' && event.status !== 'finished') return null;
  const run = (scope: 'top_cut' | 'all') =>
    void action.run(() => publish({ t: event.id, scope })).then((data) => {
      if (!data) return;
      setDone(t(scope === 'all' ? 'publishLists.doneAll' : 'publishLists.doneTopCut'));
      refresh();
    });
  return (
    <section aria-labelledby="publish-lists-heading">
      <h2 id="publish-lists-heading">{t('section.publishLists')}</h2>
      <p className="hint">{t('publishLists.explain')}</p>
      <form ref={action.formRef} onSubmit={(e) => e.preventDefault()} className="row">
        {event.topCut ? (
          <button type="button" className="secondary" disabled={action.pending} onClick={() => run('top_cut')}>
            {t('publishLists.topCut')}
          </button>
        ) : null}
        {event.status === 'finished' ? (
          <button type="button" disabled={action.pending} onClick={() => run('all')}>
            {t('publishLists.all')}
          </button>
        ) : null}
      </form>
      <FormMessage error={action.formError} success={done} />
    </section>
  );
}
