import { AppError } from '@arbiter/errors';
import { normalizeEmail } from '@arbiter/identity-domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccessTokens } from '../../auth/access-tokens.js';
import { LoginThrottle } from '../../auth/login-throttle.js';
import type { AuthSession } from '../../auth/auth-session.js';
import { PasswordHasher } from '../../auth/password-hasher.js';
import { toAccountView } from '../../projections/account.row.js';
import { AccountLookup } from '../../queries/account-lookup.js';
import { LogIn } from './log-in.command.js';

// Verified when the address is unknown, so both failures take the same time and an attacker
// cannot probe which addresses have accounts.
const UNKNOWN_ACCOUNT_HASH = '$argon2id$v=19$m=19456,t=2,p=1$7jDDXoyaONhopoX6XTlliQ$G6QnLRoOyjycdvosdRTov6zs/y5BmSS4kioKGCMH7TI';

@CommandHandler(LogIn)
export class LogInHandler implements ICommandHandler<LogIn, AuthSession> {
  constructor(
    private readonly accounts: AccountLookup,
    private readonly hasher: PasswordHasher,
    private readonly tokens: AccessTokens,
    private readonly throttle: LoginThrottle,
  ) {}

  async execute(command: LogIn): Promise<AuthSession> {
    const email = normalizeEmail(command.email);
    await this.throttle.assertMayTry(email, command.clientAddress);
    const row = await this.accounts.byEmailWithHash(email);
    const valid = await this.hasher.verify(row?.password_hash ?? UNKNOWN_ACCOUNT_HASH, command.password);
    if (!row || !valid) {
      await this.throttle.recordFailure(email, command.clientAddress);
      throw new AppError('AUTH.INVALID_CREDENTIALS', 'e-mail address or password is wrong');
    }
    const account = toAccountView(row);
    return { ...(await this.tokens.issue(account)), account };
  }
}
