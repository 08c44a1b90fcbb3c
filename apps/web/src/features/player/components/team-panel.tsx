import { type FormEvent, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { graphql } from '../../../graphql/generated/index.js';
import type { TeamChange } from '../../../graphql/generated/graphql.js';
import { useLiveTick, useRefetchOn } from '../../../graphql/live.js';
import { textsOf } from '../../../text/text.js';
import playerTexts from '../../../text/en/player.json';
import { Field, FormMessage } from '../../../ui/field.js';
import { useAnnounce } from '../../../ui/live-region.js';
import { useAction } from '../../../ui/use-action.js';

const t = textsOf(playerTexts);

const TeamPanel_Data = graphql(`
  query TeamPanel_Data($t: ID!) {
    tournament(id: $t) { id players { id displayName teamId status } }
    teamInvitations(tournamentId: $t) { teamId name players { id displayName } acceptedBy }
  }
`);
const TeamPanel_Updated = graphql(`
  subscription TeamPanel_Updated($t: ID!) {
    teamUpdated(tournamentId: $t) { teamId name change }
  }
`);
const TeamPanel_Propose = graphql(`
  mutation TeamPanel_Propose($input: RegisterTeamInput!) {
    registerTeam(input: $input) { id formed }
  }
`);
const TeamPanel_Accept = graphql(`
  mutation TeamPanel_Accept($t: ID!, $team: ID!) {
    acceptTeamInvitation(tournamentId: $t, teamId: $team) { id formed }
  }
`);
const TeamPanel_Decline = graphql(`
  mutation TeamPanel_Decline($t: ID!, $team: ID!) {
    declineTeamInvitation(tournamentId: $t, teamId: $team) { id }
  }
`);
const TeamPanel_Leave = graphql(`
  mutation TeamPanel_Leave($t: ID!) {
    leaveTeam(tournamentId: $t) { id teamId status }
  }
`);

interface Me {
  readonly id: string;
  readonly teamId?: string | null;
}

/**
 * Magma Chamber before the start: a player proposes a team with a partner, the partner accepts or
 * declines on their own page, and either member can leave the team again until the event starts.
 */
export function TeamPanel({ eventId, me, onChange }: { readonly eventId: string; readonly me: Me; readonly onChange: () => void }) {
  const [result, refetch] = useQuery({ query: TeamPanel_Data, variables: { t: eventId }, requestPolicy: 'cache-and-network' });
  const refresh = () => {
    refetch({ requestPolicy: 'network-only' });
    onChange();
  };
  // A partner's answer arrives while the page is open: the proposer sees it without reloading.
  const announce = useAnnounce();
  const [news, setNews] = useState<string | null>(null);
  const tick = useLiveTick(TeamPanel_Updated, { t: eventId }, (data) => {
    const text = newsOf(data.teamUpdated.change, data.teamUpdated.name);
    if (!text) return;
    setNews(text);
    announce(text);
  });
  useRefetchOn(tick, refresh);
  const players = result.data?.tournament?.players ?? [];
  const invitations = result.data?.teamInvitations ?? [];
  const partner = me.teamId ? players.find((player) => player.teamId === me.teamId && player.id !== me.id) : undefined;
  return (
    <section aria-labelledby="team-heading">
      <h2 id="team-heading">{t('team.title')}</h2>
      {news ? (
        <p className="muted" data-testid="team-news">
          {news}
        </p>
      ) : null}
      {me.teamId ? (
        <>
          <p data-testid="my-team">{t('team.with', { name: partner?.displayName ?? '' })}</p>
          <LeaveTeam eventId={eventId} onLeft={refresh} />
        </>
      ) : (
        <>
          <p className="muted">{t('team.explain')}</p>
          <Invitations eventId={eventId} me={me} invitations={invitations} onAnswered={refresh} />
          <ProposeTeam eventId={eventId} me={me} partners={players.filter((player) => player.id !== me.id && !player.teamId && player.status !== 'dropped')} onProposed={refresh} />
        </>
      )}
    </section>
  );
}

/** What a member is told of a change to their team; a proposal shows as the invitation itself. */
function newsOf(change: TeamChange, team: string): string | null {
  switch (change) {
    case 'formed':
      return t('team.news.formed', { team });
    case 'declined':
      return t('team.news.declined', { team });
    case 'left':
      return t('team.news.left', { team });
    case 'proposed':
    case 'accepted':
      return null;
  }
}

type Invitation = { readonly teamId: string; readonly name: string; readonly players: readonly { readonly id: string; readonly displayName: string }[]; readonly acceptedBy: readonly string[] };

function Invitations({ eventId, me, invitations, onAnswered }: { readonly eventId: string; readonly me: Me; readonly invitations: readonly Invitation[]; onAnswered(): void }) {
  const [, accept] = useMutation(TeamPanel_Accept);
  const [, decline] = useMutation(TeamPanel_Decline);
  const action = useAction();
  if (invitations.length === 0) return null;
  const others = (invitation: Invitation) =>
    invitation.players
      .filter((player) => player.id !== me.id)
      .map((player) => player.displayName)
      .join(', ');
  return (
    <form ref={action.formRef} onSubmit={(event) => event.preventDefault()} aria-label={t('team.invitations')}>
      <ul>
        {invitations.map((invitation) =>
          invitation.acceptedBy.includes(me.id) ? (
            <li key={invitation.teamId}>{t('team.waiting', { team: invitation.name, name: others(invitation) })}</li>
          ) : (
            <li key={invitation.teamId}>
              {t('team.invited', { team: invitation.name, name: others(invitation) })}{' '}
              <span className="row">
                <button type="button" disabled={action.pending} onClick={() => void action.run(() => accept({ t: eventId, team: invitation.teamId })).then((data) => data && onAnswered())}>
                  {t('team.accept')}
                </button>
                <button type="button" className="secondary" disabled={action.pending} onClick={() => void action.run(() => decline({ t: eventId, team: invitation.teamId })).then((data) => data && onAnswered())}>
                  {t('team.decline')}
                </button>
              </span>
            </li>
          ),
        )}
      </ul>
      <FormMessage error={action.formError} />
    </form>
  );
}

function ProposeTeam({ eventId, me, partners, onProposed }: { readonly eventId: string; readonly me: Me; readonly partners: readonly { readonly id: string; readonly displayName: string }[]; onProposed(): void }) {
  const [name, setName] = useState('');
  const [partnerId, setPartnerId] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const [, propose] = useMutation(TeamPanel_Propose);
  const action = useAction((error) => (error.field === 'name' ? 'teamName' : null));
  async function submit(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    const data = await action.run(() => propose({ input: { tournamentId: eventId, name: name.trim(), playerIds: [me.id, partnerId] } }));
    if (!data) return;
    setDone(t('team.proposed'));
    setName('');
    setPartnerId('');
    onProposed();
  }
  return (
    <form ref={action.formRef} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="propose-team-heading">
      <h3 id="propose-team-heading">{t('team.propose')}</h3>
      <Field label={t('team.name')} error={action.fieldErrors['teamName']}>
        <input name="teamName" required maxLength={60} value={name} onChange={(e) => setName(e.target.value)} />
      </Field>
      <Field label={t('team.partner')}>
        <select name="partner" value={partnerId} onChange={(e) => setPartnerId(e.target.value)}>
          <option value="">{t('team.choosePartner')}</option>
          {partners.map((player) => (
            <option key={player.id} value={player.id}>
              {player.displayName}
            </option>
          ))}
        </select>
      </Field>
      <FormMessage error={action.formError} success={done} />
      <button type="submit" disabled={action.pending || !name.trim() || !partnerId}>
        {t('team.send')}
      </button>
    </form>
  );
}

function LeaveTeam({ eventId, onLeft }: { readonly eventId: string; onLeft(): void }) {
  const [, leave] = useMutation(TeamPanel_Leave);
  const action = useAction();
  return (
    <form
      ref={action.formRef}
      onSubmit={(event) => {
        event.preventDefault();
        void action.run(() => leave({ t: eventId })).then((data) => data && onLeft());
      }}
    >
      <FormMessage error={action.formError} />
      <button type="submit" className="secondary" disabled={action.pending}>
        {t('team.leave')}
      </button>
    </form>
  );
}
