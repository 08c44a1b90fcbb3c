export const tournamentQueryTypeDefs = /* GraphQL */ `
  type Query {
    "Tournaments the viewer may see (public ones, and those the viewer has a role in), newest first."
    tournaments(status: TournamentStatus, first: Int = 20, offset: Int = 0): [Tournament!]!
    tournament(id: ID!): Tournament
    "The published pairings of a round (the latest round when none is given)."
    pairings(tournamentId: ID!, round: Int): RoundPairings
    "The viewer's table in the latest round (null when not paired in it)."
    myPairing(tournamentId: ID!): MyPairing
    "Swiss standings: completed rounds plus the final results of the round in progress."
    standings(tournamentId: ID!): Standings
    "Match records with their results (reports only for the players and the staff)."
    matches(tournamentId: ID!, round: Int): [Match!]!
    match(id: ID!): Match
    "A player with the player's match history (the decklist only for the player and the staff)."
    player(tournamentId: ID!, playerId: ID!): Player
    "Open disputes (judges and the organizer): players disagree, or an online game ended differently from the final result."
    disputes(tournamentId: ID!): [Match!]!
    "Open team invitations: those naming the viewer, all of them for the organizer."
    teamInvitations(tournamentId: ID!): [TeamInvitation!]!
    roundClock(tournamentId: ID!): RoundClock
    "The next round's pairings waiting for the organizer's check (the organizer only; null when none)."
    pairingDraft(tournamentId: ID!): PairingDraft
    "The current Swiss round when a result of an earlier round was corrected after it was paired and nothing of it is reported or played online yet, so repairRound may pair it again (the organizer only; null otherwise)."
    roundToRepair(tournamentId: ID!): Int
  }
`;

