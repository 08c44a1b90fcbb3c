import { AppError } from '@arbiter/errors';
import { DecideAppealCommand, FileAppealCommand, GetIncidentsQuery, RecordIncidentCommand } from '@arbiter/tournament-application';
import type { IncidentEntry } from '@arbiter/tournament-domain';
import { Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { actorOf, type TournamentContext } from './tournament-context.js';

type Ctx = Pick<TournamentContext, 'viewer'>;

const typeDefs = /* GraphQL */ `
  "TR 12.5 (and 14.4.5)."
  enum InfractionCategory {
    game_rule_violation
    missed_mandatory_effect
    hidden_information_error
    deck_error
    communication_error
    unsporting_conduct
    cheating
  }

  "TR 13.2: caution, warning, the game penalty (a game loss in Riftbound, ADR 0032), match loss, disqualification."
  enum Measure {
    caution
    warning
    game_loss
    match_loss
    disqualification
  }

  "TR 15.2.2: the appeal instance confirms, changes or lifts the ruling."
  enum AppealOutcome {
    upheld
    changed
    overturned
  }

  type AppealDecision {
    outcome: AppealOutcome!
    category: InfractionCategory!
    "Null when the ruling was lifted."
    measure: Measure
    note: String!
    decidedBy: ID!
    decidedAt: String!
  }

  type Appeal {
    statement: String!
    filedAt: String!
    decision: AppealDecision
  }

  "A judge's ruling as documented (TR 15.3.2)."
  type Incident {
    id: ID!
    playerId: ID!
    entrantId: ID!
    round: Int!
    matchId: ID
    category: InfractionCategory!
    measure: Measure!
    description: String!
    correction: String
    judgeAccountId: ID!
    recordedAt: String!
    appeal: Appeal
  }

  input RecordIncidentInput {
    tournamentId: ID!
    playerId: ID!
    "Required for a game or match loss: the match it applies to."
    matchId: ID
    category: InfractionCategory!
    measure: Measure!
    description: String!
    correction: String
  }

  input DecideAppealInput {
    tournamentId: ID!
    incidentId: ID!
    outcome: AppealOutcome!
    "For 'changed': the new ruling (unchanged parts may be left out)."
    category: InfractionCategory
    measure: Measure
    note: String!
  }

  type Query {
    "The incident record: every ruling for staff, a player's own rulings for that player."
    incidents(tournamentId: ID!): [Incident!]!
  }

  type Mutation {
    "A judge records a ruling; a match loss enters the match as lost, a disqualification (head judge or organizer) disqualifies."
    recordIncident(input: RecordIncidentInput!): Incident!
    "The player a ruling concerns appeals it (TR 15.2.1)."
    fileAppeal(tournamentId: ID!, incidentId: ID!, statement: String!): Incident!
    "The head judge or organizer decides an appeal, finally (TR 15.2.2, 15.2.3)."
    decideAppeal(input: DecideAppealInput!): Incident!
  }
`;

function requireActor(context: Ctx) {
  const actor = actorOf(context.viewer);
  if (!actor) throw new AppError('AUTH.UNAUTHENTICATED', 'log in first (send "Authorization: Bearer <token>")');
  return actor;
}

/** Incidents and appeals (TR 12-15): a contribution of its own, next to `TournamentGraphql`. */
@Injectable()
export class IncidentsGraphql {
  readonly typeDefs = typeDefs;

  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  resolvers() {
    const { commands, queries } = this;
    const incident = async (context: Ctx, tournamentId: string, incidentId: string): Promise<IncidentEntry> => {
      const found = (await queries.execute(new GetIncidentsQuery(actorOf(context.viewer), tournamentId))).find((entry) => entry.incidentId === incidentId);
      if (!found) throw new AppError('INCIDENT.NOT_FOUND', 'no such incident');
      return found;
    };
    return {
      Query: {
        incidents: (_: unknown, args: { tournamentId: string }, context: Ctx) => queries.execute(new GetIncidentsQuery(actorOf(context.viewer), args.tournamentId)),
      },
      Mutation: {
        recordIncident: async (_: unknown, { input }: { input: RecordIncidentArgs }, context: Ctx) => {
          const { tournamentId, ...rest } = input;
          const { incidentId } = await commands.execute(
            new RecordIncidentCommand(requireActor(context), tournamentId, { ...rest, matchId: rest.matchId ?? null, correction: rest.correction ?? null }),
          );
          return incident(context, tournamentId, incidentId);
        },
        fileAppeal: async (_: unknown, args: { tournamentId: string; incidentId: string; statement: string }, context: Ctx) => {
          await commands.execute(new FileAppealCommand(requireActor(context), args.tournamentId, args.incidentId, args.statement));
          return incident(context, args.tournamentId, args.incidentId);
        },
        decideAppeal: async (_: unknown, { input }: { input: DecideAppealArgs }, context: Ctx) => {
          const { tournamentId, incidentId, ...decision } = input;
          await commands.execute(
            new DecideAppealCommand(requireActor(context), tournamentId, incidentId, { ...decision, category: decision.category ?? null, measure: decision.measure ?? null }),
          );
          return incident(context, tournamentId, incidentId);
        },
      },
      Incident: {
        id: (entry: IncidentEntry) => entry.incidentId,
        recordedAt: (entry: IncidentEntry) => entry.at,
      },
      AppealDecision: {
        decidedAt: (decision: { at: string }) => decision.at,
      },
    };
  }
}

interface RecordIncidentArgs {
  readonly tournamentId: string;
  readonly playerId: string;
  readonly matchId?: string | null;
  readonly category: string;
  readonly measure: string;
  readonly description: string;
  readonly correction?: string | null;
}

interface DecideAppealArgs {
  readonly tournamentId: string;
  readonly incidentId: string;
  readonly outcome: string;
  readonly category?: string | null;
  readonly measure?: string | null;
  readonly note: string;
}
