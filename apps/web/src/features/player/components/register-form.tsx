import { type FormEvent, useState } from 'react';
import { useMutation } from 'urql';
import { graphql } from '../../../graphql/generated/index.js';
import { textsOf } from '../../../text/text.js';
import playerTexts from '../../../text/en/player.json';
import { Field, FormMessage } from '../../../ui/field.js';
import { useAction } from '../../../ui/use-action.js';

const t = textsOf(playerTexts);

const RegisterForm_Register = graphql(`
  mutation RegisterForm_Register($input: RegisterPlayerInput!) {
    registerPlayer(input: $input) { id displayName status }
  }
`);

/** Self-registration with the event's invite code. */
export function RegisterForm({ eventId, onRegistered }: { readonly eventId: string; readonly onRegistered: () => void }) {
  const [inviteCode, setInviteCode] = useState('');
  const [, register] = useMutation(RegisterForm_Register);
  const action = useAction((error) => (error.code === 'REGISTRATION.INVALID_INVITE_CODE' || error.code === 'REGISTRATION.INVITE_ONLY' ? 'inviteCode' : null));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const data = await action.run(() => register({ input: { tournamentId: eventId, inviteCode: inviteCode.trim() } }));
    if (data) onRegistered();
  }

  return (
    <section aria-labelledby="register-heading">
      <h2 id="register-heading">{t('register.title')}</h2>
      <form ref={action.formRef} onSubmit={(event) => void submit(event)} noValidate>
        <Field label={t('register.inviteCode')} hint={t('register.inviteHint')} error={action.fieldErrors['inviteCode']}>
          <input name="inviteCode" autoComplete="off" autoCapitalize="characters" required value={inviteCode} onChange={(e) => setInviteCode(e.target.value)} />
        </Field>
        <FormMessage error={action.formError} />
        <button type="submit" disabled={action.pending}>
          {t('register.submit')}
        </button>
      </form>
    </section>
  );
}