export const tournamentMutationTypeDefs = /* GraphQL */ `
  input MatchPointsInput {
    win: Int!
    draw: Int!
    loss: Int!
    bye: Int!
  }

  input CreateTournamentInput {
    name: String!
    mode: TournamentMode!
    "null or absent: automatic (recommended for the field)"
    swissRounds: Int
    roundTimeMinutes: Int
    "entrants in the top cut, 0 for none: 2-64 in powers of two (1v1, teams), 3, 9 or 27 (FFA3), 4, 16 or 64 (War)"
    topCut: Int
    matchPoints: MatchPointsInput
    "Pods: points per place, best first, exactly one value per seat: 3 in FFA3 (default 3/1/0), 4 in War (default 3/1/0/0)"
    placementPoints: [Int!]
    tiebreakers: [Tiebreaker!]
    enforcementLevel: Int
    decklistRequired: Boolean
    resultPolicy: ResultPolicy
    "players may register until this round is paired (0: before the start only)"
    lateRegistrationUntilRound: Int
    pairing: PairingAutomation
    publicView: Boolean
    "lets players register themselves"
    inviteCode: String
    "the organizer and the judges may also play (default false, TR 8.2); nobody decides about a match they play in"
    staffMayPlay: Boolean
    "the day the event is played (YYYY-MM-DD): decklists are checked against the format as it stands on that day (TR 2026-07-16 601.3.c); without it, as of the day each list is submitted"
    startsOn: String
  }

  input RegisterPlayerInput {
    tournamentId: ID!
    "The organizer registers the account with this address..."
    email: String
    "...or a walk-in without an account by name. Without both, the viewer registers."
    displayName: String
    "Self-registration: the tournament's invite code."
    inviteCode: String
  }

  input RegisterTeamInput {
    tournamentId: ID!
    name: String!
    playerIds: [ID!]!
  }

  input CardCountInput {
    cardCode: String!
    count: Int!
  }

  input SubmitDecklistInput {
    tournamentId: ID!
    "Defaults to the viewer's own registration."
    playerId: ID
    "A Piltover Archive deck code..."
    deckCode: String
    "...or the list: legend, runes, battlefields and main deck."
    cards: [CardCountInput!]
    chosenChampion: String
  }

  input TableSeatingInput {
    table: Int!
    entrantIds: [ID!]!
  }

  input OverridePairingInput {
    tournamentId: ID!
    round: Int!
    tables: [TableSeatingInput!]!
  }

  input SeatResultInput {
    entrantId: ID!
    "Game wins (Duel, Match, Magma Chamber)."
    gameWins: Int
    "Place 1-3 (FFA3) or 1-4 (War; 1-3 at a pod of three); tied seats share the better place."
    placement: Int
  }

  input MatchResultInput {
    seats: [SeatResultInput!]!
    gameDraws: Int
  }

  input ReportResultInput {
    matchId: ID!
    result: MatchResultInput!
  }

  input CorrectResultInput {
    matchId: ID!
    "The right result of the match."
    result: MatchResultInput!
    "Why it changes (1-500 characters); kept in the match's history."
    reason: String!
  }

  type Mutation {
    createTournament(input: CreateTournamentInput!): Tournament!
    "Appoints a judge or the head judge by e-mail address (organizer)."
    assignStaff(tournamentId: ID!, email: String!, role: StaffRole!): Tournament!
    registerPlayer(input: RegisterPlayerInput!): Player!
    "The organizer forms a team at once; a member proposes it, and it forms when the other member accepts (formed: false until then)."
    registerTeam(input: RegisterTeamInput!): Team!
    "The invited player joins the proposed team; it forms once every member has accepted."
    acceptTeamInvitation(tournamentId: ID!, teamId: ID!): Team!
    "The invited player says no: the proposal is dropped."
    declineTeamInvitation(tournamentId: ID!, teamId: ID!): Tournament!
    "The viewer leaves their team before the start; the team is dissolved and both players are without a team."
    leaveTeam(tournamentId: ID!): Player!
    "Before the start: a player withdraws (playerId defaults to the viewer), or the organizer removes a registration."
    withdrawRegistration(tournamentId: ID!, playerId: ID): Tournament!
    submitDecklist(input: SubmitDecklistInput!): Player!
    startTournament(tournamentId: ID!): Tournament!
    "Pairs and publishes the next round at once (what automatic pairing does)."
    pairNextRound(tournamentId: ID!): RoundPairings!
    "Pairs the next round as a draft that only the organizer sees, to check before publishing."
    draftNextRound(tournamentId: ID!): PairingDraft!
    "Publishes the checked draft: players see the round and can report."
    publishPairings(tournamentId: ID!): RoundPairings!
    "Throws the draft away (e.g. to register a late player first)."
    discardPairingDraft(tournamentId: ID!): Tournament!
    startRoundClock(tournamentId: ID!): RoundClock!
    pauseRoundClock(tournamentId: ID!): RoundClock!
    resumeRoundClock(tournamentId: ID!): RoundClock!
    extendRoundClock(tournamentId: ID!, minutes: Int!): RoundClock!
    extendMatchTime(matchId: ID!, minutes: Int!): Match!
    dropPlayer(tournamentId: ID!, playerId: ID!): Player!
    reenterPlayer(tournamentId: ID!, playerId: ID!): Player!
    disqualifyPlayer(tournamentId: ID!, playerId: ID!, reason: String!): Player!
    overridePairing(input: OverridePairingInput!): RoundPairings!
    "Withdraws the current Swiss round's pairings and pairs it again from the current standings (the organizer, before anything of the round was reported or played online)."
    repairRound(tournamentId: ID!, round: Int!): RoundPairings!
    reportResult(input: ReportResultInput!): ReportReceipt!
    "Agrees with the opponent's report."
    confirmResult(matchId: ID!): ReportReceipt!
    "A judge's or the organizer's result; it decides the match."
    enterResult(input: ReportResultInput!): ReportReceipt!
    "Corrects a final result (the head judge; the organizer where there is none). Standings and tiebreakers follow; published pairings stay."
    correctResult(input: CorrectResultInput!): Match!
    startTopCut(tournamentId: ID!): RoundPairings!
    finishTournament(tournamentId: ID!): Tournament!
  }
`;

export const tournamentSubscriptionTypeDefs = /* GraphQL */ `
  type Subscription {
    "Each newly published (or overridden) round of the tournament."
    pairingsPublished(tournamentId: ID!): RoundPairings!
    "The round clock whenever it starts, pauses, resumes or is extended."
    roundClock(tournamentId: ID!): RoundClock!
    "The standings after every recorded result."
    standingsUpdated(tournamentId: ID!): Standings!
    "Matches whose players reported different results (judges and the organizer)."
    disputeOpened(tournamentId: ID!): Match!
    "One match whenever it changes (a report, a confirmation, a dispute, its result, more time), as the viewer may see it: a phone follows its own table."
    matchUpdated(matchId: ID!): Match!
    "Magma Chamber before the start: a team of the viewer was proposed, accepted, formed, declined or left (its members are told; the organizer hears of every team)."
    teamUpdated(tournamentId: ID!): TeamUpdate!
  }
`;
