import { AppError, isAppError } from '@arbiter/errors';
import { normalizeEmail } from '@arbiter/identity-domain';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccountLookup } from '../../queries/account-lookup.js';
import { GrantOrganizerRole } from '../grant-organizer-role/grant-organizer-role.command.js';
import { SignUp } from '../sign-up/sign-up.command.js';
import { EnsureOrganizer, type EnsureOrganizerResult } from './ensure-organizer.command.js';

@CommandHandler(EnsureOrganizer)
export class EnsureOrganizerHandler implements ICommandHandler<EnsureOrganizer, EnsureOrganizerResult> {
  constructor(
    private readonly commands: CommandBus,
    private readonly accounts: AccountLookup,
  ) {}

  async execute(command: EnsureOrganizer): Promise<EnsureOrganizerResult> {
    let created = false;
    let account = await this.accounts.byEmail(normalizeEmail(command.email));
    if (!account) {
      try {
        account = (await this.commands.execute(new SignUp(command.email, command.password, command.displayName))).account;
        created = true;
      } catch (error) {
        // Two set-up runs at once: the other one created it; fall through and grant.
        if (!(isAppError(error) && error.code === 'ACCOUNT.EMAIL_TAKEN')) throw error;
        account = await this.accounts.byEmail(normalizeEmail(command.email));
      }
    }
    if (!account) throw new AppError('ACCOUNT.NOT_FOUND', 'the organizer account could not be created');
    await this.commands.execute(new GrantOrganizerRole(account.accountId, null));
    return { account: { ...account, organizer: true }, created };
  }
}
