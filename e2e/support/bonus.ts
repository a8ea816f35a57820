/**
 * Helpers of the bonus spec: a verified player logged in, a card deposit through the wallet's
 * form (with or without a bonus), real slot rounds through the API as the player, and the
 * figures as the pages format them.
 */
import { expect, type Page } from '@playwright/test';
import { formatBRL } from '../../shared/src/format/money.ts';
import type { Account } from './accounts.ts';
import { t } from './locales.ts';
import { asPlayer, logInAs, registerWalletPlayer, verifyEmail } from './wallet.ts';

export const wallet = (key: string, values: Record<string, string | number> = {}) => fill(t('wallet', 'pt-BR', key), values);

/** `{{name}}` and `{{name, number}}` placeholders filled as i18next does for these texts. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{\s*(\w+)(?:,\s*\w+)?\s*\}\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

/** A new player with a verified email, logged in through the API in this page. */
export async function verifiedPlayer(page: Page): Promise<Account> {
  const account = await registerWalletPlayer();
  await logInAs(page, account);
  await verifyEmail(page, account);
  return account;
}

/** The deposit form's "Bônus" select. */
export const bonusSelect = (page: Page) => page.getByRole('combobox', { name: wallet('bonus.deposit.label') });

/** A card deposit through the wallet form; `bonusCode` picks that offer in the "Bônus" select. */
export async function depositByCardForm(page: Page, amount: number, bonusCode?: string): Promise<void> {
  await page.getByRole('radio', { name: /^Cartão de crédito/ }).check();
  if (bonusCode) await bonusSelect(page).selectOption(bonusCode);
  await page.getByLabel(wallet('deposit.amount')).fill(String(amount));
  await page.getByLabel(wallet('card.number')).pressSequentially('4111111111111111');
  await page.getByLabel(wallet('card.expiry')).pressSequentially(`12${String(new Date().getFullYear() + 3).slice(2)}`);
  await page.getByLabel(wallet('card.cvv')).fill('123');
  await page.getByLabel(wallet('card.holder')).fill('BEATRIZ LIMA');
  await page.getByRole('button', { name: wallet('deposit.submit.cardAmount', { amount: formatBRL(amount) }) }).click();
}

/** Plays `rounds` real rounds of the slot `slug` at `stake` reais as the page's player. */
export async function playSlot(page: Page, slug: string, stake: number, rounds: number): Promise<void> {
  const details = await asPlayer<{ game: { uuid: string } }>(page, 'GET', `games/${slug}`);
  expect(details.status).toBe(200);
  const { uuid } = details.body.game;
  for (let round = 0; round < rounds; round += 1) {
    const played = await asPlayer(page, 'POST', `games/${uuid}/play`, { mode: 'real', stake });
    expect(played.status).toBe(200);
  }
}
