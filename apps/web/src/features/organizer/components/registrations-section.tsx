import { type FormEvent, useState } from 'react';
import { useMutation } from 'urql';
import { graphql } from '../../../graphql/generated/index.js';
import { textsOf } from '../../../text/text.js';
import organizerTexts from '../../../text/en/organizer.json';
import { Field, FormMessage } from '../../../ui/field.js';
import { useAction } from '../../../ui/use-action.js';
import type { SectionProps } from './console-query.js';
import { EnterDecklist } from './enter-decklist.js';
import { PlayerActions } from './player-actions.js';
import { RemoveRegistration } from './remove-registration.js';

const t = textsOf(organizerTexts);

const Registrations_Register = graphql(`
  mutation Registrations_Register($input: RegisterPlayerInput!) {
    registerPlayer(input: $input) { id displayName }
  }
`);
const Registrations_Start = graphql(`
  mutation Registrations_Start($t: ID!) {
    startTournament(tournamentId: $t) { id status swissRounds }
  }
`);

/** Who registered, who is missing a list, late entries, drops and disqualifications, the start. */
export function RegistrationsSection({ event, refresh }: SectionProps) {
  const missing = event.players.filter((player) => player.status === 'active' && !player.hasDecklist);
  return (
    <section aria-labelledby="registrations-heading">
      <h2 id="registrations-heading">{t('section.registrations')}</h2>
      {event.settings.decklistRequired && missing.length > 0 ? <p className="missing">{t('players.missingCount', { count: missing.length })}</p> : null}
      {event.players.length === 0 ? (
        <p>{t('players.empty')}</p>
      ) : (
        <table data-testid="registrations">
          <caption>{t('players.caption', { count: event.players.length })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('players.col.name')}</th>
              <th scope="col">{t('players.col.status')}</th>
              <th scope="col">{t('players.col.decklist')}</th>
              <th scope="col">{t('players.col.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {event.players.map((player) => (
              <tr key={player.id} className={event.settings.decklistRequired && !player.hasDecklist && player.status === 'active' ? 'missing' : undefined}>
                <th scope="row">{player.displayName}</th>
                <td>{player.status === 'dropped' ? t('players.status.dropped', { round: player.droppedInRound ?? 0 }) : t(`players.status.${player.status}`)}</td>
                <td>
                  {player.hasDecklist ? t('players.hasList') : t('players.missingList')}
                  {!player.hasDecklist && player.status === 'active' && listsOpenFor(event, player.joinedInRound) ? (
                    <EnterDecklist eventId={event.id} player={player} onSaved={refresh} />
                  ) : null}
                </td>
                <td>
                  <PlayerActions eventId={event.id} player={player} finished={event.status === 'finished'} onChange={refresh} />
                  {event.status === 'registration' ? <RemoveRegistration eventId={event.id} player={player} onRemoved={refresh} /> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <AddPlayer eventId={event.id} late={event.status !== 'registration'} onAdded={refresh} />
      {event.status === 'registration' ? <StartEvent eventId={event.id} onStarted={refresh} /> : null}
    </section>
  );
}

/** A list can still be handed in until the player's first round is paired (TR 9.3.2). */
function listsOpenFor(event: SectionProps['event'], joinedInRound: number): boolean {
  return event.status === 'registration' || event.roundsPaired < joinedInRound;
}

function AddPlayer({ eventId, late, onAdded }: { readonly eventId: string; readonly late: boolean; onAdded(): void }) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const [, register] = useMutation(Registrations_Register);
  const action = useAction((error) => (error.code === 'ACCOUNT.NOT_FOUND' ? 'email' : error.code === 'REGISTRATION.INVALID_NAME' ? 'name' : null));
  async function submit(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    const input = email.trim() ? { tournamentId: eventId, email: email.trim() } : { tournamentId: eventId, displayName: name.trim() };
    const data = await action.run(() => register({ input }));
    if (!data) return;
    setDone(t('add.done', { name: data.registerPlayer.displayName }));
    setEmail('');
    setName('');
    onAdded();
  }
  return (
    <form ref={action.formRef} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="add-player-heading">
      <h3 id="add-player-heading">{t('add.title')}</h3>
      {late ? <p className="hint">{t('add.late')}</p> : null}
      <div className="row">
        <Field label={t('add.email')} error={action.fieldErrors['email']}>
          <input type="email" name="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </Field>
        <Field label={t('add.name')} error={action.fieldErrors['name']}>
          <input name="walkInName" value={name} onChange={(e) => setName(e.target.value)} />
        </Field>
      </div>
      <FormMessage error={action.formError} success={done} />
      <button type="submit" disabled={action.pending || (!email.trim() && !name.trim())}>
        {t('add.submit')}
      </button>
    </form>
  );
}

function StartEvent({ eventId, onStarted }: { readonly eventId: string; onStarted(): void }) {
  const [, start] = useMutation(Registrations_Start);
  const action = useAction();
  return (
    <form
      ref={action.formRef}
      aria-labelledby="start-heading"
      onSubmit={(e) => {
        e.preventDefault();
        void action.run(() => start({ t: eventId })).then((data) => data && onStarted());
      }}
    >
      <h3 id="start-heading">{t('start.title')}</h3>
      <p className="hint">{t('start.explain')}</p>
      <FormMessage error={action.formError} />
      <button type="submit" disabled={action.pending}>
        {t('start.button')}
      </button>
    </form>
  );
}
