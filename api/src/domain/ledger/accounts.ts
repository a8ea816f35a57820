/**
 * Which account row a reference lands on. House accounts that take every bet or deposit are
 * split into shards so concurrent transfers update different rows instead of queueing on one;
 * the shard comes from the transfer id, so a retry lands on the same row.
 */
import { type AccountKey, type AccountRef, type PlayerPurpose, type SystemPurpose } from './types.ts';

/** Shards per house account: enough for the 16 concurrent writers we size the pool for. */
export const DEFAULT_SHARD_COUNT = 16;

/** Every house account and how many shard rows it has. */
export const SYSTEM_ACCOUNTS: Readonly<Record<SystemPurpose, number>> = {
  house_revenue: DEFAULT_SHARD_COUNT,
  pending_withdrawals: DEFAULT_SHARD_COUNT,
  open_bets: DEFAULT_SHARD_COUNT,
  fees: DEFAULT_SHARD_COUNT,
  bonus_funding: DEFAULT_SHARD_COUNT,
  'clearing:crypto': DEFAULT_SHARD_COUNT,
  'clearing:card': DEFAULT_SHARD_COUNT,
  'clearing:papara': DEFAULT_SHARD_COUNT,
  'clearing:bank_transfer': DEFAULT_SHARD_COUNT,
  'clearing:payfix': DEFAULT_SHARD_COUNT,
  'clearing:pep': DEFAULT_SHARD_COUNT,
  'clearing:mefete': DEFAULT_SHARD_COUNT,
  'clearing:pix': DEFAULT_SHARD_COUNT,
};

/** True when `purpose` names a house account. */
export function isSystemPurpose(purpose: string): purpose is SystemPurpose {
  return Object.hasOwn(SYSTEM_ACCOUNTS, purpose);
}

/** True when `purpose` names a player wallet. */
export function isPlayerPurpose(purpose: string): purpose is PlayerPurpose {
  return purpose === 'cash' || purpose === 'bonus';
}

/** 32-bit FNV-1a over UTF-16 code units: tiny, stable across processes and well spread for short ids. */
export function fnv1a32(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The shard a transfer id lands on, in [0, shardCount). */
export function shardOf(transferId: string, shardCount: number): number {
  return shardCount <= 1 ? 0 : fnv1a32(transferId) % shardCount;
}

/** The account row a reference means for this transfer. */
export function accountKeyOf(ref: AccountRef, transferId: string, currency: string): AccountKey {
  if ('system' in ref) return { userId: null, purpose: ref.system, currency, shard: shardOf(transferId, SYSTEM_ACCOUNTS[ref.system]) };
  return { userId: ref.userId, purpose: ref.purpose, currency, shard: 0 };
}

/** Players' accounts have no overdraft: debits (posted and pending) never exceed credits. */
export function mustNotOverdraw(key: AccountKey): boolean {
  return key.userId !== null;
}

/**
 * The one order in which a transaction locks accounts: players before the house, then by id,
 * purpose, currency and shard. Two transfers that lock in the same order cannot deadlock.
 */
export function compareAccountKeys(a: AccountKey, b: AccountKey): number {
  if ((a.userId === null) !== (b.userId === null)) return a.userId === null ? 1 : -1;
  if (a.userId !== null && b.userId !== null && a.userId !== b.userId) return a.userId < b.userId ? -1 : 1;
  return compareText(a.purpose, b.purpose) || compareText(a.currency, b.currency) || a.shard - b.shard;
}

/** True when both keys name the same account row. */
export function sameAccount(a: AccountKey, b: AccountKey): boolean {
  return compareAccountKeys(a, b) === 0;
}

/** A readable, unique label for logs and reports: `user:42:cash:BRL` or `house_revenue#3:BRL`. */
export function accountLabel(key: AccountKey): string {
  return key.userId === null ? `${key.purpose}#${key.shard}:${key.currency}` : `user:${key.userId}:${key.purpose}:${key.currency}`;
}

function compareText(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}
