/**
 * The commitment comes before the player's choice: GET /user/fairness shows the hash of the server
 * seed the next pair will use, and a rotation or a new client seed puts exactly that seed in place
 * (then draws and shows the following one). Seed pairs active before migration 023 get their next
 * seed from it and keep working.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { migrate, readMigrations } from '../../db/migrate.ts';
import { openPglite } from '../../db/pglite.ts';
import { openPostgres } from '../../db/postgres.ts';
import { hashServerSeed } from '../../domain/casino/fair/seeds.ts';
import { createPlayers } from '../../ledger/testing.ts';
import { createFairness } from './fairness.ts';
import { as, chosenServerSeeds, createCasinoTestApp, fund, GAMES, player, START, type CasinoTestApp } from './testing.ts';

let t: CasinoTestApp;
const seeds = chosenServerSeeds();
beforeAll(async () => {
  t = await createCasinoTestApp({ newServerSeed: seeds.draw });
});
afterAll(async () => {
  await t.close();
});

const seed = (character: string) => character.repeat(64);

describe('the next server seed', () => {
  it('is committed by its hash before the player picks a client seed, and is the seed a new client seed plays with', async () => {
    const who = await player(t);
    await fund(t, who.id, 10);
    const api = as(t, who);
    seeds.queued.push(seed('a'), seed('b'));
    const shown = (await api.get('/user/fairness')).json();
    expect(shown).toMatchObject({ server_seed_hash: hashServerSeed(seed('a')), nonce: 0, next_server_seed_hash: hashServerSeed(seed('b')), previous: null });

    // The player reads the next hash, then picks a client seed: the pair it starts uses the committed seed.
    seeds.queued.push(seed('c'));
    const chosen = await api.put('/user/fairness/client-seed', { client_seed: 'escolhi depois' });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json()).toMatchObject({
      current: { server_seed_hash: shown.next_server_seed_hash, client_seed: 'escolhi depois', nonce: 0, next_server_seed_hash: hashServerSeed(seed('c')) },
      revealed: { server_seed: seed('a'), server_seed_hash: shown.server_seed_hash, bets_played: 0 },
    });
    const round = (await api.post(`/games/${GAMES.dice}/play`, { mode: 'real', stake: 1, direction: 'over', target: 50 })).json().round;
    expect(round.fairness).toMatchObject({ server_seed_hash: hashServerSeed(seed('b')), client_seed: 'escolhi depois', nonce: 0 });

    // A rotation without a client seed does the same with the seed committed meanwhile.
    seeds.queued.push(seed('d'));
    const rotated = (await api.post('/user/fairness/rotate')).json();
    expect(rotated.current).toEqual({
      server_seed_hash: hashServerSeed(seed('c')),
      client_seed: 'escolhi depois',
      nonce: 0,
      next_server_seed_hash: hashServerSeed(seed('d')),
    });
    expect(rotated.revealed).toMatchObject({ server_seed: seed('b'), bets_played: 1 });
    expect((await api.get(`/user/games/rounds/${round.id}`)).json().round.fairness).toMatchObject({ revealed: true, verified: true });
    expect((await api.get('/user/fairness')).json()).toMatchObject({ ...rotated.current, previous: { server_seed: seed('b') } });

    // The seeds still to be played are never shown, only their hashes.
    for (const answer of [JSON.stringify(shown), chosen.body, JSON.stringify(rotated), (await api.get('/user/fairness')).body]) {
      expect(answer).not.toContain(seed('c'));
      expect(answer).not.toContain(seed('d'));
    }
  });
});

/** A database migrated up to `lastVersion` (PostgreSQL in its own schema when DATABASE_URL is set, else PGlite). */
async function databaseAt(lastVersion: number): Promise<{ db: Database; drop: () => Promise<void> }> {
  const migrations = readMigrations().filter((migration) => migration.version <= lastVersion);
  const url = process.env.DATABASE_URL;
  if (!url) {
    const db = await openPglite();
    await migrate(db, migrations);
    return { db, drop: () => db.close() };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const db = openPostgres({ connectionString: url, schema, maxConnections: 2 });
  await migrate(db, migrations);
  return {
    db,
    async drop() {
      await db.close();
      const cleaner = new pg.Client({ connectionString: url });
      await cleaner.connect();
      await cleaner.query(`DROP SCHEMA ${schema} CASCADE`);
      await cleaner.end();
    },
  };
}

describe('migration 023', () => {
  it('gives each pair active before it a next server seed, so its players rotate onto a committed seed', { timeout: 120_000 }, async () => {
    const { db, drop } = await databaseAt(22);
    try {
      const [userId, otherId] = await createPlayers(db, 2);
      const insert = (user: bigint, serverSeed: string, status: 'active' | 'revealed') =>
        db.query(
          `INSERT INTO casino_seed_pairs (user_id, server_seed, server_seed_hash, client_seed, nonce, status, created_at, revealed_at)
           VALUES ($1, $2, $3, 'antes', 4, $4, $5, $6)`,
          [user, serverSeed, hashServerSeed(serverSeed), status, START, status === 'revealed' ? START : null],
        );
      await insert(userId!, seed('1'), 'revealed');
      await insert(userId!, seed('2'), 'active');
      await insert(otherId!, seed('3'), 'active');
      await migrate(db);

      const rows = (
        await db.query<{ user_id: bigint; status: string; next_server_seed: string | null; next_server_seed_hash: string | null }>(
          'SELECT user_id, status, next_server_seed, next_server_seed_hash FROM casino_seed_pairs ORDER BY id',
        )
      ).rows;
      expect(rows[0]).toMatchObject({ status: 'revealed', next_server_seed: null, next_server_seed_hash: null });
      for (const active of rows.slice(1)) {
        expect(active.next_server_seed).toMatch(/^[0-9a-f]{64}$/);
        expect(active.next_server_seed_hash).toBe(hashServerSeed(active.next_server_seed!));
      }
      expect(rows[1]!.next_server_seed).not.toBe(rows[2]!.next_server_seed);

      const fairness = createFairness({ db, now: () => START });
      const shown = await fairness.current(userId!);
      expect(shown).toMatchObject({ server_seed_hash: hashServerSeed(seed('2')), nonce: 4, next_server_seed_hash: rows[1]!.next_server_seed_hash });
      const rotation = await fairness.setClientSeed(userId!, 'depois');
      expect(rotation.current).toMatchObject({ server_seed_hash: shown.next_server_seed_hash, client_seed: 'depois', nonce: 0 });
      expect(rotation.current.next_server_seed_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(rotation.revealed).toMatchObject({ server_seed: seed('2'), bets_played: 4 });
    } finally {
      await drop();
    }
  });
});
