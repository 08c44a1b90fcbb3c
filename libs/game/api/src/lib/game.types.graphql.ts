export const gameTypeDefs = /* GraphQL */ `
  "A JSON value: an engine view, action or event."
  scalar JSON

  enum OnlineGameStatus {
    playing
    finished
  }

  "How the asking account sees the game: its own seat, a judge (everything), or a spectator (only public information, 127)."
  enum GameViewerKind {
    seat
    judge
    spectator
  }

  type OnlineGameSeat {
    seat: Int!
    entrantId: ID!
    name: String!
  }

  "The online game of a paired match; its id is the match id (ADR 0030)."
  type OnlineGame {
    id: ID!
    matchId: ID!
    tournamentId: ID!
    status: OnlineGameStatus!
    "The rules the match's games are played under, recorded when it was created (CR 1.4; CR 1.0 for games stored before rulesets were recorded, which replay on the v1.0 engine). Judges reviewing an appeal read it here, players see it too."
    ruleset: String!
    "Events stored in the game stream; it grows by one per accepted action."
    version: Int!
    viewerKind: GameViewerKind!
    "The asking player's seat, null for judges and spectators."
    viewerSeat: Int
    seats: [OnlineGameSeat!]!
    "The seat that must decide now, null when nobody must (the game is over)."
    waitingFor: Int
    "The match and the game as the asking account may see them (no hidden information of others, 127)."
    view: JSON!
    "The actions the asking player may take now (empty when it is not their decision)."
    legalActions: [JSON!]!
    "How many of the last actions a judge can take back now (TR 14.3): those of the game in progress."
    rewindableActions: Int!
    "Every engine event of the match so far, redacted for the asking account; judges get them whole, with state hashes."
    replay: [JSON!]!
    result: MatchResult
  }

  type GameReceipt {
    gameId: ID!
    version: Int!
    status: OnlineGameStatus!
  }

  type Query {
    "An online game, for its players, the staff of its tournament, and spectators of a public one."
    onlineGame(id: ID!): OnlineGame!
  }

  type Subscription {
    "The game as the asking account may see it (127): once when subscribing, then after every accepted action; ends when the match is finished."
    onlineGameUpdated(id: ID!): OnlineGame!
  }

  type Mutation {
    "Starts the online game of a paired match (a player of it, or staff); joins it when it is already started."
    startMatchGame(matchId: ID!): GameReceipt!
    "One action of the asking player's seat: an engine action, or a match decision between games (chooseFirstPlayer, chooseBattlefield). Refused with the rule when illegal; nothing is stored then."
    submitGameAction(gameId: ID!, action: JSON!): GameReceipt!
    "Concedes the game in progress (650)."
    concedeGame(gameId: ID!): GameReceipt!
    "A judge's backup (TR 14.3): takes back the last actions of the game in progress; the game is exactly as it was before them. For staff of the tournament who do not play in the game; the reason is documented (TR 15.3.2)."
    rewindOnlineGame(gameId: ID!, actions: Int!, reason: String!): GameReceipt!
  }
`;
