import { type DynamicModule, type FactoryProvider, Module } from '@nestjs/common';
import { AccessTokens } from './auth/access-tokens.js';
import { LOGIN_THROTTLE_OPTIONS, LoginThrottle, type LoginThrottleOptions } from './auth/login-throttle.js';
import { PasswordHasher } from './auth/password-hasher.js';
import { RequestAuthentication } from './auth/request-authentication.js';
import { AccountWriter } from './commands/account-writer.js';
import { EnsureOrganizerHandler } from './commands/ensure-organizer/ensure-organizer.handler.js';
import { GrantOrganizerRoleHandler } from './commands/grant-organizer-role/grant-organizer-role.handler.js';
import { LogInHandler } from './commands/log-in/log-in.handler.js';
import { SignUpHandler } from './commands/sign-up/sign-up.handler.js';
import { IDENTITY_OPTIONS, type IdentityOptions } from './identity.options.js';
import { AccountsProjection } from './projections/accounts.projection.js';
import { AccountLookup } from './queries/account-lookup.js';
import { FindAccountByEmailHandler, GetAccountsHandler } from './queries/get-account.handler.js';

/** How the app supplies the log-in throttle's Redis connection and limits (a Nest factory). */
export type LoginThrottleProvider = Omit<FactoryProvider<LoginThrottleOptions | Promise<LoginThrottleOptions>>, 'provide'>;

/**
 * Accounts, log-in and access tokens. Needs the `EventStore` and TypeORM `DataSource` providers
 * (the platform's `DatabaseModule`) and `CqrsModule.forRoot()` in the application, and Redis for
 * the log-in throttle (`loginThrottle`).
 */
@Module({})
export class IdentityModule {
  static forRoot(options: IdentityOptions, loginThrottle: LoginThrottleProvider): DynamicModule {
    return {
      module: IdentityModule,
      providers: [
        { provide: IDENTITY_OPTIONS, useValue: options },
        { provide: LOGIN_THROTTLE_OPTIONS, ...loginThrottle },
        LoginThrottle,
        AccessTokens,
        RequestAuthentication,
        PasswordHasher,
        AccountLookup,
        AccountsProjection,
        AccountWriter,
        SignUpHandler,
        LogInHandler,
        GrantOrganizerRoleHandler,
        EnsureOrganizerHandler,
        GetAccountsHandler,
        FindAccountByEmailHandler,
      ],
      exports: [AccessTokens, RequestAuthentication, AccountLookup, AccountsProjection],
    };
  }
}
