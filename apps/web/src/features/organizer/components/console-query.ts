import { graphql } from '../../../graphql/generated/index.js';
import type { Console_EventQuery } from '../../../graphql/generated/graphql.js';

/** Everything the console's sections share: the event, its players, staff and rounds. */
export const Console_Event = graphql(`
  query Console_Event($id: ID!) {
    tournament(id: $id) {
      id
      name
      mode
      status
      swissRounds
      roundsPaired
      playerCount
      viewerRoles
      viewerCorrectsResults
      settings { inviteCode topCut resultPolicy decklistRequired lateRegistrationUntilRound publicView pairing startsOn }
      staff { accountId displayName role }
      players {
        id
        displayName
        status
        droppedInRound
        joinedInRound
        hasDecklist
        decklist { deckCode chosenChampion cards { cardCode count } }
      }
      rounds { number phase status openMatches }
      topCut { size }
      champions { id name }
    }
  }
`);

export type ConsoleEvent = NonNullable<Console_EventQuery['tournament']>;

export interface SectionProps {
  readonly event: ConsoleEvent;
  /** Reads the event again after a change (network-only). */
  refresh(): void;
}
