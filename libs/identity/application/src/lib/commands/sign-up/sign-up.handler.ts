import { checkPassword, decideRegistration, initialAccountState } from '@arbiter/identity-domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { AccessTokens } from '../../auth/access-tokens.js';
import type { AuthSession } from '../../auth/auth-session.js';
import { PasswordHasher } from '../../auth/password-hasher.js';
import { refusalError } from '../../refusal.js';
import { AccountWriter } from '../account-writer.js';
import { SignUp } from './sign-up.command.js';

@CommandHandler(SignUp)
export class SignUpHandler implements ICommandHandler<SignUp, AuthSession> {
  constructor(
    private readonly accounts: AccountWriter,
    private readonly hasher: PasswordHasher,
    private readonly tokens: AccessTokens,
  ) {}

  async execute(command: SignUp): Promise<AuthSession> {
    const weak = checkPassword(command.password);
    if (weak) throw refusalError(weak);
    const accountId = randomUUID();
    const decision = decideRegistration(
      {
        type: 'RegisterAccount',
        accountId,
        email: command.email,
        displayName: command.displayName,
        passwordHash: await this.hasher.hash(command.password),
        now: new Date().toISOString(),
      },
      initialAccountState(),
    );
    if (!decision.ok) throw refusalError(decision.error);
    await this.accounts.register(decision, accountId);
    const { email, displayName } = decision.account.data;
    const account = { accountId, email, displayName, organizer: false };
    return { ...(await this.tokens.issue(account)), account };
  }
}
