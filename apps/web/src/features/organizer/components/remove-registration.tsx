import { useState } from 'react';
import { useMutation } from 'urql';
import { graphql } from '../../../graphql/generated/index.js';
import { texts, textsOf } from '../../../text/text.js';
import organizerTexts from '../../../text/en/organizer.json';
import { FormMessage } from '../../../ui/field.js';
import { useAction } from '../../../ui/use-action.js';

const t = textsOf(organizerTexts);

const RemoveRegistration_Withdraw = graphql(`
  mutation RemoveRegistration_Withdraw($t: ID!, $p: ID!) {
    withdrawRegistration(tournamentId: $t, playerId: $p) { id playerCount }
  }
`);

/** Before the start the organizer can take a registration out (a stray or mistaken entry); asks once more. */
export function RemoveRegistration({ eventId, player, onRemoved }: { readonly eventId: string; readonly player: { readonly id: string; readonly displayName: string }; onRemoved(): void }) {
  const [asking, setAsking] = useState(false);
  const [, withdraw] = useMutation(RemoveRegistration_Withdraw);
  const action = useAction();
  if (!asking)
    return (
      <button type="button" className="secondary" aria-label={t('players.remove', { name: player.displayName })} onClick={() => setAsking(true)}>
        {t('players.removeShort')}
      </button>
    );
  return (
    <form
      ref={action.formRef}
      aria-label={t('players.remove', { name: player.displayName })}
      onSubmit={(event) => {
        event.preventDefault();
        void action.run(() => withdraw({ t: eventId, p: player.id })).then((data) => data && onRemoved());
      }}
    >
      <FormMessage error={action.formError} />
      <div className="row">
        <button type="submit" className="danger" disabled={action.pending}>
          {t('players.confirmRemove', { name: player.displayName })}
        </button>
        <button type="button" className="secondary" onClick={() => setAsking(false)}>
          {texts('common')('cancel')}
        </button>
      </div>
    </form>
  );
}
