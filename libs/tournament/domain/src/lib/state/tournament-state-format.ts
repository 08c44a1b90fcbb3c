/**
 * The version of what `evolveTournament` builds from a stream: the shape of `TournamentState` and
 * what each event does to it. States stored outside the stream (snapshots, ADR 0113) carry it,
 * and a state of another format is never used: raise it whenever either changes.
 * `tournament-state-format.spec.ts` folds a fixed history and fails when the result changes
 * while this number did not.
 */
export const TOURNAMENT_STATE_FORMAT = 1;
