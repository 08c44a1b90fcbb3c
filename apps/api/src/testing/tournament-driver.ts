import { encodeDeckCode } from '@arbiter/decks';
import { READY_DECKS, readyDeckCardList } from '@arbiter/engine/testing';
import { waitFor } from '@arbiter/platform-queue/testing';
import type { Session } from './graphql-client.js';

/** The GraphQL operations of a tournament, as a client (and the README's example session) sends them. */
export const ops = {
  createTournament: `mutation($input: CreateTournamentInput!) { createTournament(input: $input) { id status settings { swissRounds topCut resultPolicy ruleset } } }`,
  assignStaff: `mutation($t: ID!, $email: String!, $role: StaffRole!) { assignStaff(tournamentId: $t, email: $email, role: $role) { staff { displayName role } } }`,
  registerPlayer: `mutation($input: RegisterPlayerInput!) { registerPlayer(input: $input) { id displayName entrantId status joinedInRound } }`,
  registerTeam: `mutation($input: RegisterTeamInput!) { registerTeam(input: $input) { id name formed players { id } } }`,
  acceptTeamInvitation: `mutation($t: ID!, $team: ID!) { acceptTeamInvitation(tournamentId: $t, teamId: $team) { id name formed players { id } } }`,
  submitDecklist: `mutation($input: SubmitDecklistInput!) { submitDecklist(input: $input) { id hasDecklist decklist { deckCode chosenChampion cards { cardCode count } } } }`,
  startTournament: `mutation($t: ID!) { startTournament(tournamentId: $t) { status swissRounds } }`,
  pairNextRound: `mutation($t: ID!) { pairNextRound(tournamentId: $t) { round phase tables { table matchId entrants { id name } } byes { id name } } }`,
  startRoundClock: `mutation($t: ID!) { startRoundClock(tournamentId: $t) { round status durationSeconds remainingSeconds } }`,
  myPairing: `query($t: ID!) { myPairing(tournamentId: $t) { round bye table match { id status entrants { id name } } opponents { name } } }`,
  reportResult: `mutation($input: ReportResultInput!) { reportResult(input: $input) { reportId matchId } }`,
  confirmResult: `mutation($m: ID!) { confirmResult(matchId: $m) { reportId matchId } }`,
  enterResult: `mutation($input: ReportResultInput!) { enterResult(input: $input) { reportId matchId } }`,
  matches: `query($t: ID!, $r: Int) { matches(tournamentId: $t, round: $r) { id round table status entrants { id name } result { gameDraws seats { entrantId gameWins placement } } } }`,
  rounds: `query($t: ID!) { tournament(id: $t) { status roundsPaired rounds { number phase status openMatches } } }`,
  standings: `query($t: ID!) { standings(tournamentId: $t) { throughRound rows { rank entrant { id name } points wins losses draws byes placements dropped tiebreakers { id value } } } }`,
  startTopCut: `mutation($t: ID!) { startTopCut(tournamentId: $t) { round phase tables { table matchId entrants { id name } } } }`,
  finishTournament: `mutation($t: ID!) { finishTournament(tournamentId: $t) { status champions { id name } topCut { size seeds { id } } } }`,
  dropPlayer: `mutation($t: ID!, $p: ID!) { dropPlayer(tournamentId: $t, playerId: $p) { id status droppedInRound } }`,
  player: `query($t: ID!, $p: ID!) { player(tournamentId: $t, playerId: $p) { id displayName status hasDecklist decklist { deckCode } matches { round status result { seats { entrantId placement } } } } }`,
} as const;

export interface MatchRecord {
  readonly id: string;
  readonly round: number;
  readonly table: number;
  readonly status: string;
  readonly entrants: readonly { id: string; name: string }[];
}

export interface RoundPairings {
  readonly round: number;
  readonly phase: string;
  readonly tables: readonly { table: number; matchId: string; entrants: readonly { id: string; name: string }[] }[];
  readonly byes: readonly { id: string; name: string }[];
}

/** A ready legal deck of the engine as a flat card list (what a deck code decodes to). */
export function deckCards(index: number, battlefields?: number): { cardCode: string; count: number }[] {
  return readyDeckCardList(index, battlefields).cards;
}

/**
 * Magma Chamber lists for players who team up in pairs (0+1, 2+3, ...): teammates get different
 * legends and battlefields (CR 1.3 484.8.g-h), one battlefield each (reading R6).
 */
export function teamDeckCards(index: number): { cardCode: string; count: number }[] {
  const spread = [0, 2, 1, 3];
  return deckCards((spread[index % spread.length] ?? 0) + 4 * Math.floor(index / spread.length), 1);
}

export function deckCodeOf(index: number, battlefields?: number): string {
  const deck = READY_DECKS[index % READY_DECKS.length];
  const encoded = encodeDeckCode({ mainDeck: deckCards(index, battlefields), sideboard: [], chosenChampion: deck?.champion ?? null });
  if (!encoded.ok) throw new Error(encoded.error.message);
  return encoded.code;
}

/** Waits until the worker has made every match of `round` final and the round completed. */
export async function roundCompleted(organizer: Session, tournamentId: string, round: number): Promise<void> {
  await waitFor(
    () => organizer.ok<{ tournament: { rounds: { number: number; status: string }[] } }>(ops.rounds, { t: tournamentId }),
    (data) => data.tournament.rounds.some((entry) => entry.number === round && entry.status === 'completed'),
    { timeoutMs: 30_000, intervalMs: 50, what: `round ${round} to complete` },
  );
}

export async function roundMatches(session: Session, tournamentId: string, round: number): Promise<MatchRecord[]> {
  return (await session.ok<{ matches: MatchRecord[] }>(ops.matches, { t: tournamentId, r: round })).matches;
}
