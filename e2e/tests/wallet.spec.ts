/**
 * The wallet end to end (issue: wallet UI): a Pix deposit paid in the sandbox updates the top
 * bar's balance without a reload, in this browser and in another one logged in as the same
 * player (realtime `balance-updated`); a withdrawal request that the terms refuse lists its
 * reasons; one that passes them (identity approved, deposit staked 2.5× in real casino rounds)
 * is pending with the money reserved, then paid when ops approve it, and a second one rejected
 * by ops shows the reason and gives the money back; the wallet pages pass axe.
 */
import type { Page } from '@playwright/test';
import { WITHDRAWAL_TERMS } from '../../shared/src/contract/terms.ts';
import { formatBRL } from '../../shared/src/format/money.ts';
import { allowConsoleErrors, expect, test } from '../support/fixtures.ts';
import { common, t } from '../support/locales.ts';
import { stakeOnSports } from '../support/sports-stakes.ts';
import {
  approveIdentity,
  approveSandboxPayment,
  approveWithdrawal,
  asPlayer,
  depositByCard,
  logInAs,
  registerWalletPlayer,
  rejectWithdrawal,
  verifyEmail,
} from '../support/wallet.ts';
import { seriousAxeFindings } from '../support/axe.ts';

// Each test signs a player up and drives real payments (one with two browsers, one with casino
// rounds and two ops decisions): about 20-40 s, past the default 45 s when the 2 cores are busy.
test.describe.configure({ timeout: 90_000 });

const wallet = (key: string) => t('wallet', 'pt-BR', key);
/** The top bar's wallet button, named with the balance it shows. */
const topBarBalance = (page: Page, reais: number) =>
  page.getByRole('banner').getByRole('link', { name: t('host', 'pt-BR', 'topbar.wallet').replace('{{balance}}', formatBRL(reais)) });
const panel = (page: Page) => page.getByRole('region', { name: /^Depositar com/ });
/** A withdrawal in the list, told by its status badge's text. */
const withStatus = (status: 'pending' | 'paid' | 'rejected') => new RegExp(common('pt-BR', `withdrawals.statuses.${status}`));

/** Fills the Papara payout form (the holder's names come filled in) and sends it; answers the new withdrawal's id. */
async function requestPaparaWithdrawal(page: Page, amount: number): Promise<number> {
  const papara = common('pt-BR', 'payments.methods.papara');
  await page.getByRole('radio', { name: new RegExp(`^${papara}`) }).check();
  await page.getByLabel(wallet('withdraw.fields.account_number')).fill('12345678');
  await page.getByLabel(wallet('withdraw.fields.amount')).fill(String(amount));
  const created = page.waitForResponse((response) => response.url().endsWith('/wallet/withdrawals') && response.request().method() === 'POST');
  await page.getByRole('button', { name: wallet('withdraw.submit').replace('{{method}}', papara) }).click();
  const response = await created;
  expect(response.status()).toBe(201);
  await expect(page.getByRole('status').filter({ hasText: common('pt-BR', 'withdrawals.requested') })).toBeVisible();
  return ((await response.json()) as { withdrawal: { id: number } }).withdrawal.id;
}

