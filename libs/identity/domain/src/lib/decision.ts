/** The deciders' result shape, shared by every context (`@arbiter/errors`). */
export { accept, refuse, type Decision, type Refusal } from '@arbiter/errors';
