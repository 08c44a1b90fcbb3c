/**
 * Creates an organizer account, or makes sure an existing one is an organizer (idempotent; the
 * password of an existing account is left as it is). `npm start` runs it for the first organizer.
 *
 *   node tools/run-ts.mjs tools/accounts/create-organizer.ts --email a@b.org --password '...' [--name 'Ada']
 *
 * Uses DATABASE_URL / DATABASE_SCHEMA like the apps, and runs pending migrations first.
 */
import 'reflect-metadata';
import { DEFAULT_LOGIN_LIMITS, EnsureOrganizer, IdentityModule } from '@arbiter/identity-application';
import { ConfigModule, DatabaseModule, installationKeyPrefix, loadConfig, RedisConnections, RedisModule } from '@arbiter/platform-runtime';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { CommandBus, CqrsModule } from '@nestjs/cqrs';
import { parseArgs } from 'node:util';
import { allMigrations } from '../projections/read-models.js';

const { values } = parseArgs({
  options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string', default: 'Organizer' } },
});
if (!values.email || !values.password) {
  console.error('usage: node tools/run-ts.mjs tools/accounts/create-organizer.ts --email <address> --password <password> [--name <display name>]');
  process.exit(2);
}

const config = loadConfig();

@Module({
  imports: [
    ConfigModule.forRoot(config),
    DatabaseModule.forRoot({ applicationName: 'arbiter-accounts', migrations: allMigrations }),
    CqrsModule.forRoot(),
    RedisModule,
    // The tool logs nobody in; the throttle's connection is lazy, so it never connects.
    IdentityModule.forRoot(
      { jwtSecret: config.jwtSecret, jwtTtlSeconds: config.jwtTtlSeconds },
      {
        inject: [RedisConnections],
        useFactory: (redis: RedisConnections) => ({
          redis: redis.create('login-throttle', { lazyConnect: true }),
          keyPrefix: installationKeyPrefix(config),
          ...DEFAULT_LOGIN_LIMITS,
        }),
      },
    ),
  ],
})
class CreateOrganizerModule {}

const app = await NestFactory.createApplicationContext(CreateOrganizerModule, { logger: ['error', 'warn'] });
try {
  const result = await app.get(CommandBus).execute(new EnsureOrganizer(values.email, values.password, values.name ?? 'Organizer'));
  console.log(
    result.created
      ? `organizer account created: ${result.account.email}`
      : `organizer account exists: ${result.account.email} (password unchanged)`,
  );
} catch (error) {
  const code = (error as { code?: unknown }).code;
  console.error(`could not create the organizer: ${typeof code === 'string' ? `${code}: ` : ''}${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await app.close();
}
