import { type FormEvent, useState } from 'react';
import { useParams } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { graphql } from '../../../graphql/generated/index.js';
import { textsOf } from '../../../text/text.js';
import judgeTexts from '../../../text/en/judge.json';
import { Field, FormMessage } from '../../../ui/field.js';
import { QueryState } from '../../../ui/query-state.js';
import { useAction } from '../../../ui/use-action.js';
import { JudgeResults } from '../components/judge-results.js';
import { rulesetName } from '../core/ruleset-name.js';

const t = textsOf(judgeTexts);

const JudgeDesk_Event = graphql(`
  query JudgeDesk_Event($t: ID!) {
    tournament(id: $t) {
      id
      name
      mode
      settings { ruleset }
      viewerRoles
      viewerCorrectsResults
      viewerPlayer { entrantId }
      players { id displayName }
    }
    matches(tournamentId: $t) {
      id
      round
      table
      status
      entrants { id name }
      result { gameDraws seats { entrantId gameWins placement } }
      reports { id kind reason }
    }
    incidents(tournamentId: $t) {
      id
      playerId
      round
      matchId
      category
      measure
      description
      correction
      recordedAt
      appeal { statement filedAt decision { outcome note measure category } }
    }
  }
`);
const JudgeDesk_Record = graphql(`
  mutation JudgeDesk_Record($input: RecordIncidentInput!) {
    recordIncident(input: $input) { id }
  }
`);
const JudgeDesk_Decide = graphql(`
  mutation JudgeDesk_Decide($input: DecideAppealInput!) {
    decideAppeal(input: $input) { id appeal { decision { outcome } } }
  }
`);

const categories = ['game_rule_violation', 'missed_mandatory_effect', 'hidden_information_error', 'deck_error', 'communication_error', 'unsporting_conduct', 'cheating'] as const;
const measures = ['caution', 'warning', 'game_loss', 'match_loss', 'disqualification'] as const;
const outcomes = ['upheld', 'changed', 'overturned'] as const;
type Category = (typeof categories)[number];
type Measure = (typeof measures)[number];
type Outcome = (typeof outcomes)[number];

