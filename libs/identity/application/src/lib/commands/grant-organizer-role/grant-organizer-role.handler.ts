import { AppError } from '@arbiter/errors';
import { decideGrantOrganizer } from '@arbiter/identity-domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { refusalError } from '../../refusal.js';
import { AccountWriter } from '../account-writer.js';
import { GrantOrganizerRole } from './grant-organizer-role.command.js';

@CommandHandler(GrantOrganizerRole)
export class GrantOrganizerRoleHandler implements ICommandHandler<GrantOrganizerRole, void> {
  constructor(private readonly accounts: AccountWriter) {}

  async execute(command: GrantOrganizerRole): Promise<void> {
    if (command.grantedBy && !command.grantedBy.organizer) {
      throw new AppError('AUTH.FORBIDDEN', 'only an organizer may make another account an organizer');
    }
    if (command.accountId === null) throw new AppError('ACCOUNT.NOT_FOUND', 'no account has this e-mail address');
    const { state, version } = await this.accounts.load(command.accountId);
    const decision = decideGrantOrganizer(
      { type: 'GrantOrganizerRole', accountId: command.accountId, now: new Date().toISOString() },
      state,
    );
    if (!decision.ok) throw refusalError(decision.error);
    await this.accounts.append(command.accountId, decision.events, version, command.grantedBy?.accountId ?? null);
  }
}
