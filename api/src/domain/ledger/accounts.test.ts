import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountKeyOf, compareAccountKeys, DEFAULT_SHARD_COUNT, fnv1a32, isSystemPurpose, shardOf, SYSTEM_ACCOUNTS } from './accounts.ts';
import type { AccountKey } from './types.ts';

describe('shards', () => {
  it('hashes with FNV-1a (stable across processes and releases)', () => {
    expect(fnv1a32('')).toBe(0x811c9dc5);
    expect(fnv1a32('a')).toBe(0xe40c292c);
    expect(fnv1a32('foobar')).toBe(0xbf9cf968);
  });

  it('spreads sequential ids evenly over the shards', () => {
    const counts = new Array<number>(DEFAULT_SHARD_COUNT).fill(0);
    for (let index = 0; index < 16_000; index++) {
      const shard = shardOf(`bet:${index}:stake`, DEFAULT_SHARD_COUNT);
      counts[shard] = (counts[shard] ?? 0) + 1;
    }
    expect(Math.min(...counts)).toBeGreaterThan(800);
    expect(Math.max(...counts)).toBeLessThan(1_200);
  });

  it('puts a player on shard 0 and a house account on the shard of the transfer id', () => {
    expect(accountKeyOf({ userId: 7n, purpose: 'cash' }, 'x', 'BRL')).toEqual({ userId: 7n, purpose: 'cash', currency: 'BRL', shard: 0 });
    const house = accountKeyOf({ system: 'house_revenue' }, 'round:1', 'BRL');
    expect(house).toEqual({ userId: null, purpose: 'house_revenue', currency: 'BRL', shard: shardOf('round:1', SYSTEM_ACCOUNTS.house_revenue) });
  });

  it('knows every clearing account', () => {
    for (const method of ['crypto', 'card', 'papara', 'bank_transfer', 'payfix', 'pep', 'mefete', 'pix'])
      expect(isSystemPurpose(`clearing:${method}`)).toBe(true);
    expect(isSystemPurpose('clearing:cash')).toBe(false);
    expect(isSystemPurpose('cash')).toBe(false);
  });
});

describe('lock order', () => {
  const key: fc.Arbitrary<AccountKey> = fc.oneof(
    fc.record({
      userId: fc.bigInt({ min: 1n, max: 5n }),
      purpose: fc.constantFrom('cash' as const, 'bonus' as const),
      currency: fc.constantFrom('BRL', 'USD'),
      shard: fc.constant(0),
    }),
    fc.record({
      userId: fc.constant(null),
      purpose: fc.constantFrom('house_revenue' as const, 'clearing:pix' as const, 'open_bets' as const),
      currency: fc.constantFrom('BRL', 'USD'),
      shard: fc.integer({ min: 0, max: 15 }),
    }),
  );

  it('is a total order: antisymmetric, transitive, zero only for the same row', () => {
    fc.assert(
      fc.property(key, key, key, (a, b, c) => {
        expect(Math.sign(compareAccountKeys(a, b))).toBe(-Math.sign(compareAccountKeys(b, a)) || 0);
        if (compareAccountKeys(a, b) <= 0 && compareAccountKeys(b, c) <= 0) expect(compareAccountKeys(a, c)).toBeLessThanOrEqual(0);
        expect(compareAccountKeys(a, b) === 0).toBe(
          JSON.stringify(a, (_k, v: unknown) => (typeof v === 'bigint' ? `${v}` : v)) ===
            JSON.stringify(b, (_k, v: unknown) => (typeof v === 'bigint' ? `${v}` : v)),
        );
      }),
    );
  });

  it('locks players before the house, and the bonus wallet before cash', () => {
    const player: AccountKey = { userId: 9n, purpose: 'cash', currency: 'BRL', shard: 0 };
    expect(compareAccountKeys(player, { userId: null, purpose: 'clearing:pix', currency: 'BRL', shard: 0 })).toBeLessThan(0);
    expect(compareAccountKeys({ ...player, purpose: 'bonus' }, player)).toBeLessThan(0);
  });
});
