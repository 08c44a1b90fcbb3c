/** The tournament types (shared by queries, mutations and subscriptions). */
export const tournamentTypeDefs = /* GraphQL */ `
  enum TournamentMode {
    "1v1, best of 1 (644)"
    duel
    "1v1, best of 3 with battlefield rotation (645)"
    match
    "three players, free for all (646)"
    ffa3
    "War: four players, free for all, in pods of four (pods of three where four do not divide the field) (CR 1.4 488)"
    war
    "2v2 teams (648)"
    magma_chamber
  }
  enum TournamentStatus {
    registration
    swiss
    top_cut
    finished
  }
  enum ResultPolicy {
    "both (all) players report the same result"
    both_confirm
    "the first report counts unless another contradicts it"
    either_player
    "only judges and the organizer enter results"
    staff_only
  }
  enum PairingAutomation {
    manual
    automatic
  }
  enum Tiebreaker {
    omw
    gw
    ogw
    owp
    oowp
    buchholz
    head_to_head
    random
  }
  enum StaffRole {
    head_judge
    judge
  }
  enum TournamentRole {
    organizer
    head_judge
    judge
    player
  }
  enum EntrantStatus {
    active
    dropped
    disqualified
    "a Magma Chamber player not yet in a team"
    no_team
  }
  enum RoundPhase {
    swiss
    top_cut
  }
  enum RoundStatus {
    in_progress
    completed
  }
  enum MatchStatus {
    open
    reported
    disputed
    final
  }
  enum ClockStatus {
    not_started
    running
    paused
    expired
  }

  type MatchPoints {
    win: Int!
    draw: Int!
    loss: Int!
    bye: Int!
  }

  type TournamentSettings {
    "the rules its games are played under, fixed at creation (e.g. CR 1.4; CR 1.0 for events created before rulesets were recorded)"
    ruleset: String!
    "null: the recommended number for the field, fixed at the start"
    swissRounds: Int
    roundTimeMinutes: Int!
    topCut: Int!
    matchPoints: MatchPoints!
    "Pods: points per place, best first, one value per seat (FFA3 3/1/0, War 3/1/0/0)"
    placementPoints: [Int!]!
    tiebreakers: [Tiebreaker!]!
    "Rule Enforcement Level 0-3 (TR 7.3)"
    enforcementLevel: Int!
    decklistRequired: Boolean!
    resultPolicy: ResultPolicy!
    lateRegistrationUntilRound: Int!
    pairing: PairingAutomation!
    "anonymous visitors may read pairings and standings"
    publicView: Boolean!
    "visible to the organizer only"
    inviteCode: String
    "the organizer and the judges may also play; nobody decides about a match they play in"
    staffMayPlay: Boolean!
    "the day the event is played (YYYY-MM-DD), which decklists' format legality is checked on (TR 2026-07-16 601.3.c); null for an event without a date"
    startsOn: String
  }

  "Account ids are shown to the tournament's staff and to the account itself only (null for others)."
  type Person {
    accountId: ID
    displayName: String!
  }

  type StaffMember {
    "the tournament's staff and the account itself only (null for others)"
    accountId: ID
    displayName: String!
    role: StaffRole!
  }

  "Who is paired: a player, or a Magma Chamber team."
  type Entrant {
    id: ID!
    name: String!
  }

  type Tournament {
    id: ID!
    name: String!
    mode: TournamentMode!
    status: TournamentStatus!
    settings: TournamentSettings!
    organizer: Person!
    staff: [StaffMember!]!
    "Swiss rounds, fixed when the event starts."
    swissRounds: Int
    roundsPaired: Int!
    playerCount: Int!
    entrantCount: Int!
    "The viewer's roles in this tournament (empty for visitors)."
    viewerRoles: [TournamentRole!]!
    "The viewer corrects final results and decides appeals: the head judge, or the organizer where there is none (TR 15.2.2)."
    viewerCorrectsResults: Boolean!
    players: [Player!]!
    "The viewer's own registration (null for visitors and accounts not registered), so a phone need not load every player."
    viewerPlayer: Player
    rounds: [Round!]!
    topCut: TopCut
    champions: [Entrant!]!
    createdAt: String!
  }

  type TopCut {
    size: Int!
    "Seeds in order (1 first)."
    seeds: [Entrant!]!
  }

  type Round {
    number: Int!
    phase: RoundPhase!
    status: RoundStatus!
    openMatches: Int!
    clock: RoundClock!
  }

  type RoundClock {
    round: Int!
    status: ClockStatus!
    startedAt: String
    durationSeconds: Int!
    endsAt: String
    remainingSeconds: Int
  }

  "A published round: who sits where. Results are on matches."
  type RoundPairings {
    tournamentId: ID!
    round: Int!
    phase: RoundPhase!
    tables: [PairingTable!]!
    byes: [Entrant!]!
  }

  "Pairings waiting for the organizer's check; nobody else sees them until they are published."
  type PairingDraft {
    tournamentId: ID!
    round: Int!
    phase: RoundPhase!
    tables: [PairingTable!]!
    byes: [Entrant!]!
    "What the pairing had to give up (pairing/rematch, pairing/second_bye...)."
    relaxations: [String!]!
    draftedAt: String!
  }

  type PairingTable {
    table: Int!
    matchId: ID!
    entrants: [Entrant!]!
  }

  type SeatResult {
    entrantId: ID!
    gameWins: Int!
    placement: Int!
  }

  type MatchResult {
    seats: [SeatResult!]!
    gameDraws: Int!
  }

  type MatchReport {
    id: ID!
    "player, staff, or correction (a judge changed the final result)"
    kind: String!
    entrantId: ID
    result: MatchResult!
    "corrections: the result before"
    previousResult: MatchResult
    "corrections: why the result changed"
    reason: String
    at: String!
  }

  "An online game that ended differently from the match's final result; a judge decides (correctResult)."
  type OnlineResultConflict {
    gameId: ID!
    gameResult: MatchResult!
    finalResult: MatchResult!
  }

  type Match {
    id: ID!
    tournamentId: ID!
    round: Int!
    table: Int!
    phase: RoundPhase!
    status: MatchStatus!
    entrants: [Entrant!]!
    result: MatchResult
    "agreement, single_report or staff"
    decidedBy: String
    "Reports so far: for the match's players and the staff only (null for others)."
    reports: [MatchReport!]
    extensionMinutes: Int!
    "Judges and the organizer only: an online game result that differs from the final one."
    onlineConflict: OnlineResultConflict
  }

  type MyPairing {
    round: Int!
    player: Player!
    entrantId: ID!
    "true when the viewer's entrant has a bye this round"
    bye: Boolean!
    table: Int
    match: Match
    opponents: [Entrant!]!
  }

  type CardCount {
    cardCode: String!
    count: Int!
  }

  "Hidden information: the owner, judges and the organizer only."
  type Decklist {
    cards: [CardCount!]!
    chosenChampion: String
    deckCode: String
    submittedAt: String!
  }

  type Player {
    id: ID!
    tournamentId: ID!
    displayName: String!
    "the tournament's staff and the player's own account only (null for others, and for walk-ins)"
    accountId: ID
    teamId: ID
    entrantId: ID
    status: EntrantStatus!
    joinedInRound: Int!
    droppedInRound: Int
    hasDecklist: Boolean!
    decklist: Decklist
    "Every match of the player (or the player's team), oldest first."
    matches: [Match!]!
  }

  type Team {
    id: ID!
    name: String!
    players: [Player!]!
    "false while an invited member has not accepted"
    formed: Boolean!
  }

  enum TeamChange {
    "a member proposed the team; the others are invited"
    proposed
    "one more member accepted; others have still to answer"
    accepted
    "every member accepted (or the organizer formed it)"
    formed
    "an invited member said no: the proposal is gone"
    declined
    "a member left the formed team: it is dissolved"
    left
  }

  "What happened to a team (teamUpdated); read teamInvitations or the players for the rest."
  type TeamUpdate {
    tournamentId: ID!
    teamId: ID!
    name: String!
    change: TeamChange!
  }

  "A team a member proposed, waiting for the other member's answer."
  type TeamInvitation {
    teamId: ID!
    name: String!
    players: [Player!]!
    "players who have accepted (the proposer among them)"
    acceptedBy: [ID!]!
  }

  type TiebreakerValue {
    id: Tiebreaker!
    value: Float!
  }

  type StandingRow {
    rank: Int!
    entrant: Entrant!
    points: Int!
    wins: Int!
    losses: Int!
    draws: Int!
    byes: Int!
    "Pods: how often 1st, 2nd, 3rd (FFA3) or 1st to 4th (War; a pod of three's last counts as 4th)"
    placements: [Int!]
    tiebreakers: [TiebreakerValue!]!
    dropped: Boolean!
  }

  type Standings {
    tournamentId: ID!
    throughRound: Int!
    rows: [StandingRow!]!
  }

  "A report is stored when this returns; the worker reconciles it (the match's status follows)."
  type ReportReceipt {
    reportId: ID!
    matchId: ID!
    match: Match
  }
`;
