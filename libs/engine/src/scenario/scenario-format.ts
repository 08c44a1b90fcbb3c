import type { GameMode } from '../model/game-mode.js';
import type { Domain, Seat } from '../model/ids.js';

/**
 * The scenario JSON format: a table situation a judge (or a test) sets up by hand. Lists of
 * cards name card codes; an entry may be an object with a `label`, which the loader maps to the
 * object id it gets. Deck lists are written top card first. See docs/scenario-format.md.
 */
export type ScenarioCard = string | ScenarioCardObject;

export interface ScenarioCardObject {
  readonly card: string;
  readonly label?: string;
  /** Defaults: the seat listing it (or the battlefield entry's controller). */
  readonly owner?: Seat;
  readonly controller?: Seat;
  readonly exhausted?: boolean;
  readonly damage?: number;
  readonly buffs?: number;
  readonly stunned?: boolean;
  /** A token (Recruit, Sprite) rather than a card. */
  readonly token?: boolean;
  /** For a facedown card: the turn it was hidden in (reading R10). */
  readonly hiddenTurn?: number;
}

export interface ScenarioSeat {
  readonly legend: string;
  readonly label?: string;
  readonly points?: number;
  readonly championZone?: string | null;
  /** The card named as Chosen Champion (CR 1.3 103.2.a.3), for cards that read it; absent: not kept. */
  readonly chosenChampion?: string;
  readonly hand?: readonly ScenarioCard[];
  readonly mainDeck?: readonly ScenarioCard[];
  readonly runeDeck?: readonly ScenarioCard[];
  readonly trash?: readonly ScenarioCard[];
  readonly banishment?: readonly ScenarioCard[];
  readonly base?: readonly ScenarioCard[];
  readonly runes?: readonly ScenarioCard[];
  readonly pool?: { readonly energy?: number; readonly power?: Partial<Record<Domain | 'any', number>> };
  readonly cardsPlayed?: number;
  readonly turnsTaken?: number;
  readonly legendExhausted?: boolean;
}

export interface ScenarioBattlefield {
  readonly card: string;
  readonly owner: Seat;
  readonly controller?: Seat | null;
  readonly contestedBy?: Seat | null;
  readonly units?: readonly ScenarioCard[];
  readonly facedown?: ScenarioCard | null;
}

export interface Scenario {
  readonly gameId?: string;
  /** `duel` (the engine's two-player definition) or a full mode definition. */
  readonly mode?: 'duel' | GameMode;
  readonly seed?: string | number;
  readonly turnOrder?: readonly Seat[];
  readonly turn?: {
    readonly seat?: Seat;
    readonly number?: number;
    /** `main` (or its CR 1.0 name `action`): the turn player has priority in the neutral open Main Phase (default);
     * `start`: the turn begins (awaken, beginning phase, scoring, channel, draw). */
    readonly start?: 'main' | 'action' | 'start';
    readonly scored?: readonly { readonly bf: number; readonly seat: Seat }[];
  };
  readonly seats: readonly ScenarioSeat[];
  readonly battlefields: readonly ScenarioBattlefield[];
}
