/**
 * Pairing one round of a large event (issue 20): `PairNextRound` for `--players` players, i.e. the
 * `RoundPaired` append plus one match stream and read-model rows per table, in one transaction,
 * through the command bus on the test PostgreSQL (its own schema). Also the time to register the
 * players as one burst of concurrent commands (ADR 0080) and to load the tournament cold.
 *
 * usage: npm run bench:round-append [-- --players 2000]
 */
import { startIntTestApp } from '@arbiter/platform-runtime/testing';
import {
  CreateTournamentCommand,
  PairNextRoundCommand,
  RegisterPlayerCommand,
  StartTournamentCommand,
  TournamentModule,
  tournamentMigrations,
} from '@arbiter/tournament-application';
import { EventStore } from '@arbiter/application';
import { evolveTournamentMany, initialTournamentState, type TournamentEvent, tournamentStreamId } from '@arbiter/tournament-domain';
import { CommandBus } from '@nestjs/cqrs';
import { printResultLine, timed } from '../support/report.js';

const argument = (name: string, fallback: number): number => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};
const players = argument('players', 2_000);

const organizer = { accountId: 'bench-organizer', organizer: true };

const test = await startIntTestApp('bench_round_append', tournamentMigrations, [TournamentModule]);
try {
  const commands = test.app.get(CommandBus);
  const { tournamentId } = await commands.execute(
    new CreateTournamentCommand(organizer, { name: 'Round Append Open', mode: 'match', decklistRequired: false, pairing: 'manual' }),
  );
  const registration = await timed(() =>
    Promise.all(
      Array.from({ length: players }, (_, n) =>
        commands.execute(new RegisterPlayerCommand(organizer, tournamentId, { accountId: `bench-${n}`, displayName: `Player ${n}` }, null, null)),
      ),
    ),
  );
  await commands.execute(new StartTournamentCommand(organizer, tournamentId));
  const pairing = await timed(() => commands.execute(new PairNextRoundCommand(organizer, tournamentId)));
  // What a process that has not seen the tournament does: read the stream, evolve it.
  const cold = await timed(async () => {
    const stored = await test.app.get(EventStore).readStream(tournamentStreamId(tournamentId));
    return evolveTournamentMany(initialTournamentState(), stored.map((event) => ({ type: event.type, data: event.data }) as TournamentEvent));
  });
  printResultLine('round-append', {
    players,
    tables: Math.floor(players / 2),
    pairRoundMs: Math.round(pairing.ms),
    registrationBurstMs: Math.round(registration.ms),
    registrationsPerSec: Math.round((players / registration.ms) * 1_000),
    coldLoadMs: Math.round(cold.ms),
  });
} finally {
  await test.close();
}
