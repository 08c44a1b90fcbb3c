import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIntTestApp, type IntTestApp } from '../test-support/int-test-app.js';
import { AccessTokens } from './auth/access-tokens.js';
import { DEFAULT_LOGIN_LIMITS } from './auth/login-throttle.js';
import { EnsureOrganizer } from './commands/ensure-organizer/ensure-organizer.command.js';
import { LogIn } from './commands/log-in/log-in.command.js';
import { SignUp } from './commands/sign-up/sign-up.command.js';
import { IdentityModule } from './identity.module.js';
import { identityMigrations } from './migrations/index.js';
import { GetAccounts } from './queries/get-account.query.js';

let test: IntTestApp;
let commands: CommandBus;
const redis = new Redis(process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379', { lazyConnect: true });

beforeAll(async () => {
  test = await startIntTestApp('identity', identityMigrations, [
    IdentityModule.forRoot(
      { jwtSecret: 'x'.repeat(32), jwtTtlSeconds: 600 },
      { useFactory: () => ({ redis, keyPrefix: `identity-int-${randomBytes(4).toString('hex')}`, ...DEFAULT_LOGIN_LIMITS }) },
    ),
  ]);
  commands = test.app.get(CommandBus);
});
afterAll(async () => {
  await test.close();
  await redis.quit();
});

const errorCode = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: { code?: string }) => error.code,
  );

describe('sign-up and log-in', () => {
  it('signs up, logs in with the same password and reads the account by id', async () => {
    const session = await commands.execute(new SignUp('Lee@Example.org', 'correct horse battery', 'Lee'));
    const login = await commands.execute(new LogIn('lee@example.org', 'correct horse battery'));
    expect(login.account).toEqual(session.account);
    const viewer = await test.app.get(AccessTokens).verify(login.accessToken);
    expect(viewer).toEqual({ accountId: session.account.accountId, email: 'lee@example.org', displayName: 'Lee', organizer: false });
    const [account] = await test.app.get(QueryBus).execute(new GetAccounts([session.account.accountId]));
    expect(account).toMatchObject({ displayName: 'Lee' });
  });

  it('refuses a second account for the same address and writes no event', async () => {
    const before = await test.store.readAll(0, 10_000);
    expect(await errorCode(commands.execute(new SignUp('LEE@example.org', 'another good password', 'Lee 2')))).toBe(
      'ACCOUNT.EMAIL_TAKEN',
    );
    expect(await test.store.readAll(0, 10_000)).toHaveLength(before.length);
  });

  it('answers a wrong password and an unknown address alike', async () => {
    expect(await errorCode(commands.execute(new LogIn('lee@example.org', 'wrong password!!')))).toBe('AUTH.INVALID_CREDENTIALS');
    expect(await errorCode(commands.execute(new LogIn('nobody@example.org', 'whatever pass')))).toBe('AUTH.INVALID_CREDENTIALS');
  });

  it('rejects a tampered token', async () => {
    const session = await commands.execute(new LogIn('lee@example.org', 'correct horse battery'));
    const tampered = `${session.accessToken.slice(0, -2)}xx`;
    expect(await errorCode(test.app.get(AccessTokens).verify(tampered))).toBe('AUTH.INVALID_TOKEN');
  });
});

describe('the first organizer (set-up tool)', () => {
  it('is created once and a second run only confirms it', async () => {
    const first = await commands.execute(new EnsureOrganizer('org@example.org', 'organizer password', 'Organizer'));
    const second = await commands.execute(new EnsureOrganizer('org@example.org', 'organizer password', 'Organizer'));
    expect(first).toMatchObject({ created: true, account: { organizer: true } });
    expect(second).toMatchObject({ created: false, account: { accountId: first.account.accountId, organizer: true } });
    const events = await test.store.readStream(`account-${first.account.accountId}`);
    expect(events.map((event) => event.type)).toEqual(['AccountRegistered', 'OrganizerRoleGranted']);
    const login = await commands.execute(new LogIn('org@example.org', 'organizer password'));
    expect(login.account.organizer).toBe(true);
  });
});
