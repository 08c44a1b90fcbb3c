import type { Actor } from '@arbiter/tournament-domain';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodeOf, type IntTestApp, startIntTestApp } from '../../test-support/int-test-app.js';
import { PairNextRoundCommand, StartTournamentCommand } from '../commands/lifecycle-commands.js';
import { CreateTournamentCommand, RegisterPlayerCommand } from '../commands/tournament-commands.js';
import { tournamentMigrations } from '../migrations/index.js';
import { TournamentModule } from '../tournament.module.js';
import { GetMyPairingQuery, GetOwnPlayersQuery } from './tournament-queries.js';

let test: IntTestApp;
let commands: CommandBus;
let queries: QueryBus;

const organizer: Actor = { accountId: 'acc-org', organizer: true };
const regular: Actor = { accountId: 'acc-regular', organizer: false };

async function tournamentWithField(name: string, field: number): Promise<string> {
  const { tournamentId } = await commands.execute(new CreateTournamentCommand(organizer, { name, mode: 'match', decklistRequired: false }));
  for (let n = 0; n < field; n++) {
    await commands.execute(new RegisterPlayerCommand(organizer, tournamentId, { accountId: `acc-${name}-${n}`, displayName: `${name} ${n}` }, null, null));
  }
  await commands.execute(new RegisterPlayerCommand(organizer, tournamentId, { accountId: regular.accountId, displayName: 'Regular' }, null, null));
  return tournamentId;
}

beforeAll(async () => {
  test = await startIntTestApp('trnown', tournamentMigrations, [TournamentModule]);
  commands = test.app.get(CommandBus);
  queries = test.app.get(QueryBus);
});
afterAll(() => test.close());

describe("the viewer's own player (issue 20)", () => {
  it('is found in each tournament the account registered for, and nowhere else', async () => {
    const spring = await tournamentWithField('spring', 12);
    const autumn = await tournamentWithField('autumn', 5);
    const { tournamentId: elsewhere } = await commands.execute(new CreateTournamentCommand(organizer, { name: 'Elsewhere', mode: 'match' }));
    const own = await queries.execute(new GetOwnPlayersQuery(regular, [spring, autumn, elsewhere]));
    expect([...own.keys()].sort()).toEqual([spring, autumn].sort());
    expect([own.get(spring)?.displayName, own.get(autumn)?.displayName]).toEqual(['Regular', 'Regular']);
    expect(own.get(spring)).toMatchObject({ accountId: regular.accountId, entrantId: own.get(spring)?.playerId, status: 'active' });
    expect(await queries.execute(new GetOwnPlayersQuery(null, [spring]))).toEqual(new Map());
  });

  it('is looked up through the (tournament, account) index, not by reading the field', async () => {
    const plan = await test.db.dataSource.transaction(async (manager) => {
      // The tables of a test are tiny; a sequential scan would win on cost alone.
      await manager.query('SET LOCAL enable_seqscan = off');
      const rows = (await manager.query(`EXPLAIN SELECT player_id FROM trn_players p WHERE p.tournament_id = ANY($1::text[]) AND p.account_id = $2`, [
        ['t1'],
        regular.accountId,
      ])) as { 'QUERY PLAN': string }[];
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('trn_players_tournament_account');
  });

  it("answers myPairing from one statement: the player's table of the latest round, a bye, or nothing", async () => {
    const field = 4;
    const spring = await tournamentWithField('pairing', field);
    const before = await queries.execute(new GetMyPairingQuery(regular, spring));
    expect(before).toBeNull();
    await commands.execute(new StartTournamentCommand(organizer, spring));
    await commands.execute(new PairNextRoundCommand(organizer, spring));
    const mine = await queries.execute(new GetMyPairingQuery(regular, spring));
    const own = (await queries.execute(new GetOwnPlayersQuery(regular, [spring]))).get(spring);
    expect(mine).toMatchObject({ tournamentId: spring, round: 1, playerId: own?.playerId, entrantId: own?.entrantId });
    // Five players: one has the bye, the others a table; a player's own table shows its seats and reports.
    if (mine?.match) {
      expect(mine.match.seats.some((seat) => seat.entrantId === own?.entrantId)).toBe(true);
      expect(mine.match.reports).toEqual([]);
    } else {
      expect(mine?.match).toBeNull();
    }
    const everyone = await Promise.all(
      Array.from({ length: field }, (_, n) => queries.execute(new GetMyPairingQuery({ accountId: `acc-pairing-${n}`, organizer: false }, spring))),
    );
    expect([mine, ...everyone].filter((entry) => entry?.match === null)).toHaveLength(1);
    expect(new Set([mine, ...everyone].flatMap((entry) => (entry?.match ? [entry.match.matchId] : []))).size).toBe(2);
  });

  it('keeps a private event hidden from an account that is not registered in it', async () => {
    const { tournamentId } = await commands.execute(new CreateTournamentCommand(organizer, { name: 'Private', mode: 'match', publicView: false }));
    expect(await errorCodeOf(queries.execute(new GetMyPairingQuery({ accountId: 'acc-stranger', organizer: false }, tournamentId)))).toBe('TOURNAMENT.NOT_FOUND');
  });
});
