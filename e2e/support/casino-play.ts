/**
 * Helpers of the casino play spec: the game stage of /game/:uuid as a player sees it (texts read
 * from the casino remote's locale files), money as shown (pt-BR reais) and a funded player.
 */
import { expect, type Locator, type Page, type Response } from '@playwright/test';
import { API_BASE } from './env.ts';
import { t, type Language } from './locales.ts';
import { depositByCard, logInAs, registerWalletPlayer, verifyEmail } from './wallet.ts';

export const LANGUAGE: Language = 'pt-BR';

/** A casino text with its `{{params}}` filled in. */
export function casinoText(key: string, params: Record<string, string | number> = {}): string {
  return t('casino', LANGUAGE, key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? `{{${name}}}`));
}

/** Reais as the site shows them (`R$ 1.234,50`, with the non-breaking space of Intl). */
export function brl(centavos: number): string {
  return new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(centavos / 100);
}

/** `R$ 1.234,50` → 123450. */
export function centavosOf(text: string): number {
  const match = /R\$\s*([\d.]+),(\d{2})/.exec(text.replace(/\u00a0/g, ' '));
  if (!match) throw new Error(`no amount in ${JSON.stringify(text)}`);
  return Number(match[1]!.replace(/\./g, '')) * 100 + Number(match[2]);
}

/** The uuid of a game by its slug, from the public catalogue. */
export async function gameUuid(slug: string): Promise<string> {
  const response = await fetch(`${API_BASE}/games/${slug}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { game: { uuid: string } }).game.uuid;
}

/** The game area of the game page. */
export function stage(page: Page): Locator {
  return page.getByRole('region', { name: casinoText('gameDetails.stage') });
}

/** The balance the game is played against, in centavos, once it is known. */
export async function stageBalance(page: Page): Promise<number> {
  const balance = stage(page).getByTestId('stage-balance');
  await expect(balance).toContainText('R$');
  return centavosOf((await balance.textContent()) ?? '');
}

/** Real money or demo: the stage's own switch when it has one, else the page's (its header). */
export async function chooseMode(page: Page, mode: 'real' | 'demo'): Promise<void> {
  const name = casinoText(`gameDetails.modes.${mode}`);
  // The stage's bar appears once the game is loaded; only then can its switch be told apart.
  await expect(stage(page).getByTestId('stage-balance')).toBeAttached();
  const own = stage(page).getByRole('radio', { name, exact: true });
  const radio = (await own.count()) > 0 ? own : page.getByRole('radio', { name, exact: true }).first();
  await radio.check();
  await expect(stage(page)).toHaveAttribute('data-play-mode', mode);
}

/** What the result banner says came back, in centavos (0 for "no win"). */
export async function shownReturn(page: Page): Promise<number> {
  const banner = stage(page).getByTestId('play-result');
  const text = (await banner.textContent()) ?? '';
  if (text.includes(casinoText('play.result.loss'))) return 0;
  return centavosOf(text);
}

export interface PlayedRound {
  stakeCentavos: number;
  paidCentavos: number;
  body: { round: { stake: number; payout: number; returned: number; outcome: Record<string, unknown> } };
}

/** Clicks `button` and waits for the round's answer and for the banner to show it. */
export async function playRound(page: Page, button: Locator): Promise<PlayedRound> {
  const answered = page.waitForResponse(
    (response: Response) => /\/games\/[^/]+\/play$/.test(new URL(response.url()).pathname) && response.request().method() === 'POST',
  );
  await button.click();
  const response = await answered;
  expect(response.status()).toBe(200);
  const body = (await response.json()) as PlayedRound['body'];
  const banner = stage(page).getByTestId('play-result');
  const paid = Math.round(body.round.payout * 100) + Math.round(body.round.returned * 100);
  await expect(banner).toContainText(paid > 0 ? brl(paid) : casinoText('play.result.loss'));
  return { stakeCentavos: Math.round(body.round.stake * 100), paidCentavos: paid, body };
}

/** A new player with a verified email and a card deposit, logged in on `page` (left on /404). */
export async function fundedPlayer(page: Page, depositReais: number): Promise<void> {
  const account = await registerWalletPlayer();
  await logInAs(page, account);
  await verifyEmail(page, account);
  await depositByCard(page, depositReais);
}

/** Goes to `path` inside the app (history + popstate, as a link would): no page load. */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, path);
}

/** Marks the document so a test can tell that no reload happened since. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { __casinoPlayMark: true }));
}

export async function expectSameDocument(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __casinoPlayMark?: boolean }).__casinoPlayMark === true)).toBe(true);
}
