import { useState } from 'react';
import { useMutation } from 'urql';
import { graphql } from '../../../graphql/generated/index.js';
import { textsOf } from '../../../text/text.js';
import organizerTexts from '../../../text/en/organizer.json';
import { FormMessage } from '../../../ui/field.js';
import { useAction } from '../../../ui/use-action.js';

const t = textsOf(organizerTexts);

const PlayerActions_Drop = graphql(`
  mutation PlayerActions_Drop($t: ID!, $p: ID!) {
    dropPlayer(tournamentId: $t, playerId: $p) { id status droppedInRound }
  }
`);
const PlayerActions_Reenter = graphql(`
  mutation PlayerActions_Reenter($t: ID!, $p: ID!) {
    reenterPlayer(tournamentId: $t, playerId: $p) { id status droppedInRound }
  }
`);
const PlayerActions_Disqualify = graphql(`
  mutation PlayerActions_Disqualify($t: ID!, $p: ID!, $reason: String!) {
    disqualifyPlayer(tournamentId: $t, playerId: $p, reason: $reason) { id status droppedInRound }
  }
`);

interface PlayerRow {
  readonly id: string;
  readonly displayName: string;
  readonly status: string;
}

/** Drop, re-enter and disqualify one player (the server decides who may). */
export function PlayerActions({ eventId, player, finished, onChange }: { readonly eventId: string; readonly player: PlayerRow; readonly finished: boolean; onChange(): void }) {
  const [, drop] = useMutation(PlayerActions_Drop);
  const [, reenter] = useMutation(PlayerActions_Reenter);
  const [, disqualify] = useMutation(PlayerActions_Disqualify);
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const action = useAction();
  if (finished) return null;
  const name = player.displayName;
  const after = (data: unknown) => {
    if (data) {
      setAsking(false);
      onChange();
    }
  };
  return (
    <form ref={action.formRef} onSubmit={(e) => e.preventDefault()} className="row">
      {player.status === 'active' ? (
        <button type="button" className="secondary" disabled={action.pending} aria-label={t('players.drop', { name })} onClick={() => void action.run(() => drop({ t: eventId, p: player.id })).then(after)}>
          {t('players.dropShort')}
        </button>
      ) : null}
      {player.status === 'dropped' ? (
        <button type="button" className="secondary" disabled={action.pending} aria-label={t('players.reenter', { name })} onClick={() => void action.run(() => reenter({ t: eventId, p: player.id })).then(after)}>
          {t('players.reenterShort')}
        </button>
      ) : null}
      {player.status !== 'disqualified' ? (
        asking ? (
          <>
            <label className="visually-hidden" htmlFor={`dq-${player.id}`}>
              {t('players.reason', { name })}
            </label>
            <input id={`dq-${player.id}`} value={reason} onChange={(e) => setReason(e.target.value)} />
            <button type="button" className="danger" disabled={action.pending || !reason.trim()} onClick={() => void action.run(() => disqualify({ t: eventId, p: player.id, reason: reason.trim() })).then(after)}>
              {t('players.confirmDq')}
            </button>
          </>
        ) : (
          <button type="button" className="secondary" aria-label={t('players.disqualify', { name })} onClick={() => setAsking(true)}>
            {t('players.disqualifyShort')}
          </button>
        )
      ) : null}
      <FormMessage error={action.formError} />
    </form>
  );
}
