/** Players created straight through the API, for tests that start from an existing account. */
import { randomInt, randomUUID } from 'node:crypto';
import { API_BASE } from './env.ts';

export interface Account {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/**
 * Signs a player up through the API, from a documentation address: sign-ups are limited to 10 an
 * hour per client address, the whole suite runs from 127.0.0.1, and the suite's API trusts
 * loopback's X-Forwarded-For (TRUST_PROXY=loopback, as a load balancer's in production). So API sign-ups come from TEST-NET-1
 * (or `forwardedFor`) and leave 127.0.0.1's budget to the sign-ups the browser makes itself.
 */
export async function registerAccount(overrides: Partial<Account> = {}, options: { forwardedFor?: string } = {}): Promise<Account> {
  const account = {
    firstName: 'Beatriz',
    lastName: 'Lima',
    email: `e2e-${randomUUID()}@example.com`,
    password: `senha-${randomUUID().slice(0, 8)}`,
    ...overrides,
  };
  const response = await fetch(`${API_BASE}/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': options.forwardedFor ?? `192.0.2.${randomInt(1, 255)}` },
    body: JSON.stringify({
      first_name: account.firstName,
      last_name: account.lastName,
      email: account.email,
      password: account.password,
      password_confirmation: account.password,
    }),
  });
  if (response.status !== 201) throw new Error(`register answered ${response.status}: ${await response.text()}`);
  return account;
}