test.describe('deposits', () => {
  test('a Pix deposit paid in the sandbox is credited and the top bar shows it without a reload', async ({ app, page }) => {
    const account = await registerWalletPlayer();
    await logInAs(page, account);
    await verifyEmail(page, account);
    await app.open('/user/wallet');
    await app.expectRemotePage('wallet');
    await expect(topBarBalance(page, 0)).toBeVisible();

    await expect(page.getByRole('radio', { name: /^Pix/ })).toBeChecked();
    await page.getByRole('button', { name: formatBRL(100).replace(/,00$/, ''), exact: true }).click();
    const created = page.waitForResponse((response) => response.url().endsWith('/wallet/deposits') && response.request().method() === 'POST');
    await page.getByRole('button', { name: wallet('deposit.submit.pix') }).click();
    const { deposit } = (await (await created).json()) as { deposit: { id: string; instructions: { copy_paste: string } } };

    await expect(panel(page).getByRole('img', { name: wallet('pix.qrAlt').replace('{{amount}}', formatBRL(100)) })).toBeVisible();
    await expect(panel(page).getByText(deposit.instructions.copy_paste)).toBeVisible();
    await expect(panel(page).getByRole('timer')).toHaveText(/^(30:00|29:\d\d)$/);
    await expect(panel(page).getByText(wallet('pix.waiting'))).toBeVisible();

    // The payer's bank pays the QR code.
    await approveSandboxPayment(deposit.id);

    await expect(panel(page).getByRole('heading', { name: wallet('outcome.completedTitle') })).toBeVisible();
    await expect(
      panel(page)
        .getByRole('paragraph')
        .filter({ hasText: wallet('outcome.completedText').replace('{{amount}}', formatBRL(100)) }),
    ).toBeVisible();
    await expect(topBarBalance(page, 100)).toBeVisible();
    // The page was never reloaded: the QR code's deposit is in the recent list, completed.
    await expect(page.getByRole('region', { name: wallet('recent.title') }).getByText(common('pt-BR', 'payments.statuses.completed'))).toBeVisible();
  });

  test('a card whose acquirer never answered waits for the bank, then is credited when the charge is confirmed', async ({ app, page }) => {
    const account = await registerWalletPlayer();
    await logInAs(page, account);
    await verifyEmail(page, account);
    await app.open('/user/wallet');
    await page.getByRole('radio', { name: /^Cartão de crédito/ }).check();
    await page.getByLabel(wallet('deposit.amount')).fill('150');
    await page.getByLabel(wallet('card.number')).pressSequentially('4000000000000226');
    await page.getByLabel(wallet('card.expiry')).pressSequentially(`12${String(new Date().getFullYear() + 3).slice(2)}`);
    await page.getByLabel(wallet('card.cvv')).fill('123');
    await page.getByLabel(wallet('card.holder')).fill('BEATRIZ LIMA');
    const created = page.waitForResponse((response) => response.url().endsWith('/wallet/deposits') && response.request().method() === 'POST');
    await page.getByRole('button', { name: wallet('deposit.submit.cardAmount').replace('{{amount}}', formatBRL(150)) }).click();
    const { deposit } = (await (await created).json()) as { deposit: { id: string; status: string } };
    expect(deposit.status).toBe('awaiting_payment');

    await expect(panel(page).getByText(wallet('cardWaiting.title'))).toBeVisible();
    await expect(panel(page).getByRole('button', { name: wallet('deposit.cancel') })).toHaveCount(0);
    await expect(topBarBalance(page, 0)).toBeVisible();

    // The acquirer's notification arrives: the charge went through.
    await approveSandboxPayment(deposit.id);
    await expect(panel(page).getByRole('heading', { name: wallet('outcome.completedTitle') })).toBeVisible();
    await expect(topBarBalance(page, 150)).toBeVisible();
  });

  test('a deposit completed in one browser updates the balance shown in another without a reload', async ({ app, page, browser }) => {
    const account = await registerWalletPlayer();
    await logInAs(page, account);
    await verifyEmail(page, account);

    const other = await (await browser.newContext({ locale: 'pt-BR' })).newPage();
    await logInAs(other, account, '/');
    await expect(topBarBalance(other, 0)).toBeVisible();

    await app.open('/user/wallet');
    await page.getByRole('radio', { name: /^Cartão de crédito/ }).check();
    await page.getByLabel(wallet('deposit.amount')).fill('150');
    await page.getByLabel(wallet('card.number')).pressSequentially('4111111111111111');
    await expect(page.getByLabel(wallet('card.number'))).toHaveValue('4111 1111 1111 1111');
    await page.getByLabel(wallet('card.expiry')).pressSequentially(`12${String(new Date().getFullYear() + 3).slice(2)}`);
    await page.getByLabel(wallet('card.cvv')).fill('123');
    await page.getByLabel(wallet('card.holder')).fill('BEATRIZ LIMA');
    await page.getByRole('button', { name: wallet('deposit.submit.cardAmount').replace('{{amount}}', formatBRL(150)) }).click();
    await expect(panel(page).getByRole('heading', { name: wallet('outcome.completedTitle') })).toBeVisible();
    await expect(topBarBalance(page, 150)).toBeVisible();

    // The other browser hears `balance-updated` on the player's private channel.
    await expect(topBarBalance(other, 150)).toBeVisible();
    await other.context().close();
  });
});