/** Judges' desk: the incident record of the event, correcting results, recording a ruling, deciding appeals (TR 15). */
export function Component() {
  const { eventId = '' } = useParams();
  const [result, refetch] = useQuery({ query: JudgeDesk_Event, variables: { t: eventId }, requestPolicy: 'cache-and-network' });
  const refresh = () => refetch({ requestPolicy: 'network-only' });
  return (
    <QueryState fetching={result.fetching} error={result.error} data={result.data} empty={<p>{t('forbidden')}</p>} retry={refresh}>
      {(data) => {
        const players = data.tournament?.players ?? [];
        const nameOf = (id: string) => players.find((player) => player.id === id)?.displayName ?? id;
        return (
          <div className="stack">
            <h1>{t('title', { name: data.tournament?.name ?? '' })}</h1>
            {data.tournament ? (
              // Rulings cite the rules the event's games are played under, fixed when it was created.
              <p data-testid="judge-ruleset">
                {t('ruleset.played', { ruleset: rulesetName(data.tournament.settings.ruleset, (version) => t('ruleset.coreRules', { version })) })}
              </p>
            ) : null}
            <section aria-labelledby="incidents-heading">
              <h2 id="incidents-heading">{t('incidents.title')}</h2>
              {data.incidents.length === 0 ? (
                <p>{t('incidents.empty')}</p>
              ) : (
                <table>
                  <caption>{t('incidents.caption')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('incidents.col.round')}</th>
                      <th scope="col">{t('incidents.col.player')}</th>
                      <th scope="col">{t('incidents.col.category')}</th>
                      <th scope="col">{t('incidents.col.measure')}</th>
                      <th scope="col">{t('incidents.col.description')}</th>
                      <th scope="col">{t('incidents.col.appeal')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.incidents.map((incident) => (
                      <tr key={incident.id}>
                        <td>{incident.round}</td>
                        <th scope="row">{nameOf(incident.playerId)}</th>
                        <td>{t(`category.${incident.category}`)}</td>
                        <td>{t(`measure.${incident.measure}`)}</td>
                        <td>{incident.description}</td>
                        <td>
                          {!incident.appeal ? (
                            t('appeal.none')
                          ) : incident.appeal.decision ? (
                            <AppealDecision decision={incident.appeal.decision} />
                          ) : (
                            <>
                              <p>{t('appeal.pending', { statement: incident.appeal.statement })}</p>
                              <DecideAppeal eventId={eventId} incidentId={incident.id} ruling={{ category: incident.category, measure: incident.measure }} onDecided={refresh} />
                            </>
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </section>
            {data.tournament ? (
              <JudgeResults
                mode={data.tournament.mode}
                matches={data.matches}
                correctsResults={data.tournament.viewerCorrectsResults}
                ownEntrantId={data.tournament.viewerPlayer?.entrantId ?? null}
                onCorrected={refresh}
              />
            ) : null}
            <RecordIncident eventId={eventId} players={players} matches={data.matches} onRecorded={refresh} />
          </div>
        );
      }}
    </QueryState>
  );
}

function RecordIncident({
  eventId,
  players,
  matches,
  onRecorded,
}: {
  readonly eventId: string;
  readonly players: readonly { readonly id: string; readonly displayName: string }[];
  readonly matches: readonly { readonly id: string; readonly round: number; readonly table: number; readonly entrants: readonly { readonly name: string }[] }[];
  onRecorded(): void;
}) {
  const [playerId, setPlayerId] = useState(players[0]?.id ?? '');
  const [matchId, setMatchId] = useState('');
  const [category, setCategory] = useState<Category>('game_rule_violation');
  const [measure, setMeasure] = useState<Measure>('warning');
  const [description, setDescription] = useState('');
  const [correction, setCorrection] = useState('');
  const [done, setDone] = useState(false);
  const [, record] = useMutation(JudgeDesk_Record);
  const action = useAction((error) => (error.code === 'INCIDENT.MATCH_REQUIRED' ? 'match' : error.code === 'INCIDENT.INVALID_TEXT' ? 'description' : null));
  async function submit(event: FormEvent) {
    event.preventDefault();
    setDone(false);
    const input = {
      tournamentId: eventId,
      playerId,
      category,
      measure,
      description: description.trim(),
      ...(matchId ? { matchId } : {}),
      ...(correction.trim() ? { correction: correction.trim() } : {}),
    };
    const data = await action.run(() => record({ input }));
    if (data) {
      setDone(true);
      setDescription('');
      setCorrection('');
      onRecorded();
    }
  }
  return (
    <section aria-labelledby="record-heading">
      <h2 id="record-heading">{t('record.title')}</h2>
      <form ref={action.formRef} onSubmit={(event) => void submit(event)} noValidate style={{ maxWidth: '36rem' }}>
        <Field label={t('record.player')}>
          <select value={playerId} onChange={(e) => setPlayerId(e.target.value)}>
            {players.map((player) => (
              <option key={player.id} value={player.id}>
                {player.displayName}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('record.match')} error={action.fieldErrors['match']}>
          <select value={matchId} onChange={(e) => setMatchId(e.target.value)}>
            <option value="">{t('record.noMatch')}</option>
            {matches.map((match) => (
              <option key={match.id} value={match.id}>
                {`R${match.round} T${match.table}: ${match.entrants.map((entrant) => entrant.name).join(' – ')}`}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('record.category')}>
          <select value={category} onChange={(e) => setCategory(e.target.value as Category)}>
            {categories.map((value) => (
              <option key={value} value={value}>
                {t(`category.${value}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('record.measure')}>
          <select value={measure} onChange={(e) => setMeasure(e.target.value as Measure)}>
            {measures.map((value) => (
              <option key={value} value={value}>
                {t(`measure.${value}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('record.description')} error={action.fieldErrors['description']}>
          <textarea value={description} onChange={(e) => setDescription(e.target.value)} style={{ fontFamily: 'inherit' }} />
        </Field>
        <Field label={t('record.correction')}>
          <input value={correction} onChange={(e) => setCorrection(e.target.value)} style={{ width: '100%' }} />
        </Field>
        <FormMessage error={action.formError} success={done ? t('record.done') : null} />
        <button type="submit" disabled={action.pending || !playerId}>
          {t('record.submit')}
        </button>
      </form>
    </section>
  );
}

/** The decision as recorded; a changed ruling also names what it became. */
function AppealDecision({ decision }: { readonly decision: { readonly outcome: Outcome; readonly note: string; readonly category: Category; readonly measure?: Measure | null } }) {
  const decided = t('appeal.decided', { outcome: t(`outcome.${decision.outcome}`), note: decision.note });
  if (decision.outcome !== 'changed' || !decision.measure) return <>{decided}</>;
  return (
    <>
      {decided}
      <br />
      {t('appeal.changedTo', { category: t(`category.${decision.category}`), measure: t(`measure.${decision.measure}`) })}
    </>
  );
}

interface Ruling {
  readonly category: Category;
  readonly measure: Measure;
}

/** TR 15.2.2: uphold, lift, or change the ruling; a change names the new category and penalty (what stays may be left as it is). */
function DecideAppeal({ eventId, incidentId, ruling, onDecided }: { readonly eventId: string; readonly incidentId: string; readonly ruling: Ruling; onDecided(): void }) {
  const [outcome, setOutcome] = useState<Outcome>('upheld');
  const [category, setCategory] = useState<Category>(ruling.category);
  const [measure, setMeasure] = useState<Measure>(ruling.measure);
  const [note, setNote] = useState('');
  const [, decide] = useMutation(JudgeDesk_Decide);
  const action = useAction();
  const changed = outcome === 'changed';
  // A change that changes nothing is no change: the server would record it as one all the same.
  const unchanged = changed && category === ruling.category && measure === ruling.measure;
  return (
    <form
      ref={action.formRef}
      aria-label={t('decide.title')}
      onSubmit={(event) => {
        event.preventDefault();
        const input = { tournamentId: eventId, incidentId, outcome, note: note.trim(), ...(changed ? { category, measure } : {}) };
        void action.run(() => decide({ input })).then((data) => data && onDecided());
      }}
    >
      <Field label={t('decide.outcome')}>
        <select value={outcome} onChange={(e) => setOutcome(e.target.value as Outcome)}>
          {outcomes.map((value) => (
            <option key={value} value={value}>
              {t(`outcome.${value}`)}
            </option>
          ))}
        </select>
      </Field>
      {changed ? (
        <>
          <Field label={t('decide.category')}>
            <select value={category} onChange={(e) => setCategory(e.target.value as Category)}>
              {categories.map((value) => (
                <option key={value} value={value}>
                  {t(`category.${value}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field label={t('decide.measure')} hint={unchanged ? t('decide.unchanged') : undefined}>
            <select value={measure} onChange={(e) => setMeasure(e.target.value as Measure)}>
              {measures.map((value) => (
                <option key={value} value={value}>
                  {t(`measure.${value}`)}
                </option>
              ))}
            </select>
          </Field>
        </>
      ) : null}
      <Field label={t('decide.note')}>
        <input value={note} onChange={(e) => setNote(e.target.value)} />
      </Field>
      <FormMessage error={action.formError} />
      <button type="submit" disabled={action.pending || !note.trim() || unchanged}>
        {t('decide.submit')}
      </button>
    </form>
  );
}
