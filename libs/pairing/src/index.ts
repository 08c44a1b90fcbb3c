// Data the backend passes in and stores.
export type { Entrant, EntrantId } from './model/entrant.js';
export { isActiveIn } from './model/entrant.js';
export type { ByeRecord, DuelResult, PodResult, RoundRecord } from './model/round-record.js';
export type { MatchPoints, MissedRoundPolicy, PodConfig, SwissConfig } from './model/config.js';
export { defaultPodConfig, defaultSwissConfig, defaultTeamConfig, defaultWarPodConfig } from './model/config.js';
export { POD_SIZES, type PodSize, podSizeOf } from './model/pod-size.js';
export type { TiebreakerId } from './model/tiebreaker.js';
export { tiebreakerIds } from './model/tiebreaker.js';
export type { EventFormat } from './model/validate-event.js';
export type { PairingError, PairingErrorCode, Result } from './model/result.js';

// Standings.
export { computeStandings } from './standings/compute-standings.js';
export type {
  PodStandingsInput,
  RecordSummary,
  StandingRow,
  Standings,
  StandingsInput,
  SwissStandingsInput,
  TiebreakerValue,
} from './standings/standings.types.js';

// 1v1 and 2v2-team Swiss.
export { pairSwissRound } from './swiss/pair-swiss-round.js';
export type { AssignedBye, Relaxation, SwissPairing, SwissRoundInput, SwissTable } from './swiss/swiss.types.js';

// Pods: FFA3 (3 seats) and War (4 seats, with pods of 3 where 4 do not divide).
export { pairPodRound } from './pods/pair-pod-round.js';
export { planPods, type PodPlan } from './pods/pod-plan.js';
export type { Pod, PodPairing, PodRoundInput } from './pods/pod.types.js';

// Rounds, top cut and brackets.
export { recommendedSwissRounds, recommendedTopCut } from './top-cut/recommend.js';
export { createTopCut, recordTopCutWinner, topCutSeeds } from './top-cut/top-cut.js';
export { bracketOrder } from './top-cut/elimination-bracket.js';
export type { BracketMatch, BracketPod, EliminationBracket, PodBracket, TopCutBracket } from './top-cut/top-cut.types.js';

// The exact matching solver underneath, for callers with their own costs.
export { maximumWeightMatching } from './matching/max-weight-matching.js';
export type { MatchingEdge, MatchingOptions } from './matching/max-weight-matching.js';
