import { graphql } from '../../../graphql/generated/index.js';

/** What every page of an event starts from: its name, state and the viewer's roles in it. */
export const EventPage_Tournament = graphql(`
  query EventPage_Tournament($id: ID!) {
    tournament(id: $id) {
      id
      name
      mode
      status
      swissRounds
      roundsPaired
      playerCount
      viewerRoles
      settings { publicView topCut startsOn }
      rounds { number phase status }
    }
  }
`);

export const EventPage_PairingsPublished = graphql(`
  subscription EventPage_PairingsPublished($t: ID!) {
    pairingsPublished(tournamentId: $t) { round }
  }
`);
