/** The queue of the no-op pipeline (`no-op-graphql.ts`). */
export const NO_OP_QUEUE = 'bench-no-op-reports';
