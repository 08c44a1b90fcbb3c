import { useState } from 'react';
import { useMutation } from 'urql';
import { graphql } from '../../../graphql/generated/index.js';
import { texts, textsOf } from '../../../text/text.js';
import playerTexts from '../../../text/en/player.json';
import { FormMessage } from '../../../ui/field.js';
import { useAction } from '../../../ui/use-action.js';

const t = textsOf(playerTexts);

const WithdrawPanel_Withdraw = graphql(`
  mutation WithdrawPanel_Withdraw($t: ID!) {
    withdrawRegistration(tournamentId: $t) { id playerCount }
  }
`);

/** Before the start a player takes their registration back (they may register again while it is open). */
export function WithdrawPanel({ eventId, onWithdrawn }: { readonly eventId: string; readonly onWithdrawn: () => void }) {
  const [asking, setAsking] = useState(false);
  const [, withdraw] = useMutation(WithdrawPanel_Withdraw);
  const action = useAction();
  return (
    <section aria-labelledby="withdraw-heading">
      <h2 id="withdraw-heading">{t('withdraw.title')}</h2>
      <p className="muted">{t('withdraw.explain')}</p>
      <form
        ref={action.formRef}
        onSubmit={(event) => {
          event.preventDefault();
          void action.run(() => withdraw({ t: eventId })).then((data) => data && onWithdrawn());
        }}
      >
        <FormMessage error={action.formError} />
        {asking ? (
          <div className="row">
            <p role="alert" style={{ margin: 0 }}>
              {t('withdraw.confirm')}
            </p>
            <button type="submit" className="danger" disabled={action.pending}>
              {t('withdraw.yes')}
            </button>
            <button type="button" className="secondary" onClick={() => setAsking(false)}>
              {texts('common')('cancel')}
            </button>
          </div>
        ) : (
          <button type="button" className="secondary" onClick={() => setAsking(true)}>
            {t('withdraw.button')}
          </button>
        )}
      </form>
    </section>
  );
}
