export { decideAssignStaff, type AssignStaff } from './commands/assign-staff.js';
export { decideCompleteRound, type CompleteRound } from './commands/complete-round.js';
export { decideFinishTournament, type FinishTournament } from './commands/finish-tournament.js';
export { decidePairNextRound, type PairNextRound } from './commands/pair-next-round.js';
export {
  decideDiscardPairingDraft,
  decideDraftNextRound,
  decidePublishPairings,
  type DiscardPairingDraft,
  type DraftNextRound,
  type PublishPairings,
} from './commands/pairing-draft.js';
export { decideStartTopCut, type StartTopCut } from './commands/start-top-cut.js';
export { decideStartTournament, type StartTournament } from './commands/start-tournament.js';
export { decideSubmitDecklist, type DecklistSource, type SubmitDecklist } from './commands/submit-decklist.js';
export {
  decideCorrectDecklist,
  decidePublishDecklists,
  decideRecordDeckCheck,
  type CorrectDecklist,
  type PublishDecklists,
  type RecordDeckCheck,
} from './commands/decklist-staff.js';
export {
  checkDecklist,
  decodedSections,
  deckCodeOfStored,
  decklistOfStored,
  deckRulesOf,
  readDecklistSource,
  storedDecklistOf,
  type DecodedCard,
  type ReadDecklist,
} from './decklist/registered-decklist.js';
export { onlineSupport } from './decklist/online-support.js';
export { resolveFormat, STANDARD_FORMAT, type FormatSetting, type ResolvedFormat } from './settings/deck-format.js';
export { decodeDeckCode, type DecodedDeck } from './decklist/decode-deck-code.js';
export { computeTournamentStandings, standingsOf, type StandingsResult } from './standings/standings.js';
export { topCutBracket } from './top-cut/top-cut-bracket.js';
export { pairingFormat, podSizeOfMode, sourceOf, type PairingSource } from './pairing/pairing-input.js';
export { decideCreateTournament, type CreateTournament } from './commands/create-tournament.js';
export {
  decideDisqualifyPlayer,
  decideDropPlayer,
  decideReenterPlayer,
  type DisqualifyPlayer,
  type DropPlayer,
  type ReenterPlayer,
} from './commands/drop-player.js';
export { decideExtendMatchTime, type ExtendMatchTime } from './commands/extend-match-time.js';
export { decideOverridePairing, type OverridePairing } from './commands/override-pairing.js';
export { checkRepairRound, decideRepairRound, repairCandidate, type RepairEvents, type RepairRound } from './commands/repair-round.js';
export { decideRegisterPlayer, type RegisterPlayer } from './commands/register-player.js';
export { decideRegisterTeam, type RegisterTeam } from './commands/register-team.js';
export {
  type AnswerTeamInvitation,
  decideAcceptTeamInvitation,
  decideDeclineTeamInvitation,
  decideLeaveTeam,
  type LeaveTeam,
} from './commands/team-invitations.js';
export { decideWithdrawRegistration, type WithdrawRegistration } from './commands/withdraw-registration.js';
export { decideRoundClock, type ChangeRoundClock, type ClockAction } from './commands/round-clock.js';
export { accept, refuse, type Decision, type Refusal } from './decision.js';
export * from './events/match.events.js';
export * from './events/tournament.events.js';
export { describeResult, sameResult, winners, type MatchResult, type MatchResultInput, type SeatResult } from './results/match-result.js';
export { disqualificationResult } from './results/disqualification-result.js';
export { normalizeResult } from './results/normalize-result.js';
export { reconcileReports, type ReconcileReports } from './results/reconcile-reports.js';
export { repeatedReport } from './results/repeated-report.js';
export { decideFinishOnlinePlay, decideStartOnlinePlay, decideStopOnlinePlay, type FinishOnlinePlay, onlineGameAccount, type StartOnlinePlay, type StopOnlinePlay } from './results/online-play.js';
export { CORRECTION_REASON_MAX, type CorrectionEvents, type CorrectResult, decideCorrectResult } from './results/correct-result.js';
export {
  decideConfirmResult,
  decideEnterResult,
  decideReportResult,
  type ConfirmResult,
  type EnterResult,
  type ReportResult,
} from './results/report-result.js';
export { accountNotFound, NO_SUCH_ACCOUNT, type NamedAccount, type NoSuchAccount } from './roles/named-account.js';
export { checkPermission, may, partyRefusal, permissions, rolesOf, staffRoles, type Actor, type Permission, type TournamentRole } from './roles/roles.js';
export {
  allowedTopCuts,
  buildSettings,
  defaultMatchPoints,
  defaultPlacementPoints,
  defaultPlacementPointsFor,
  defaultTiebreakers,
  defaultWarPlacementPoints,
  type TournamentSettingsInput,
} from './settings/build-settings.js';
export { modeFacts, TEAM_SIZE, tournamentModes, type ModeFacts, type TournamentMode } from './settings/modes.js';
export type {
  EnforcementLevel,
  MatchPoints,
  PairingAutomation,
  ResultPolicy,
  TiebreakerId,
  TournamentSettings,
} from './settings/tournament-settings.js';
export { evolveTournament, settingsOf } from './state/evolve-tournament.js';
export { evolveTournamentMany, TournamentFold } from './state/evolve-tournament-many.js';
export { TOURNAMENT_STATE_FORMAT } from './state/tournament-state-format.js';
export { matchSeats, pairedMatches } from './state/match-seats.js';
export { nextRoundClock, type RoundClockEvent } from './state/round-clock.js';
export {
  evolveMatch,
  initialMatchState,
  latestReportsBySeat,
  seatOfAccount,
  type MatchCorrection,
  type MatchReport,
  type OnlineConflict,
  type MatchState,
  type PairedMatch,
} from './state/match.state.js';
export {
  activeEntrants,
  currentRound,
  entrantOfPlayer,
  initialTournamentState,
  playerOfAccount,
  swissRoundsPlayed,
  type DeckCheckEntry,
  type DecklistCorrection,
  type TeamInvitationEntry,
  type DecklistEntry,
  type PairingDraftEntry,
  type EntrantEntry,
  type EntrantStatus,
  type ExistingTournament,
  type PlayerEntry,
  type RoundClock,
  type RoundEntry,
  type StaffEntry,
  type TournamentData,
  type TournamentState,
} from './state/tournament.state.js';
export * from './incidents/incident.js';
export {
  decideDecideAppeal,
  decideFileAppeal,
  decideRecordIncident,
  type DecideAppeal,
  type FileAppeal,
  isAppealInstance,
  type RecordIncident,
} from './incidents/incident-commands.js';
