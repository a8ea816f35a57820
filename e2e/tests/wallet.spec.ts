/**
 * The wallet end to end (issue: wallet UI): a Pix deposit paid in the sandbox updates the top
 * bar's balance without a reload, in this browser and in another one logged in as the same
 * player (realtime `balance-updated`); a withdrawal request that the terms refuse lists its
 * reasons; the wallet pages pass axe.
 *
 * Not covered yet, and why: a withdrawal that passes the terms (→ pending → approved/paid, or
 * rejected with the money back). The terms need stakes of 2.5× the deposits (`wageringRequired`),
 * stakes are ledger transfers of kind `bet_stake`/`casino_bet`, and no route creates them yet —
 * no bet placement, no casino round, no sandbox or ops stake endpoint. See the `fixme` test.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { formatBRL } from '../../shared/src/format/money.ts';
import { allowConsoleErrors, expect, test } from '../support/fixtures.ts';
import { common, t } from '../support/locales.ts';
import { approveIdentity, approveSandboxPayment, depositByCard, logInAs, registerWalletPlayer, verifyEmail } from '../support/wallet.ts';

const wallet = (key: string) => t('wallet', 'pt-BR', key);
/** The top bar's wallet button, named with the balance it shows. */
const topBarBalance = (page: Page, reais: number) =>
  page.getByRole('banner').getByRole('link', { name: t('host', 'pt-BR', 'topbar.wallet').replace('{{balance}}', formatBRL(reais)) });
const panel = (page: Page) => page.getByRole('region', { name: /^Depositar com/ });

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

  test.fixme('a request passing the terms is pending, then paid when approved; a rejected one returns the money', async () => {
    // Blocked: the player must have staked 2.5× their deposits (spec §9) before any withdrawal,
    // and nothing can create a stake yet (ledger kinds `bet_stake`/`casino_bet` are written by
    // no route). With a sandbox-only stake endpoint (e.g. `POST /sandbox/wagers { user_id, amount }`
    // behind the ops token, like the payment sandbox), this test would: approve the identity,
    // deposit R$ 600 by card, stake R$ 1.500, request R$ 500 via Papara → "Pendente" with a
    // Cancel button and the balance down to R$ 100; `POST /ops/withdrawals/:id/approve` →
    // "Pago" after a reload of the list; a second request, `POST /ops/withdrawals/:id/reject`
    // `{ reason }` → "Recusado" with the reason and the balance back up.
  });
});

test('the wallet pages have no serious or critical axe violations at 1440 and 375 px', async ({ app, page }) => {
  const account = await registerWalletPlayer();
  await logInAs(page, account);
  await verifyEmail(page, account);
  const audit = async (where: string) => {
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
    const blocking = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({ where, rule: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5) }));
    expect(blocking).toEqual([]);
  };

  await app.open('/user/wallet/user-bonus');
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 375, height: 812 },
  ]) {
    await page.setViewportSize(viewport);
    for (const [path, title] of [
      ['/user/wallet/userwithdraw', 'withdraw.title'],
      ['/user/wallet/usertransaction', 'transactions.title'],
      ['/user/wallet/financial-transaction', 'financialTransactions.title'],
      ['/user/wallet/user-bonus', 'bonusTransactions.title'],
    ] as const) {
      await app.navigate(path);
      await expect(app.heading).toHaveText(wallet(title));
      await audit(`${path} at ${viewport.width} px`);
    }
    await app.navigate('/user/wallet');
    await expect(panel(page).getByRole('button', { name: wallet('deposit.submit.pix') })).toBeVisible();
    await audit(`deposit form at ${viewport.width} px`);
    // A Pix code: made the first time, picked up again from the recent list the second.
    const resume = page.getByRole('region', { name: wallet('recent.title') }).getByRole('button', { name: /^Continuar/ });
    if ((await resume.count()) > 0) await resume.click();
    else {
      await page.getByLabel(wallet('deposit.amount')).fill('100');
      await page.getByRole('button', { name: wallet('deposit.submit.pix') }).click();
    }
    await expect(panel(page).getByRole('timer')).toBeVisible();
    await audit(`Pix code at ${viewport.width} px`);
  }
});
