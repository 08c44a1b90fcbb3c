import { Injectable } from '@nestjs/common';
import argon2 from 'argon2';

/**
 * argon2id with the OWASP minimum parameters (19 MiB, 2 passes): a stolen hash costs an attacker
 * real memory per guess, while a log-in stays well under 100 ms here.
 */
@Injectable()
export class PasswordHasher {
  hash(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  }

  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
    } catch {
      // A malformed stored hash is a failed log-in, not a crash that tells the caller why.
      return false;
    }
  }
}
