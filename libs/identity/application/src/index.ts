export { AccessTokens, type AccessToken } from './lib/auth/access-tokens.js';
export type { AuthSession } from './lib/auth/auth-session.js';
export {
  DEFAULT_LOGIN_LIMITS,
  LoginThrottle,
  type LoginThrottleLimit,
  type LoginThrottleOptions,
} from './lib/auth/login-throttle.js';
export { PasswordHasher } from './lib/auth/password-hasher.js';
export { RequestAuthentication } from './lib/auth/request-authentication.js';
export type { Viewer } from './lib/auth/viewer.js';
export { EnsureOrganizer, type EnsureOrganizerResult } from './lib/commands/ensure-organizer/ensure-organizer.command.js';
export { GrantOrganizerRole } from './lib/commands/grant-organizer-role/grant-organizer-role.command.js';
export { LogIn } from './lib/commands/log-in/log-in.command.js';
export { SignUp } from './lib/commands/sign-up/sign-up.command.js';
export { IDENTITY_OPTIONS, type IdentityOptions } from './lib/identity.options.js';
export { IdentityModule, type LoginThrottleProvider } from './lib/identity.module.js';
export { identityMigrations } from './lib/migrations/index.js';
export type { AccountView } from './lib/projections/account.row.js';
export { AccountsProjection } from './lib/projections/accounts.projection.js';
export type { ProjectedEvent } from './lib/projections/projected-event.js';
export { AccountLookup } from './lib/queries/account-lookup.js';
export { FindAccountByEmail, GetAccounts } from './lib/queries/get-account.query.js';
