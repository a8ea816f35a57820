/**
 * Players for feature tests that move money: a session inserted directly (logging in through
 * argon2 would be slow for many players), cash and bonus money put in through the ledger as the
 * deposits and bonus features record them, and the spendable balances read back.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { insertSession } from '../auth/sessions.ts';
import { hashToken } from '../crypto/tokens.ts';
import type { Queryable } from '../db/database.ts';
import { parseUserAgent } from '../domain/identity/user-agent.ts';
import type { Ledger } from '../ledger/index.ts';
import { createPlayers } from '../ledger/testing.ts';
import { DESKTOP_CHROME } from './players.ts';

export interface TestPlayer {
  id: bigint;
  token: string;
  headers: Record<string, string>;
}

/** A new player with an open session from `ip`; `headers` call as them in `language`. */
export async function sessionPlayer(t: { db: Queryable; clock: { now(): Date } }, language: string, ip: string): Promise<TestPlayer> {
  const [id] = await createPlayers(t.db, 1);
  const token = randomBytes(32).toString('base64url');
  const device = parseUserAgent(DESKTOP_CHROME);
  await insertSession(t.db, {
    userId: id!,
    tokenHash: hashToken(token),
    deviceSignature: device.signature,
    device: device.device,
    browser: device.browser,
    os: device.os,
    ip,
    userAgent: DESKTOP_CHROME,
    now: t.clock.now(),
  });
  return { id: id!, token, headers: { authorization: `Bearer ${token}`, 'user-agent': DESKTOP_CHROME, 'accept-language': language } };
}

const centavos = (reais: number) => BigInt(Math.round(reais * 100));

/** Cash in (a Pix deposit as the deposits feature records it). */
export async function fund(t: { db: Queryable; ledger: Ledger }, userId: bigint, reais: number): Promise<void> {
  await t.ledger.transfer(t.db, {
    id: `deposit:${randomUUID()}`,
    kind: 'deposit',
    debit: { system: 'clearing:pix' },
    credit: { userId, purpose: 'cash' },
    amountCentavos: centavos(reais),
  });
}

/** Bonus money (a bonus grant from the bonus funding account). */
export async function grantBonus(t: { db: Queryable; ledger: Ledger }, userId: bigint, reais: number): Promise<void> {
  await t.ledger.transfer(t.db, {
    id: `bonus:${randomUUID()}`,
    kind: 'bonus_grant',
    debit: { system: 'bonus_funding' },
    credit: { userId, purpose: 'bonus' },
    amountCentavos: centavos(reais),
  });
}

/** Spendable balances in centavos. */
export async function balances(t: { db: Queryable; ledger: Ledger }, userId: bigint): Promise<{ cash: bigint; bonus: bigint }> {
  const b = await t.ledger.balances(t.db, userId);
  return { cash: b.cashCentavos, bonus: b.bonusCentavos };
}
