import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useMutation } from 'urql';
import { graphql } from '../../../graphql/generated/index.js';
import type { ShownError } from '../../../graphql/errors.js';
import { sessionStore } from '../../../graphql/session-store.js';
import { textsOf } from '../../../text/text.js';
import playerTexts from '../../../text/en/player.json';
import { Field, FormMessage } from '../../../ui/field.js';
import { useAction } from '../../../ui/use-action.js';
import { safeNext } from '../core/safe-next.js';

const t = textsOf(playerTexts);

const Signup_SignUp = graphql(`
  mutation Signup_SignUp($input: SignUpInput!) {
    signUp(input: $input) {
      accessToken
      expiresAt
      account { id displayName organizer }
    }
  }
`);

/** The api's codes name no field; these do. */
const fields: Record<string, string> = {
  'ACCOUNT.INVALID_EMAIL': 'email',
  'ACCOUNT.EMAIL_TAKEN': 'email',
  'ACCOUNT.ALREADY_REGISTERED': 'email',
  'ACCOUNT.WEAK_PASSWORD': 'password',
  'ACCOUNT.INVALID_DISPLAY_NAME': 'displayName',
};
const fieldOf = (error: ShownError): string | null => error.field ?? fields[error.code] ?? null;

export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [displayName, setDisplayName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [, signUp] = useMutation(Signup_SignUp);
  const action = useAction(fieldOf);
  const next = safeNext(params.get('next'));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const data = await action.run(() => signUp({ input: { displayName: displayName.trim(), email: email.trim(), password } }));
    if (!data) return;
    const { accessToken, expiresAt, account } = data.signUp;
    sessionStore.set({ accessToken, expiresAt, accountId: account.id, displayName: account.displayName, organizer: account.organizer });
    void navigate(next);
  }

  return (
    <>
      <h1>{t('signup.title')}</h1>
      <form ref={action.formRef} onSubmit={(event) => void submit(event)} noValidate style={{ maxWidth: '26rem' }}>
        <Field label={t('signup.displayName')} hint={t('signup.displayNameHint')} error={action.fieldErrors['displayName']}>
          <input name="displayName" autoComplete="nickname" required value={displayName} onChange={(e) => setDisplayName(e.target.value)} />
        </Field>
        <Field label={t('signup.email')} error={action.fieldErrors['email']}>
          <input type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        </Field>
        <Field label={t('signup.password')} hint={t('signup.passwordHint')} error={action.fieldErrors['password']}>
          <input type="password" name="password" autoComplete="new-password" minLength={10} required value={password} onChange={(e) => setPassword(e.target.value)} />
        </Field>
        <FormMessage error={action.formError} />
        <button type="submit" disabled={action.pending}>
          {t('signup.submit')}
        </button>
      </form>
      <p>
        {t('signup.haveAccount')} <Link to={`/login?next=${encodeURIComponent(next)}`}>{t('signup.logInLink')}</Link>
      </p>
    </>
  );
}
