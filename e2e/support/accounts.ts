/** Players created straight through the API, for tests that start from an existing account. */
import { randomUUID } from 'node:crypto';
import { API_BASE } from './env.ts';

export interface Account {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export async function registerAccount(overrides: Partial<Account> = {}): Promise<Account> {
  const account = {
    firstName: 'Beatriz',
    lastName: 'Lima',
    email: `e2e-${randomUUID()}@example.com`,
    password: `senha-${randomUUID().slice(0, 8)}`,
    ...overrides,
  };
  const response = await fetch(`${API_BASE}/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
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
