import { CorrectDecklistHandler, PublishDecklistsHandler, RecordDeckCheckHandler } from './decklists/decklist.handlers.js';
import { ExportDecklistsHandler, GetBestOfEachLegendHandler, GetDeckChecksHandler } from './decklists/decklist-query.handlers.js';
import { type DynamicModule, Global, Module, type Provider } from '@nestjs/common';
import { CorrectResultHandler } from './commands/correct-result.handler.js';
import { ConfirmResultHandler, EnterResultHandler, ExtendMatchTimeHandler, ReportResultHandler, ReportWriter } from './commands/match-command.handlers.js';
import {
  FinishTournamentHandler,
  PairNextRoundHandler,
  StartTopCutHandler,
  StartTournamentHandler,
  SubmitDecklistHandler,
} from './commands/lifecycle-command.handlers.js';
import { DecideAppealHandler, FileAppealHandler, RecordIncidentHandler } from './commands/incident.handlers.js';
import { DisqualifyPlayerHandler, OverridePairingHandler } from './commands/multi-stream.handlers.js';
import { RepairRoundHandler } from './commands/repair-round.handler.js';
import { GetIncidentsHandler } from './queries/incidents.query.js';
import { GetTeamInvitationsHandler } from './queries/team-invitations.query.js';
import { AnswerTeamInvitationHandler, LeaveTeamHandler, WithdrawRegistrationHandler } from './commands/registration/registration.handlers.js';
import { GetPairingDraftHandler } from './queries/pairing-draft.query.js';
import { GetRoundToRepairHandler } from './queries/round-to-repair.query.js';
import { DiscardPairingDraftHandler, DraftNextRoundHandler, PublishPairingsHandler } from './commands/pairing-draft/pairing-draft.handlers.js';
import {
  AssignStaffHandler,
  ChangeRoundClockHandler,
  CreateTournamentHandler,
  DropPlayerHandler,
  ReenterPlayerHandler,
  RegisterPlayerHandler,
  RegisterTeamHandler,
} from './commands/tournament-command.handlers.js';
import { TournamentNotifier } from './notifications/tournament-notifier.js';
import { OnlineGameStops } from './online/online-game-stops.js';
import { OnlineMatchGateway } from './online/online-match-gateway.js';
import { TOURNAMENT_PUBSUB, type TournamentPubSub } from './notifications/tournament-pubsub.js';
import { PairingProcessor } from './processors/pairing.processor.js';
import { ScoreReportingProcessor } from './processors/score-reporting.processor.js';
import { TournamentReadModels } from './projections/tournament-read-models.js';
import { GetStandingsHandler } from './queries/standings.handler.js';
import { TournamentAccess } from './queries/tournament-access.js';
import {
  GetEntrantNamesHandler,
  GetMatchHandler,
  GetMyPairingHandler,
  GetPairingsHandler,
  GetPairingsVersionHandler,
  GetPlayerHandler,
  GetRoundClockHandler,
  GetTournamentsHandler,
  GetViewerRolesHandler,
  ListDisputesHandler,
  ListMatchesHandler,
  ListEntrantMatchesHandler,
  ListPlayersHandler,
  GetOwnPlayersHandler,
  ListRoundsHandler,
  ListStaffHandler,
  ListTournamentsHandler,
} from './queries/tournament-query.handlers.js';
import { TournamentReader } from './queries/tournament-reader.js';
import { MatchRepository } from './repositories/match.repository.js';
import { TournamentRepository } from './repositories/tournament.repository.js';
import { TournamentSnapshots } from './repositories/tournament-snapshots.js';
import { TournamentWriter } from './repositories/tournament-writer.js';
import { Clock } from './shared/clock.js';

const core = [Clock, TournamentReadModels, TournamentSnapshots, TournamentRepository, MatchRepository, TournamentWriter, TournamentNotifier, TournamentReader, TournamentAccess, OnlineMatchGateway, OnlineGameStops];

/**
 * The repositories, the writer, the read models and the notifier, shared by the API side and the
 * worker side. Needs `EventStore` and `DataSource` (the platform's `DatabaseModule`).
 */
@Module({ providers: core, exports: core })
export class TournamentCoreModule {}

/**
 * The tournament commands and queries for the API (`CqrsModule.forRoot()` must be imported by
 * the app). Exports what GraphQL resolvers and other contexts' contributions need.
 */
@Module({
  imports: [TournamentCoreModule],
  providers: [
    ReportWriter,
    CreateTournamentHandler,
    CorrectResultHandler,
    AssignStaffHandler,
    RegisterPlayerHandler,
    RegisterTeamHandler,
    SubmitDecklistHandler,
    CorrectDecklistHandler,
    RecordDeckCheckHandler,
    PublishDecklistsHandler,
    GetDeckChecksHandler,
    ExportDecklistsHandler,
    GetBestOfEachLegendHandler,
    StartTournamentHandler,
    PairNextRoundHandler,
    ChangeRoundClockHandler,
    DropPlayerHandler,
    ReenterPlayerHandler,
    DisqualifyPlayerHandler,
    OverridePairingHandler,
    RepairRoundHandler,
    RecordIncidentHandler,
    FileAppealHandler,
    DecideAppealHandler,
    GetIncidentsHandler,
    GetTeamInvitationsHandler,
    AnswerTeamInvitationHandler,
    LeaveTeamHandler,
    WithdrawRegistrationHandler,
    GetPairingDraftHandler,
    GetRoundToRepairHandler,
    DraftNextRoundHandler,
    PublishPairingsHandler,
    DiscardPairingDraftHandler,
    ReportResultHandler,
    ConfirmResultHandler,
    EnterResultHandler,
    ExtendMatchTimeHandler,
    StartTopCutHandler,
    FinishTournamentHandler,
    ListTournamentsHandler,
    GetTournamentsHandler,
    GetViewerRolesHandler,
    GetPairingsHandler,
    GetPairingsVersionHandler,
    GetMyPairingHandler,
    ListMatchesHandler,
    GetMatchHandler,
    ListDisputesHandler,
    ListPlayersHandler,
  GetOwnPlayersHandler,
    ListRoundsHandler,
    ListStaffHandler,
    ListEntrantMatchesHandler,
    GetPlayerHandler,
    GetEntrantNamesHandler,
    GetRoundClockHandler,
    GetStandingsHandler,
  ],
  exports: [TournamentCoreModule],
})
export class TournamentModule {}

/**
 * The worker side of the tournament context: the `score-reporting` and `pairing` outbox
 * processors, exported for the queue's processor runner.
 */
@Module({
  imports: [TournamentCoreModule],
  providers: [ScoreReportingProcessor, PairingProcessor],
  exports: [ScoreReportingProcessor, PairingProcessor],
})
export class TournamentProcessingModule {}

/** The processors the worker runs, in the form its processor list takes. */
export const tournamentProcessors = [ScoreReportingProcessor, PairingProcessor] as const;

/**
 * Provides the pub/sub notifications go through (global). Apps pass a factory (Redis across
 * processes); without this module notifications are not published.
 */
@Global()
@Module({})
export class TournamentPubSubModule {
  static forRoot(provider: Omit<Extract<Provider<TournamentPubSub>, { useFactory: unknown }>, 'provide'>): DynamicModule {
    return {
      module: TournamentPubSubModule,
      providers: [{ ...provider, provide: TOURNAMENT_PUBSUB }],
      exports: [TOURNAMENT_PUBSUB],
    };
  }
}
