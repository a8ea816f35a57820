/**
 * Helpers of the casino spec: a player registered from an address of its own (sign-ups are
 * limited per client address; the suite's API trusts loopback's X-Forwarded-For), rounds played
 * through the API as that player, and the casino's texts.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { registerAccount, type Account } from './accounts.ts';
import { API_BASE } from './env.ts';
import { t } from './locales.ts';
import { asPlayer } from './wallet.ts';

export const ROULETTE_SLUG = 'roleta-europeia';

/** A casino text in pt-BR (the suite's browser language). */
export const casino = (key: string, params: Record<string, string | number> = {}) =>
  Object.entries(params).reduce((text, [name, value]) => text.replaceAll(`{{${name}}}`, String(value)), t('casino', 'pt-BR', key));

/** A host (shell) text in pt-BR. */
export const shell = (key: string) => t('host', 'pt-BR', key);

/** A player signed up from a TEST-NET-3 address (see `registerAccount`). */
export function registerCasinoPlayer(): Promise<Account> {
  return registerAccount(
    { firstName: 'Rafael', lastName: 'Costa', email: `e2e-casino-${randomUUID()}@example.com` },
    { forwardedFor: `203.0.113.${randomInt(1, 255)}` },
  );
}

export interface GameSummary {
  uuid: string;
  name: string;
}

/** A game of the catalogue by slug, straight from the public API. */
export async function gameBySlug(slug: string): Promise<GameSummary> {
  const response = await fetch(`${API_BASE}/games/${slug}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { game: GameSummary }).game;
}

export interface PlayedRound {
  id: number;
  outcome: { pocket: number };
  fairness: { nonce: number; server_seed_hash: string };
}

/** A demo roulette spin (red, 1 real) as the page's player. */
export async function playRouletteDemo(page: Page): Promise<PlayedRound> {
  const played = await asPlayer<{ round: PlayedRound }>(page, 'POST', `games/${ROULETTE_SLUG}/play`, { mode: 'demo', bets: [{ type: 'red', amount: 1 }] });
  expect(played.status).toBe(200);
  return played.body.round;
}
