import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MIN_JWT_SECRET_LENGTH } from '@arbiter/platform-runtime';

export const JWT_SECRET_FILE = 'jwt-secret';

export type JwtSecretSource = 'environment' | 'created' | 'reused';

/**
 * The secret that signs access tokens for `npm start`. `JWT_SECRET` wins when it is set (the apps
 * check its length). Otherwise a random 48-byte secret is generated once into `<folder>/jwt-secret`
 * (mode 0600) and read again on later starts, so tokens survive a restart and no two
 * installations share a secret. In production nothing is generated: the operator sets the secret,
 * and start-up stops with a message that says so.
 */
export function ensureJwtSecret(folder: string, env: NodeJS.ProcessEnv): { secret: string; source: JwtSecretSource } {
  const fromEnvironment = env['JWT_SECRET'];
  if (fromEnvironment) return { secret: fromEnvironment, source: 'environment' };
  if (env['NODE_ENV'] === 'production') {
    throw new Error(
      `JWT_SECRET is not set. In production set it to a random secret of at least ${MIN_JWT_SECRET_LENGTH} characters (for example: openssl rand -base64 48); it is not generated there.`,
    );
  }
  const file = join(folder, JWT_SECRET_FILE);
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length < MIN_JWT_SECRET_LENGTH) {
      throw new Error(`${file} holds a secret shorter than ${MIN_JWT_SECRET_LENGTH} characters; delete the file to generate a new one`);
    }
    // Whoever reads the file can sign tokens for any account: keep it the owner's alone.
    chmodSync(file, 0o600);
    return { secret, source: 'reused' };
  }
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(folder, { recursive: true });
  // 'wx': never overwrite a secret another start wrote meanwhile (its tokens would break).
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  return { secret, source: 'created' };
}
