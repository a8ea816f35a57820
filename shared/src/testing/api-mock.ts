/**
 * A fetch mock that answers the API by `"METHOD path"`, and players in the platform store: one
 * copy for every app's tests.
 */
import { vi } from 'vitest';
import { palpiteStore } from '../state/store.ts';
import { userAtom, userBalanceAtom, userBonusBalanceAtom, type User } from '../state/user.ts';

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

/** An error answer as the API gives it. */
export const apiError = (status: number, key: string, message: string, extra: Record<string, unknown> = {}) =>
  json(status, { success: false, message_key: key, message, ...extra });

/** A recorded call: method, path under /api/palpite/, its query, the request and its body. */
export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  request: Request;
  /** The body as text (JSON calls; empty for multipart). */
  body: string;
  /** The body as form data (multipart calls), else null. */
  form: FormData | null;
}

type Reply = (call: ApiCall) => Response | Promise<Response>;

/**
 * Answers `fetch` by `"METHOD path"` (path without the /api/palpite/ prefix and the query). A
 * list of replies is used in order, the last one repeating. Any other call fails the test.
 */
export function mockApi(routes: Record<string, Reply | Reply[]>) {
  const calls: ApiCall[] = [];
  const used = new Map<string, number>();
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api\/palpite\//, '');
    const multipart = request.headers.get('Content-Type')?.startsWith('multipart/form-data') ?? false;
    const form = multipart ? await request.clone().formData() : null;
    const body = multipart ? '' : await request.clone().text();
    const call = { method: request.method, path, query: url.searchParams, request, body, form };
    calls.push(call);
    const key = `${request.method} ${path}`;
    const route = routes[key];
    if (!route) throw new Error(`unexpected call ${key}`);
    const replies = Array.isArray(route) ? route : [route];
    const index = used.get(key) ?? 0;
    used.set(key, index + 1);
    return replies[Math.min(index, replies.length - 1)]!(call);
  });
  return {
    spy,
    calls,
    /** The calls to one route, in order. */
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
  };
}

/** A verified player with money and a full profile; `overrides` for anything else. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    first_name: 'Ana Clara',
    last_name: 'Souza',
    username: null,
    email: 'ana@example.com',
    avatar: null,
    balance: 1234.5,
    bonus_balance: 50,
    frontend_id: 1,
    banned: false,
    two_factor_enabled: false,
    email_verified: true,
    identity_verified: true,
    address: 'Rua das Flores, 10',
    city: 'São Paulo',
    country: 'Brasil',
    birthdate: '1990-05-17',
    email_marketing: false,
    language: 'pt-BR',
    created_at: '2026-01-15T12:00:00.000Z',
    ...overrides,
  };
}

/** Puts a player in the platform store the way the host does after `GET /user`. */
export function logIn(user: User = makeUser()): User {
  palpiteStore.set(userAtom, user);
  palpiteStore.set(userBalanceAtom, user.balance);
  palpiteStore.set(userBonusBalanceAtom, user.bonus_balance);
  return user;
}

export function logOut(): void {
  palpiteStore.set(userAtom, null);
  palpiteStore.set(userBalanceAtom, 0);
  palpiteStore.set(userBonusBalanceAtom, 0);
}
