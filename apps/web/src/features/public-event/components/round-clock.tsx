import { useEffect, useState } from 'react';
import { useQuery } from 'urql';
import { graphql } from '../../../graphql/generated/index.js';
import { useLiveTick, useRefetchOn } from '../../../graphql/live.js';
import { texts } from '../../../text/text.js';
import { formatClock, secondsLeft, type ClockState } from '../core/round-clock.js';
import styles from './round-clock.module.css';

const c = texts('common');

const RoundClock_Query = graphql(`
  query RoundClock_Query($t: ID!) {
    roundClock(tournamentId: $t) { round status durationSeconds remainingSeconds }
  }
`);
const RoundClock_Changed = graphql(`
  subscription RoundClock_Changed($t: ID!) {
    roundClock(tournamentId: $t) { round status }
  }
`);

/** Ticks once a second from the state it was given; `large` is the projector's size. */
export function ClockFace({ clock, receivedAt, large = false }: { readonly clock: ClockState; readonly receivedAt: number; readonly large?: boolean }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (clock.status !== 'running') return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [clock.status]);
  const left = secondsLeft(clock, now - receivedAt);
  const label =
    clock.status === 'paused' ? c('clock.paused') : clock.status === 'not_started' ? c('clock.notStarted') : left === 0 ? c('clock.expired') : c('clock.running');
  return (
    <div className={`${styles['clock']} ${large ? styles['large'] : ''}`} data-testid="round-clock">
      {/* The digits tick every second: not a live region, so screen readers are not flooded. */}
      <span className={styles['digits']} role="timer" aria-label={c('clock.label')}>
        {left === null ? '--:--' : formatClock(left)}
      </span>
      <span className={styles['status']}>{label}</span>
    </div>
  );
}

/** The event's round clock, live: it refetches when the organizer starts, pauses or extends it. */
export function RoundClock({ eventId, large = false }: { readonly eventId: string; readonly large?: boolean }) {
  const [result, refetch] = useQuery({ query: RoundClock_Query, variables: { t: eventId }, requestPolicy: 'network-only' });
  const [receivedAt, setReceivedAt] = useState(() => Date.now());
  const tick = useLiveTick(RoundClock_Changed, { t: eventId });
  useRefetchOn(tick, () => refetch({ requestPolicy: 'network-only' }));
  const clock = result.data?.roundClock;
  useEffect(() => setReceivedAt(Date.now()), [clock]);
  if (!clock) return null;
  return (
    <section aria-label={c('clock.label')}>
      <p className={styles['round']}>{c('round', { round: clock.round })}</p>
      <ClockFace clock={clock} receivedAt={receivedAt} large={large} />
    </section>
  );
}
