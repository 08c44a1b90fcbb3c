/**
 * The ruleset registry: which engine plays, replays and shows a game, chosen by the ruleset the
 * game (or its match, or its tournament) recorded when it was created. One table of data: adding
 * a ruleset is a row here, not a branch at the call sites.
 */
import type { GameEvent, ReplayResult } from './engine-types.js';
import { CR1_0_ENGINE } from './engines/cr1-0-engine.js';
import { LIVE_ENGINE } from './engines/live-engine.js';
import type { RulesEngine } from './rules-engine.js';
import { CURRENT_RULESET, recordedRuleset, RULESET_IDS, type RulesetId } from './ruleset-id.js';

export interface RulesetInfo {
  readonly id: RulesetId;
  readonly document: string;
  readonly version: string;
  /** The date the document carries ("Last Updated"). */
  readonly published: string;
  /** The release it came with. */
  readonly release: string;
  /** New matches and tournaments are created under the current ruleset only. */
  readonly current: boolean;
  readonly engine: RulesEngine;
}

const TABLE: Readonly<Record<RulesetId, Omit<RulesetInfo, 'id' | 'current'>>> = {
  'CR 1.0': { document: 'Riftbound Core Rules', version: '1.0', published: '2025-06-02', release: 'before Origins', engine: CR1_0_ENGINE },
  'CR 1.4': { document: 'Riftbound Core Rules', version: '1.4', published: '2026-07-16', release: 'Vendetta', engine: LIVE_ENGINE },
};

export const RULESETS: readonly RulesetInfo[] = RULESET_IDS.map((id) => ({ id, current: id === CURRENT_RULESET, ...TABLE[id] }));

export function rulesetInfo(ruleset: RulesetId): RulesetInfo {
  const info = RULESETS.find((entry) => entry.id === ruleset);
  if (!info) throw new Error(`unknown ruleset ${ruleset}`);
  return info;
}

/** The engine that plays, replays and shows games of `ruleset`. */
export function engineFor(ruleset: RulesetId): RulesEngine {
  return rulesetInfo(ruleset).engine;
}

/** The ruleset a game's event log was recorded under: its `GameCreated` says so, or it is v1.0. */
export function rulesetOfLog(events: readonly GameEvent[]): RulesetId {
  const created = events[0];
  if (created?.type !== 'GameCreated') throw new Error('a game log begins with GameCreated');
  return recordedRuleset('ruleset' in created ? created.ruleset : undefined);
}

/** Replays a stored game log with the engine of its ruleset, checking every hash. */
export function replayGame(events: readonly GameEvent[]): ReplayResult {
  return engineFor(rulesetOfLog(events)).replay(events);
}
