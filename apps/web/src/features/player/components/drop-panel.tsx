import { useMutation } from 'urql';
import { graphql } from '../../../graphql/generated/index.js';
import { textsOf } from '../../../text/text.js';
import playerTexts from '../../../text/en/player.json';
import { ConfirmStep } from '../../../ui/confirm-step.js';
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
        <ConfirmStep button={t('drop.button')} question={t('drop.confirm')} yes={t('drop.yes')} pending={action.pending} />
      </form>
    </section>
  );
}
