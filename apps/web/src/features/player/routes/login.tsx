import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useMutation } from 'urql';
import { graphql } from '../../../graphql/generated/index.js';
import { sessionStore } from '../../../graphql/session-store.js';
import { textsOf } from '../../../text/text.js';
import playerTexts from '../../../text/en/player.json';
import { Field, FormMessage } from '../../../ui/field.js';
import { useAction } from '../../../ui/use-action.js';
import { safeNext } from '../core/safe-next.js';

const t = textsOf(playerTexts);

const Login_LogIn = graphql(`
  mutation Login_LogIn($email: String!, $password: String!) {
    logIn(email: $email, password: $password) {
      accessToken
      expiresAt
      account { id displayName organizer }
    }
  }
`);

export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [, logIn] = useMutation(Login_LogIn);
  const action = useAction();
  const next = safeNext(params.get('next'));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const data = await action.run(() => logIn({ email: email.trim(), password }));
    if (!data) return;
    const { accessToken, expiresAt, account } = data.logIn;
    sessionStore.set({ accessToken, expiresAt, accountId: account.id, displayName: account.displayName, organizer: account.organizer });
    void navigate(next);
  }

  return (
    <>
      <h1>{t('login.title')}</h1>
      <form ref={action.formRef} onSubmit={(event) => void submit(event)} noValidate style={{ maxWidth: '26rem' }}>
        <Field label={t('login.email')} error={action.fieldErrors['email']}>
          <input type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        </Field>
        <Field label={t('login.password')} error={action.fieldErrors['password']}>
          <input type="password" name="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
        </Field>
        <FormMessage error={action.formError} />
        <button type="submit" disabled={action.pending}>
          {t('login.submit')}
        </button>
      </form>
      <p>
        {t('login.noAccount')} <Link to={`/signup?next=${encodeURIComponent(next)}`}>{t('login.signUpLink')}</Link>
      </p>
    </>
  );
}
