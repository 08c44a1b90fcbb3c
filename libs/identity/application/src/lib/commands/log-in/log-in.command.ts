import { Command } from '@nestjs/cqrs';
import type { AuthSession } from '../../auth/auth-session.js';

/** Exchanges e-mail and password for an access token. */
export class LogIn extends Command<AuthSession> {
  constructor(
    readonly email: string,
    readonly password: string,
    /** Where the request came from, for the per-address throttle (`null`: not over the network). */
    readonly clientAddress: string | null = null,
  ) {
    super();
  }
}
