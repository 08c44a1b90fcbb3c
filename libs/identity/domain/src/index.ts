export {
  accountStreamId,
  emailClaimStreamId,
  type AccountEvent,
  type AccountRegistered,
  type EmailClaimed,
  type IdentityEvent,
  type OrganizerRoleGranted,
} from './lib/account.events.js';
export {
  DISPLAY_NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  checkDisplayName,
  checkEmail,
  checkPassword,
  normalizeEmail,
} from './lib/account-input.js';
export { evolveAccount, initialAccountState, type AccountState } from './lib/account.state.js';
export { accept, refuse, type Decision, type Refusal } from './lib/decision.js';
export {
  decideGrantOrganizer,
  decideRegistration,
  type AccountCommand,
  type GrantOrganizerRole,
  type RegisterAccount,
  type RegistrationDecision,
} from './lib/decide-account.js';
