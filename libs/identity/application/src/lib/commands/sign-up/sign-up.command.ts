import { Command } from '@nestjs/cqrs';
import type { AuthSession } from '../../auth/auth-session.js';

/** Creates a player account and logs it in. */
export class SignUp extends Command<AuthSession> {
  constructor(
    readonly email: string,
    readonly password: string,
    readonly displayName: string,
  ) {
    super();
  }
}
