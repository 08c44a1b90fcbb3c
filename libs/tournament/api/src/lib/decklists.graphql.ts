import { CATALOG } from '@arbiter/cards';
import { AppError } from '@arbiter/errors';
import {
  CorrectDecklistCommand,
  type DecklistDetails,
  decklistDetails,
  ExportDecklistsQuery,
  GetBestOfEachLegendQuery,
  GetDeckChecksQuery,
  GetPlayerQuery,
  type PlayerView,
  PublishDecklistsCommand,
  RecordDeckCheckCommand,
} from '@arbiter/tournament-application';
import { type Actor, type DeckCheckEntry, type DecklistEntry, type DecklistSource, resolveFormat, type TournamentSettings } from '@arbiter/tournament-domain';
import { Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { actorOf, type TournamentContext } from './tournament-context.js';

type Ctx = TournamentContext;

/**
 * Decklists through the event (issue 21): the decoded list with card names, its deck code and
 * text, whether it can be played online; corrections, deck checks, publication, exports and the
 * best player of each legend. Who sees a list is decided in the query handlers (rule 127).
 */
const typeDefs = /* GraphQL */ `
  "A card of a registered list: the printing as given, the catalog's id and name (null for a code the catalog does not know)."
  type DecklistCard {
    cardCode: String!
    cardId: String
    name: String
    count: Int!
  }

  "A card the online rules engine does not implement yet."
  type UnsupportedCard {
    cardCode: String!
    name: String
  }

  "An audited change of a list after the lock (DecklistCorrected)."
  type DecklistCorrection {
    reason: String!
    at: String!
  }

  "TR 2026-07-16 411: the presented deck matched the list, or differences were found."
  enum DeckCheckOutcome {
    ok
    differences
  }

  "all: every list, after the event; top_cut: the top cut's lists."
  enum DecklistPublication {
    all
    top_cut
  }

  enum DecklistExportFormat {
    json
    csv
  }

  type DeckCheck {
    id: ID!
    playerId: ID!
    "the round it was made in (0: before round 1)"
    round: Int!
    outcome: DeckCheckOutcome!
    differences: String
    "the incident recorded for the differences"
    incidentId: ID
    judgeAccountId: ID!
    at: String!
  }

  "The highest-placing player of a legend."
  type LegendBest {
    legend: DecklistCard!
    player: Player!
    "1 = the winner: the top cut's finish first, then the Swiss standings"
    placing: Int!
    "registered lists with this legend"
    players: Int!
  }

  type FormatBan {
    card: String!
    name: String!
    "the day the ban takes effect"
    from: String!
  }

  "TR 2026-07-16 601: the legal sets and banned cards decklists are checked against."
  type DeckFormat {
    id: String!
    name: String!
    source: String!
    sets: [String!]!
    bans: [FormatBan!]!
    sideboardSize: Int!
    "TR 2026-07-16 601.2.d.2: products whose exact lists may keep banned cards at casual OPL when the event allows it"
    preconstructedDecks: [PreconstructedDeck!]!
  }

  type PreconstructedDeck {
    name: String!
    deckCode: String!
  }

  "TR 2026-07-16 205: casual is low OPL, competitive and professional are high."
  enum OrganizedPlayLevel {
    casual
    competitive
    professional
  }

  input PreconstructedDeckInput {
    "the product's name, e.g. a champion deck"
    name: String!
    "the product's exact list as a deck code"
    deckCode: String!
  }

  input FormatBanInput {
    "a printing code or a card name"
    card: String!
    "YYYY-MM-DD"
    from: String!
  }

  "standard (TR 2026-07-16 601.3.c), or the organizer's own format: an id, the legal sets, the bans."
  input FormatInput {
    id: String!
    name: String
    sets: [String!]
    bans: [FormatBanInput!]
    sideboardSize: Int
    preconstructedDecks: [PreconstructedDeckInput!]
  }

  input CorrectDecklistInput {
    tournamentId: ID!
    playerId: ID!
    "A deck code..."
    deckCode: String
    "...or a pasted text list..."
    deckText: String
    "...or the list: legend, runes, battlefields and main deck."
    cards: [CardCountInput!]
    sideboard: [CardCountInput!]
    chosenChampion: String
    reason: String!
  }

  input RecordDeckCheckInput {
    tournamentId: ID!
    playerId: ID!
    outcome: DeckCheckOutcome!
    "what differed (required with differences)"
    differences: String
    incidentId: ID
  }

  extend type CardCount {
    "the catalog's name of the card (null for a code it does not know)"
    name: String
  }

  extend type Decklist {
    "the catalog's reading of the list, by section"
    legend: [DecklistCard!]!
    chosenChampionCard: DecklistCard
    "the 40 main-deck cards (the chosen champion's copies included)"
    mainDeck: [DecklistCard!]!
    runes: [DecklistCard!]!
    battlefields: [DecklistCard!]!
    sideboard: [DecklistCard!]!
    "the list as pasted text (Legend, Champion, Main Deck, Battlefields, Runes, Sideboard)"
    text: String!
    "whether the online rules engine plays every card (the event itself works with any legal list)"
    playableOnline: Boolean!
    unsupportedCards: [UnsupportedCard!]!
    corrections: [DecklistCorrection!]!
    "made public by the organizer"
    published: Boolean!
  }

  extend type TournamentSettings {
    format: DeckFormat!
    "TR 2026-07-16 401.5: players see their opponents' lists"
    openDecklists: Boolean!
    "players submit lists until then (ISO 8601); null: until the start"
    decklistDeadline: String
    organizedPlayLevel: OrganizedPlayLevel!
    "TR 2026-07-16 601.2.d.2: an unmodified preconstructed deck of the format's products keeps its banned cards"
    allowPreconstructedBannedCards: Boolean!
  }

  extend input CreateTournamentInput {
    "default: Standard"
    format: FormatInput
    openDecklists: Boolean
    decklistDeadline: String
    "default: from the enforcement level (0-1 casual, 2 competitive, 3 professional)"
    organizedPlayLevel: OrganizedPlayLevel
    "default false; only at casual OPL (TR 2026-07-16 601.2.d.2)"
    allowPreconstructedBannedCards: Boolean
  }

  extend input SubmitDecklistInput {
    "...or a pasted text list (Legend, Champion, Main Deck, Battlefields, Runes, Sideboard headings; N Card Name lines)"
    deckText: String
    "with cards: the sideboard"
    sideboard: [CardCountInput!]
  }

  extend type Query {
    "Judges' deck checks (staff)."
    deckChecks(tournamentId: ID!): [DeckCheck!]!
    "Every registered list as JSON or CSV (staff)."
    decklistExport(tournamentId: ID!, format: DecklistExportFormat!): String!
    "The highest-placing player of each legend (staff; everyone once every list is published)."
    bestOfEachLegend(tournamentId: ID!): [LegendBest!]!
  }

  extend type Mutation {
    "The organizer or a judge changes a list after the lock, with a reason (audited)."
    correctDecklist(input: CorrectDecklistInput!): Player!
    "A judge records a deck check."
    recordDeckCheck(input: RecordDeckCheckInput!): DeckCheck!
    "The organizer publishes every list (after the event) or the top cut's lists."
    publishDecklists(tournamentId: ID!, scope: DecklistPublication!): Tournament!
  }
`;

interface CardCountArg {
  readonly cardCode: string;
  readonly count: number;
}

export interface DecklistSourceInput {
  readonly deckCode?: string | null;
  readonly deckText?: string | null;
  readonly cards?: readonly CardCountArg[] | null;
  readonly sideboard?: readonly CardCountArg[] | null;
  readonly chosenChampion?: string | null;
}

/** Exactly one of a deck code, a pasted text or a card list. */
export function decklistSource(input: DecklistSourceInput): DecklistSource {
  const given = [input.deckCode, input.deckText, input.cards].filter((value) => value !== null && value !== undefined);
  if (given.length !== 1) throw new AppError('DECKLIST.INVALID_LIST', 'send one of a deck code, a pasted list (deckText) or a card list');
  if (input.deckCode) return { kind: 'code', deckCode: input.deckCode };
  if (input.deckText) return { kind: 'text', text: input.deckText };
  if (input.cards) return { kind: 'list', cards: input.cards, sideboard: input.sideboard ?? [], chosenChampion: input.chosenChampion ?? null };
  throw new AppError('DECKLIST.INVALID_LIST', 'send one of a deck code, a pasted list (deckText) or a card list');
}

function requireActor(context: Ctx): Actor {
  const actor = actorOf(context.viewer);
  if (!actor) throw new AppError('AUTH.UNAUTHENTICATED', 'log in first (send "Authorization: Bearer <token>")');
  return actor;
}

/** A visible list with the tournament it belongs to (for the ruleset of `playableOnline`). */
type ShownDecklist = DecklistEntry & { readonly tournamentId: string };

@Injectable()
export class DecklistsGraphql {
  readonly typeDefs = typeDefs;

  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  resolvers() {
    const { commands, queries } = this;
    const player = async (context: Ctx, tournamentId: string, playerId: string) =>
      (await queries.execute(new GetPlayerQuery(actorOf(context.viewer), tournamentId, playerId)))?.player ?? null;
    // One decoding per list and request, whichever fields the query asks for.
    const details = new WeakMap<ShownDecklist, Promise<DecklistDetails>>();
    const detailsOf = (list: ShownDecklist, context: Ctx): Promise<DecklistDetails> => {
      let found = details.get(list);
      if (!found) {
        found = context.tournamentLoaders.tournament.load(list.tournamentId).then((tournament) => {
          if (!tournament) throw new AppError('TOURNAMENT.NOT_FOUND', 'no such tournament');
          return decklistDetails(list, tournament.settings.ruleset);
        });
        details.set(list, found);
      }
      return found;
    };
    const field =
      <K extends keyof DecklistDetails>(key: K) =>
      async (list: ShownDecklist, _: unknown, context: Ctx) =>
        (await detailsOf(list, context))[key];
    return {
      Query: {
        deckChecks: (_: unknown, args: { tournamentId: string }, context: Ctx) => queries.execute(new GetDeckChecksQuery(actorOf(context.viewer), args.tournamentId)),
        decklistExport: (_: unknown, args: { tournamentId: string; format: 'json' | 'csv' }, context: Ctx) =>
          queries.execute(new ExportDecklistsQuery(actorOf(context.viewer), args.tournamentId, args.format)),
        bestOfEachLegend: async (_: unknown, args: { tournamentId: string }, context: Ctx) => {
          const best = await queries.execute(new GetBestOfEachLegendQuery(actorOf(context.viewer), args.tournamentId));
          return Promise.all(
            best.map(async (entry) => ({
              legend: { cardCode: entry.legend.cardId, cardId: entry.legend.cardId, name: entry.legend.name, count: 1 },
              player: await player(context, args.tournamentId, entry.playerId),
              placing: entry.placing,
              players: entry.players,
            })),
          );
        },
      },
      Mutation: {
        correctDecklist: async (_: unknown, { input }: { input: DecklistSourceInput & { tournamentId: string; playerId: string; reason: string } }, context: Ctx) => {
          await commands.execute(new CorrectDecklistCommand(requireActor(context), input.tournamentId, input.playerId, decklistSource(input), input.reason));
          return player(context, input.tournamentId, input.playerId);
        },
        recordDeckCheck: async (
          _: unknown,
          { input }: { input: { tournamentId: string; playerId: string; outcome: string; differences?: string | null; incidentId?: string | null } },
          context: Ctx,
        ) => {
          const { checkId } = await commands.execute(
            new RecordDeckCheckCommand(requireActor(context), input.tournamentId, {
              playerId: input.playerId,
              outcome: input.outcome,
              differences: input.differences ?? null,
              incidentId: input.incidentId ?? null,
            }),
          );
          const checks = await queries.execute(new GetDeckChecksQuery(actorOf(context.viewer), input.tournamentId));
          return checks.find((check) => check.checkId === checkId);
        },
        publishDecklists: async (_: unknown, args: { tournamentId: string; scope: string }, context: Ctx) => {
          await commands.execute(new PublishDecklistsCommand(requireActor(context), args.tournamentId, args.scope));
          return context.tournamentLoaders.tournament.load(args.tournamentId);
        },
      },
      Player: {
        decklist: (p: PlayerView): ShownDecklist | null => (p.decklist ? { ...p.decklist, tournamentId: p.tournamentId } : null),
      },
      Decklist: {
        deckCode: field('deckCode'),
        legend: field('legend'),
        chosenChampionCard: field('chosenChampion'),
        mainDeck: field('mainDeck'),
        runes: field('runes'),
        battlefields: field('battlefields'),
        sideboard: field('sideboard'),
        text: field('text'),
        playableOnline: field('playableOnline'),
        unsupportedCards: field('unsupportedCards'),
      },
      CardCount: {
        name: (card: { cardCode: string }) => CATALOG.byCode(card.cardCode)?.card.name ?? null,
      },
      DeckCheck: {
        id: (check: DeckCheckEntry) => check.checkId,
      },
      TournamentSettings: {
        format: (settings: TournamentSettings) => {
          const resolved = resolveFormat(settings.format);
          if (!resolved.ok) throw new Error(`stored format cannot be resolved: ${resolved.message}`);
          const { id, name, source, sets, bans, sideboardSize } = resolved.format;
          return {
            id,
            name,
            source,
            sets: sets.map((entry) => entry.set),
            bans: bans.map((ban) => ({ card: ban.card, name: ban.name, from: ban.from })),
            sideboardSize,
            preconstructedDecks: (settings.format.preconstructedDecks ?? []).map((deck) => ({ name: deck.name.trim(), deckCode: deck.deckCode })),
          };
        },
      },
    };
  }
}
