/**
 * Helpers of the wallet specs. A session token is bound to the browser that logged in (another
 * User-Agent ends it), so every call as the player runs inside that player's page; only the
 * ops and sandbox calls (no player token) go straight from the test.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { registerAccount, type Account } from './accounts.ts';
import { API_BASE, OPS_TOKEN, PRODUCT } from './env.ts';
import { lastCodeMailedTo } from './mail.ts';

const API = `/api/${PRODUCT}`;

/** A 1×1 PNG: what the identity-document upload accepts (JPEG/PNG judged by content). */
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** A player signed up from a TEST-NET-2 address (see `registerAccount`). */
export function registerWalletPlayer(): Promise<Account> {
  return registerAccount({ email: `e2e-wallet-${randomUUID()}@example.com` }, { forwardedFor: `198.51.100.${randomInt(1, 255)}` });
}

/** Calls the API as the page's player (its stored token); answers status and JSON body. */
export async function asPlayer<T = unknown>(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ url, method, body }) => {
      const token = window.localStorage.getItem('auth_token');
      const response = await fetch(url, {
        method,
        headers: { Authorization: `Bearer ${token}`, Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json().catch(() => null)) as T };
    },
    { url: `${API}/${path}`, method, body },
  );
}

/**
 * Logs the page in through the API (the session belongs to this browser) from /404, and opens
 * `path` as the player when one is given; without one the page stays where it is.
 */
export async function logInAs(page: Page, account: Account, path?: string): Promise<number> {
  await page.goto('/404');
  const id = await page.evaluate(
    async ({ api, email, password }) => {
      const login = await fetch(`${api}/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password }) });
      const { access_token: token } = (await login.json()) as { access_token: string };
      window.localStorage.setItem('auth_token', token);
      const me = await fetch(`${api}/user`, { headers: { Authorization: `Bearer ${token}` } });
      return ((await me.json()) as { user: { id: number } }).user.id;
    },
    { api: API, email: account.email, password: account.password },
  );
  if (path) await page.goto(path);
  return id;
}

/** Verifies the player's email with the code from the outbox (deposits need it, spec §5). */
export async function verifyEmail(page: Page, account: Pick<Account, 'email'>, apiBase = API_BASE): Promise<void> {
  expect((await asPlayer(page, 'POST', 'user/email/send-code', {})).status).toBe(200);
  const code = await lastCodeMailedTo(account.email, undefined, apiBase);
  expect((await asPlayer(page, 'POST', 'user/email/verify', { code })).status).toBe(200);
}

/** Uploads an identity document as the player and has ops approve it (withdrawals need it, spec §5). */
export async function approveIdentity(page: Page): Promise<void> {
  const uploaded = await page.evaluate(
    async ({ url, png }) => {
      const bytes = Uint8Array.from(atob(png), (character) => character.charCodeAt(0));
      const form = new FormData();
      form.append('kind', 'identity');
      form.append('file', new Blob([bytes], { type: 'image/png' }), 'id.png');
      const response = await fetch(url, { method: 'POST', headers: { Authorization: `Bearer ${window.localStorage.getItem('auth_token')}` }, body: form });
      return { status: response.status, body: (await response.json()) as { document: { id: number } } };
    },
    { url: `${API}/user/documents`, png: PNG_BASE64 },
  );
  expect(uploaded.status).toBe(201);
  const review = await fetch(`${API_BASE}/ops/documents/${uploaded.body.document.id}/review`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${OPS_TOKEN}` },
    body: JSON.stringify({ decision: 'approved' }),
  });
  expect(review.status).toBe(200);
}

/** A card deposit as the player (approved at once by the sandbox acquirer). */
export async function depositByCard(page: Page, amount: number): Promise<void> {
  const created = await asPlayer<{ deposit: { status: string } }>(page, 'POST', 'wallet/deposits', {
    method: 'card',
    amount,
    number: '4111 1111 1111 1111',
    expiry_month: 12,
    expiry_year: new Date().getFullYear() + 3,
    cvv: '123',
    holder: 'Beatriz Lima',
  });
  expect(created.status).toBe(201);
  expect(created.body.deposit.status).toBe('completed');
}

/** The sandbox payer pays a deposit (Pix: the payer's bank pays the QR code). */
export async function approveSandboxPayment(depositId: string, apiBase = API_BASE): Promise<void> {
  const response = await fetch(`${apiBase}/sandbox/payments/${depositId}/approve`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  });
  expect(response.status).toBe(200);
}

/** Ops's decision on a pending withdrawal, as the back office would send it. */
async function decideWithdrawal(
  id: number,
  action: 'claim' | 'approve' | 'reject',
  body: object,
): Promise<{ status: string; rejection_reason: string | null }> {
  const response = await fetch(`${API_BASE}/ops/withdrawals/${id}/${action}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${OPS_TOKEN}`, 'X-Ops-Actor': 'e2e-ops' },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { withdrawal: { status: string; rejection_reason: string | null } }).withdrawal;
}

/** Ops claim a pending withdrawal, send its payout and approve it (its reserved money leaves the wallet for good). */
export async function approveWithdrawal(id: number): Promise<void> {
  expect((await decideWithdrawal(id, 'claim', {})).status).toBe('processing');
  expect((await decideWithdrawal(id, 'approve', {})).status).toBe('paid');
}

/** Ops refuse a pending withdrawal with a reason the player sees (its reserved money returns). */
export async function rejectWithdrawal(id: number, reason: string): Promise<void> {
  expect(await decideWithdrawal(id, 'reject', { reason })).toMatchObject({ status: 'rejected', rejection_reason: reason });
}