test.describe('withdrawals', () => {
  // The refused request answers 422 on purpose.
  test.use(allowConsoleErrors(/the server responded with a status of 422/));

  test('a request the terms refuse lists every reason: here the 2.5× wagering of the deposit', async ({ app, page }) => {
    const account = await registerWalletPlayer();
    await logInAs(page, account);
    await verifyEmail(page, account);

    await app.open('/user/wallet/userwithdraw');
    await expect(page.getByRole('heading', { name: wallet('identityGate.title') })).toBeVisible();
    await expect(page.getByRole('link', { name: wallet('identityGate.action') })).toHaveAttribute('href', '/user/verification');

    await approveIdentity(page);
    await depositByCard(page, 600);
    // In-app navigation (no page load): the withdraw page mounts again and reads the new facts.
    await app.navigate('/user/wallet/usertransaction');
    await app.navigate('/user/wallet/userwithdraw');
    const limits = page.getByRole('region', { name: wallet('limits.title') });
    await expect(limits).toContainText(wallet('limits.wageringLeft').replace('{{remaining}}', formatBRL(1500)));

    await page.getByRole('radio', { name: /^Papara/ }).check();
    await page.getByLabel(wallet('withdraw.fields.account_number')).fill('12345678');
    await page.getByLabel(wallet('withdraw.fields.amount')).fill('500');
    await page.getByRole('button', { name: wallet('withdraw.submit').replace('{{method}}', 'Papara') }).click();

    const refusals = page.getByRole('alert').filter({ hasText: wallet('withdraw.refusedTitle_one') });
    await expect(refusals).toBeVisible();
    await expect(refusals.getByRole('listitem')).toHaveText([
      common('pt-BR', 'withdrawals.wageringRequired')
        .replace('{{remaining}}', formatBRL(1500))
        .replace('{{wagered}}', formatBRL(0))
        .replace('{{required}}', formatBRL(1500)),
    ]);
    await expect(page.getByRole('region', { name: wallet('withdrawals.title') })).toContainText(wallet('withdrawals.empty'));
  });

  test('a request passing the terms is pending, then paid when approved; a rejected one returns the money', async ({ app, page }) => {
    const account = await registerWalletPlayer();
    await logInAs(page, account);
    await verifyEmail(page, account);
    await approveIdentity(page);
    const depositCentavos = 1200_00;
    await depositByCard(page, depositCentavos / 100);
    // Spec §9: deposits are staked 2.5× before a withdrawal, here on sports bets that win (casino
    // stakes count only on slots, whose outcomes are random); the balances below start from the
    // cash the bets left.
    const requiredCentavos = depositCentavos * WITHDRAWAL_TERMS.depositWageringMultiple;
    const stakes = await stakeOnSports(page, requiredCentavos);
    expect(stakes.stakedCentavos).toBeGreaterThanOrEqual(requiredCentavos);
    const amountCentavos = Number(WITHDRAWAL_TERMS.minCentavos);
    expect(stakes.cashCentavos).toBeGreaterThan(depositCentavos);
    const balanceAfter = (withdrawnCentavos: number) => (stakes.cashCentavos - withdrawnCentavos) / 100;
    const amount = amountCentavos / 100;

    await app.open('/user/wallet/userwithdraw');
    await app.expectRemotePage('wallet');
    await expect(topBarBalance(page, balanceAfter(0))).toBeVisible();
    const limits = page.getByRole('region', { name: wallet('limits.title') });
    await expect(limits).toContainText(wallet('limits.wageringDone'));
    await expect(limits).toContainText(
      wallet('limits.wageringProgress')
        .replace('{{wagered}}', formatBRL(stakes.stakedCentavos / 100))
        .replace('{{required}}', formatBRL(requiredCentavos / 100)),
    );

    const list = page.getByRole('region', { name: wallet('withdrawals.title') });
    const papara = common('pt-BR', 'payments.methods.papara');
    const cancelButton = list.getByRole('button', {
      name: wallet('withdrawals.cancelLabel').replace('{{amount}}', formatBRL(amount)).replace('{{method}}', papara),
    });

    // First request: reserved at once (pending, balance down), cancellable until ops decide.
    const first = await requestPaparaWithdrawal(page, amount);
    await expect(list.getByRole('listitem')).toHaveText([withStatus('pending')]);
    await expect(list.getByRole('listitem')).toContainText(`${papara} `);
    await expect(list.getByRole('listitem')).toContainText(formatBRL(amount));
    await expect(cancelButton).toBeVisible();
    await expect(topBarBalance(page, balanceAfter(amountCentavos))).toBeVisible();

    // No reload: the approval's notification has the page read its list again.
    await approveWithdrawal(first);
    await expect(list.getByRole('listitem')).toHaveText(withStatus('paid'));
    await expect(cancelButton).toHaveCount(0);
    await expect(topBarBalance(page, balanceAfter(amountCentavos))).toBeVisible();

    // Second request: pending, then refused by ops with a reason — the reserved money returns.
    const second = await requestPaparaWithdrawal(page, amount);
    await expect(list.getByRole('listitem')).toHaveText([withStatus('pending'), withStatus('paid')]);
    await expect(cancelButton).toHaveCount(1);
    await expect(topBarBalance(page, balanceAfter(2 * amountCentavos))).toBeVisible();

    const reason = 'A conta Papara informada não está no nome do titular.';
    await rejectWithdrawal(second, reason);
    // No reload: the realtime `balance-updated` of the returned money has the page read its list again.
    await expect(list.getByRole('listitem')).toHaveText([withStatus('rejected'), withStatus('paid')]);
    await expect(list.getByRole('listitem').first()).toContainText(`${wallet('withdrawals.reason')} ${reason}`);
    await expect(cancelButton).toHaveCount(0);
    await expect(topBarBalance(page, balanceAfter(amountCentavos))).toBeVisible();
    await expect(limits).toContainText(formatBRL(balanceAfter(amountCentavos)));
  });
});

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
]) {
  test(`the wallet pages have no serious or critical axe violations at ${viewport.width} px`, async ({ app, page }) => {
    // Six axe audits: about 20 s alone, well over a minute when the machine's 2 cores are busy.
    test.setTimeout(120_000);
    const account = await registerWalletPlayer();
    await logInAs(page, account);
    await verifyEmail(page, account);
    // A paid deposit, so the histories are audited with a row (and its ids' copy buttons).
    const deposit = await asPlayer<{ deposit: { id: string } }>(page, 'POST', 'wallet/deposits', { method: 'pix', amount: 50 });
    expect(deposit.status).toBe(201);
    await approveSandboxPayment(deposit.body.deposit.id);
    const copyTransactionId = page.getByRole('button', {
      name: common('pt-BR', 'copy.copyLabel').replace('{{label}}', common('pt-BR', 'transactions.columns.transaction_id')),
    });
    const audit = async (where: string) => {
      await page.waitForLoadState('networkidle');
      expect(await seriousAxeFindings(page), where).toEqual([]);
    };

    await page.setViewportSize(viewport);
    await app.open('/user/wallet/user-bonus');
    for (const [path, title] of [
      ['/user/wallet/userwithdraw', 'withdraw.title'],
      ['/user/wallet/usertransaction', 'transactions.title'],
      ['/user/wallet/financial-transaction', 'financialTransactions.title'],
      ['/user/wallet/user-bonus', 'bonusTransactions.title'],
    ] as const) {
      await app.navigate(path);
      await expect(app.heading).toHaveText(wallet(title));
      if (path === '/user/wallet/usertransaction') await expect(copyTransactionId.first()).toBeVisible();
      await audit(path);
    }
    await app.navigate('/user/wallet');
    await expect(panel(page).getByRole('button', { name: wallet('deposit.submit.pix') })).toBeVisible();
    await audit('deposit form');
    await page.getByLabel(wallet('deposit.amount')).fill('100');
    await page.getByRole('button', { name: wallet('deposit.submit.pix') }).click();
    await expect(panel(page).getByRole('timer')).toBeVisible();
    await audit('Pix code');
  });
}
