/** The sanctioned modes by id. */
import type { ModeDefinition } from '../model/mode-definition.js';
import { type ModeId, MODE_IDS } from '../model/mode-id.js';
import { DUEL } from './duel.js';
import { FFA3 } from './ffa3.js';
import { MAGMA_CHAMBER } from './magma-chamber.js';
import { MATCH } from './match.js';
import { WAR } from './war.js';

export const MODE_DEFINITIONS: Readonly<Record<ModeId, ModeDefinition>> = {
  duel: DUEL,
  match: MATCH,
  ffa3: FFA3,
  war: WAR,
  'magma-chamber': MAGMA_CHAMBER,
};

export function modeDefinition(id: ModeId): ModeDefinition {
  return MODE_DEFINITIONS[id];
}

/** Every definition, in the order of `MODE_IDS`. */
export function allModeDefinitions(): readonly ModeDefinition[] {
  return MODE_IDS.map((id) => MODE_DEFINITIONS[id]);
}
