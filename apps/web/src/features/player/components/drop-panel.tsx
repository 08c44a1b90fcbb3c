import { useState } from 'react';
import { useMutation } from 'urql';
import { graphql } from '../../../graphql/generated/index.js';
import { texts, textsOf } from '../../../text/text.js';
import playerTexts from '../../../text/en/player.json';
import { FormMessage } from '../../../ui/field.js';
import { useAction } from '../../../ui/use-action.js';

const t = textsOf(playerTexts);

const DropPanel_Drop = graphql(`
  mutation DropPanel_Drop($t: ID!, $p: ID!) {
    dropPlayer(tournamentId: $t, playerId: $p) { id status droppedInRound }
  }
`);

/** Dropping asks twice: the player cannot take it back (only the organizer can re-enter them). */
export function DropPanel({ eventId, playerId, onDropped }: { readonly eventId: string; readonly playerId: string; readonly onDropped: () => void }) {
  const [asking, setAsking] = useState(false);
  const [, drop] = useMutation(DropPanel_Drop);
  const action = useAction();
  return (
    <section aria-labelledby="drop-heading">
      <h2 id="drop-heading">{t('drop.title')}</h2>
      <p className="muted">{t('drop.explain')}</p>
      <form
        ref={action.formRef}
        onSubmit={(event) => {
          event.preventDefault();
          void action.run(() => drop({ t: eventId, p: playerId })).then((data) => data && onDropped());
        }}
      >
        <FormMessage error={action.formError} />
        {asking ? (
          <div className="row">
            <p role="alert" style={{ margin: 0 }}>
              {t('drop.confirm')}
            </p>
            <button type="submit" className="danger" disabled={action.pending}>
              {t('drop.yes')}
            </button>
            <button type="button" className="secondary" onClick={() => setAsking(false)}>
              {texts('common')('cancel')}
            </button>
          </div>
        ) : (
          <button type="button" className="secondary" onClick={() => setAsking(true)}>
            {t('drop.button')}
          </button>
        )}
      </form>
    </section>
  );
}
