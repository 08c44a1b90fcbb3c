export {
  ChangeRoundClockCommand,
  AssignStaffCommand,
  CreateTournamentCommand,
  DisqualifyPlayerCommand,
  DropPlayerCommand,
  OverridePairingCommand,
  RepairRoundCommand,
  ReenterPlayerCommand,
  RegisterPlayerCommand,
  RegisterTeamCommand,
} from './commands/tournament-commands.js';
export {
  FinishTournamentCommand,
  PairNextRoundCommand,
  StartTopCutCommand,
  StartTournamentCommand,
  SubmitDecklistCommand,
} from './commands/lifecycle-commands.js';
export {
  ConfirmResultCommand,
  type CorrectionReceipt,
  CorrectResultCommand,
  EnterResultCommand,
  ExtendMatchTimeCommand,
  ReportResultCommand,
  type ReportReceipt,
} from './commands/match-commands.js';
export { tournamentMigrations, tournamentReadModelTables } from './migrations/index.js';
export { OnlineGameStops, type OnlineGameStopper } from './online/online-game-stops.js';
export { OnlineMatchGateway, type OnlineTable, type OnlineTablePlayer } from './online/online-match-gateway.js';
export { TournamentNotifier } from './notifications/tournament-notifier.js';
export {
  createLocalTournamentPubSub,
  createRedisTournamentPubSub,
  TOURNAMENT_PUBSUB,
  type DisputeOpenedPayload,
  type MatchUpdatedPayload,
  type TeamUpdatedPayload,
  type OnlineGameUpdatedPayload,
  type PairingsPublishedPayload,
  type RoundClockPayload,
  type StandingsUpdatedPayload,
  type TournamentPubSub,
  type TournamentTopics,
} from './notifications/tournament-pubsub.js';
export { PairingProcessor } from './processors/pairing.processor.js';
export { ScoreReportingProcessor } from './processors/score-reporting.processor.js';
export {
  PAIRING_TOPIC,
  SCORE_REPORTING_TOPIC,
  type PairingRequestPayload,
  type ScoreReportPayload,
} from './processors/score-reporting.topic.js';
export type { ProjectedEvent } from './projections/projected-event.js';
export { TournamentReadModels } from './projections/tournament-read-models.js';
export { readRoundClock } from './queries/read-round-clock.js';
export { GetStandingsQuery, type StandingRowView, type StandingsView } from './queries/standings.query.js';
export { holds, TournamentAccess, type TournamentAccessGrant } from './queries/tournament-access.js';
export {
  GetEntrantNamesQuery,
  GetMatchQuery,
  GetMyPairingQuery,
  GetPairingsQuery,
  GetPairingsVersionQuery,
  GetPlayerQuery,
  GetRoundClockQuery,
  GetTournamentsQuery,
  GetViewerRolesQuery,
  ListDisputesQuery,
  ListMatchesQuery,
  ListEntrantMatchesQuery,
  ListPlayersQuery,
  GetOwnPlayersQuery,
  ListRoundsQuery,
  ListStaffQuery,
  ListTournamentsQuery,
  type MyPairingView,
  type PairingsVersion,
  type PlayerDetailsView,
} from './queries/tournament-queries.js';
export { TournamentReader } from './queries/tournament-reader.js';
export type * from './queries/views.js';
export { Clock } from './shared/clock.js';
export {
  TournamentCoreModule,
  TournamentModule,
  TournamentProcessingModule,
  TournamentPubSubModule,
  tournamentProcessors,
} from './tournament.module.js';
export { rebuildReadModels, type RebuildableProjection, type RebuildReport } from './projections/rebuild-read-models.js';
export { DecideAppealCommand, FileAppealCommand, RecordIncidentCommand, type AppealDecisionInput, type RecordIncidentInput } from './commands/incident-commands.js';
export { GetIncidentsQuery } from './queries/incidents.query.js';
export { GetTeamInvitationsQuery } from './queries/team-invitations.query.js';
export { AnswerTeamInvitationCommand, LeaveTeamCommand, WithdrawRegistrationCommand } from './commands/registration/registration.commands.js';
export { GetPairingDraftQuery, type PairingDraftView } from './queries/pairing-draft.query.js';
export { GetRoundToRepairQuery } from './queries/round-to-repair.query.js';
export { DiscardPairingDraftCommand, DraftNextRoundCommand, PublishPairingsCommand } from './commands/pairing-draft/pairing-draft.commands.js';
export { CorrectDecklistCommand, PublishDecklistsCommand, RecordDeckCheckCommand, type DeckCheckInput } from './decklists/decklist.commands.js';
export { ExportDecklistsQuery, GetBestOfEachLegendQuery, GetDeckChecksQuery, type DecklistExportFormat, type LegendBestView } from './decklists/decklist.queries.js';
export { decklistDetails, type DecklistCardView, type DecklistDetails } from './decklists/decklist-details.js';
