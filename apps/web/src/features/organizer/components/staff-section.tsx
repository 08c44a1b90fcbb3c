import { type FormEvent, useState } from 'react';
import { useMutation } from 'urql';
import { graphql } from '../../../graphql/generated/index.js';
import { textsOf } from '../../../text/text.js';
import organizerTexts from '../../../text/en/organizer.json';
import { Field, FormMessage } from '../../../ui/field.js';
import { useAction } from '../../../ui/use-action.js';
import type { SectionProps } from './console-query.js';

const t = textsOf(organizerTexts);

const Staff_Assign = graphql(`
  mutation Staff_Assign($t: ID!, $email: String!, $role: StaffRole!) {
    assignStaff(tournamentId: $t, email: $email, role: $role) { id staff { accountId displayName role } }
  }
`);

/** Appoint the head judge and judges by their account's e-mail address. */
export function StaffSection({ event, refresh }: SectionProps) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<'judge' | 'head_judge'>('judge');
  const [, assign] = useMutation(Staff_Assign);
  const action = useAction((error) => (error.code === 'ACCOUNT.NOT_FOUND' || error.code === 'STAFF.IS_A_PLAYER' ? 'email' : null));
  async function submit(e: FormEvent) {
    e.preventDefault();
    const data = await action.run(() => assign({ t: event.id, email: email.trim(), role }));
    if (data) {
      setEmail('');
      refresh();
    }
  }
  return (
    <section aria-labelledby="staff-heading">
      <h2 id="staff-heading">{t('section.staff')}</h2>
      {event.staff.length === 0 ? (
        <p>{t('staff.empty')}</p>
      ) : (
        <ul>
          {event.staff.map((member) => (
            <li key={member.accountId}>
              {member.displayName} · {t(`staff.role.${member.role}`)}
            </li>
          ))}
        </ul>
      )}
      {event.status === 'finished' ? null : (
        <form ref={action.formRef} onSubmit={(e) => void submit(e)} noValidate className="row">
          <Field label={t('staff.email')} error={action.fieldErrors['email']}>
            <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
          </Field>
          <Field label={t('staff.role')}>
            <select value={role} onChange={(e) => setRole(e.target.value as 'judge' | 'head_judge')}>
              <option value="judge">{t('staff.role.judge')}</option>
              <option value="head_judge">{t('staff.role.head_judge')}</option>
            </select>
          </Field>
          <FormMessage error={action.formError} />
          <button type="submit" disabled={action.pending || !email.trim()}>
            {t('staff.submit')}
          </button>
        </form>
      )}
    </section>
  );
}
