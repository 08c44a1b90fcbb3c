import { useMutation } from 'urql';
import { graphql } from '../../../graphql/generated/index.js';
import { textsOf } from '../../../text/text.js';
import playerTexts from '../../../text/en/player.json';
import { ConfirmStep } from '../../../ui/confirm-step.js';
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
        <ConfirmStep button={t('withdraw.button')} question={t('withdraw.confirm')} yes={t('withdraw.yes')} pending={action.pending} />
      </form>
    </section>
  );
}
