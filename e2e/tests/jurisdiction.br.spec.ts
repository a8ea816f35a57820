/**
 * The Brazilian licence profile end to end (README "Jurisdiction profiles", on the suite's second
 * site started with JURISDICTION=br): sign-up shows the addiction-risk warning and asks for the
 * holder's CPF (a wrong one is refused); the first login asks for the three deposit limits and a
 * time reminder before anything else, then the warning; the wallet offers only Pix and bank
 * transfer, refuses a deposit over the daily limit and credits one within it; every later login
 * shows the warning again without asking for limits. The legal pages state the same rules.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { completeCpf } from '../../shared/src/contract/cpf.ts';
import { formatBRL } from '../../shared/src/format/money.ts';
import { BR_API_BASE } from '../support/env.ts';
import { allowConsoleErrors, expect, test } from '../support/fixtures.ts';
import { common, t } from '../support/locales.ts';
import { seriousAxeFindings } from '../support/axe.ts';
import { approveSandboxPayment, verifyEmail } from '../support/wallet.ts';

// A wrong CPF and a deposit over the limit are refused on purpose; the browser logs each refusal.
test.use(allowConsoleErrors(/Failed to load resource: the server responded with a status of 422/));
// Sign-up, two logins, the limits and two deposits: about 30 s, past the default when the cores are busy.
test.describe.configure({ timeout: 90_000 });

const host = (key: string) => t('host', 'pt-BR', key);
const wallet = (key: string) => t('wallet', 'pt-BR', key);
const dialog = (page: Page) => page.getByRole('dialog');
const banner = (page: Page) => page.getByRole('banner');

/** A CPF nobody else in this run holds (the site allows one account per CPF). */
const freshCpf = () => completeCpf(String(Math.floor(100_000_000 + Math.random() * 899_999_999)));

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await banner(page)
    .getByRole('button', { name: host('topbar.login') })
    .click();
  await expect(dialog(page)).toHaveAccessibleName(host('auth.loginTitle'));
  await dialog(page).getByLabel(host('auth.email')).fill(email);
  await dialog(page).getByLabel(host('auth.password'), { exact: true }).fill(password);
  await dialog(page)
    .getByRole('button', { name: host('auth.login'), exact: true })
    .click();
}

/** The addiction-risk warning, acknowledged. */
async function acknowledgeWarning(page: Page): Promise<void> {
  await expect(dialog(page)).toHaveAccessibleName(host('brWarning.title'));
  await expect(dialog(page).getByText(host('brWarning.message'))).toBeVisible();
  expect(await seriousAxeFindings(page), 'the addiction-risk warning').toEqual([]);
  await dialog(page)
    .getByRole('button', { name: host('brWarning.acknowledge') })
    .click();
  await expect(dialog(page)).toHaveCount(0);
}

test('br: CPF at sign-up, limits and warning at login, Pix within the daily limit', async ({ app, page }) => {
  const email = `e2e-br-${randomUUID()}@example.com`;
  const password = 'senha forte 123';
  const cpf = freshCpf();

  await app.open('/');
  await banner(page)
    .getByRole('button', { name: host('topbar.signup') })
    .click();
  const signup = dialog(page);
  await expect(signup.getByRole('note', { name: host('brWarning.title') })).toContainText(host('brWarning.message'));
  expect(await seriousAxeFindings(page), 'sign-up with the risk warning and the CPF').toEqual([]);
  await signup.getByLabel(host('auth.firstName'), { exact: true }).fill('Ana Clara');
  await signup.getByLabel(host('auth.lastName')).fill('Souza');
  await signup.getByLabel(host('auth.email')).fill(email);
  await signup.getByLabel(host('auth.password'), { exact: true }).fill(password);
  await signup.getByLabel(host('auth.passwordConfirmation')).fill(password);
  const cpfField = signup.getByLabel(host('auth.cpf'));
  // One check digit off: refused, and nothing is created.
  await cpfField.fill(`${cpf.slice(0, 10)}${(Number(cpf[10]) + 1) % 10}`);
  await signup.getByRole('button', { name: host('auth.createAccount') }).click();
  await expect(signup.getByText(common('pt-BR', 'validation.cpfInvalid'))).toBeVisible();
  await cpfField.fill(cpf);
  await expect(cpfField).toHaveValue(`${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`);
  await signup.getByRole('button', { name: host('auth.createAccount') }).click();
  await expect(signup.getByText(host('auth.signupSuccessTitle'))).toBeVisible();

  // The login modal opens by itself after sign-up; the first login asks for the limits first.
  await expect(dialog(page)).toHaveAccessibleName(host('auth.loginTitle'));
  await dialog(page).getByLabel(host('auth.email')).fill(email);
  await dialog(page).getByLabel(host('auth.password'), { exact: true }).fill(password);
  await dialog(page)
    .getByRole('button', { name: host('auth.login'), exact: true })
    .click();
  const limits = dialog(page);
  await expect(limits).toHaveAccessibleName(host('brWarning.limitsTitle'));
  // Nothing chosen: every period and the reminder say what is missing.
  await limits.getByRole('button', { name: host('brWarning.save') }).click();
  await expect(limits.getByText(host('brWarning.invalid'))).toHaveCount(3);
  await expect(limits.getByText(host('brWarning.reminderMissing'))).toBeVisible();
  expect(await seriousAxeFindings(page), 'the first limits, each one missing').toEqual([]);
  const period = (name: 'day' | 'week' | 'month') => limits.getByRole('group', { name: host(`brWarning.names.${name}`) });
  await period('day').getByRole('textbox').fill('100');
  await period('week')
    .getByRole('checkbox', { name: host('brWarning.noLimit') })
    .check();
  await period('month').getByRole('textbox').fill('1.000,00');
  await limits.getByLabel(host('brWarning.reminderLabel')).selectOption('60');
  await limits.getByRole('button', { name: host('brWarning.save') }).click();
  await acknowledgeWarning(page);

  await verifyEmail(page, { email }, BR_API_BASE);
  await app.open('/user/wallet');
  await app.expectRemotePage('wallet');
  const methods = page.getByRole('group', { name: wallet('deposit.methodLegend') }).getByRole('radio');
  await expect(methods).toHaveCount(2);
  await expect(page.getByRole('radio', { name: new RegExp(`^${common('pt-BR', 'payments.methods.pix')}`) })).toBeChecked();
  await expect(page.getByRole('radio', { name: new RegExp(`^${common('pt-BR', 'payments.methods.bank_transfer')}`) })).toBeVisible();
  await expect(page.getByText(common('pt-BR', 'payments.ownAccountOnly').split('{{')[0]!.trim())).toBeVisible();

  // R$ 150 is over the R$ 100 daily limit: refused with the limit and what is left today.
  const amount = page.getByLabel(wallet('deposit.amount'));
  await amount.fill('150');
  await page.getByRole('button', { name: wallet('deposit.submit.pix') }).click();
  await expect(page.getByText(common('pt-BR', 'rg.errors.depositLimit.day').split('{{')[0]!)).toBeVisible();

  await amount.fill('100');
  const created = page.waitForResponse((response) => response.url().endsWith('/wallet/deposits') && response.request().method() === 'POST');
  await page.getByRole('button', { name: wallet('deposit.submit.pix') }).click();
  const response = await created;
  expect(response.status()).toBe(201);
  const { deposit } = (await response.json()) as { deposit: { id: string } };
  await approveSandboxPayment(deposit.id, BR_API_BASE);
  await expect(page.getByRole('heading', { name: wallet('outcome.completedTitle') })).toBeVisible();
  await expect(banner(page).getByRole('link', { name: host('topbar.wallet').replace('{{balance}}', formatBRL(100)) })).toBeVisible();

  // Every later login shows the warning again; the limits are not asked twice.
  await banner(page)
    .getByRole('button', { name: host('topbar.logout') })
    .click();
  await logIn(page, email, password);
  await acknowledgeWarning(page);
});

test('br: the terms list only the accepted methods, the bonus terms offer no welcome bonus, the privacy policy names only Pix and bank transfer', async ({
  app,
  page,
}) => {
  const account = (key: string) => t('account', 'pt-BR', key);
  await app.open('/terms');
  const deposits = page.getByRole('region', { name: account('terms.deposits.title') });
  await expect(deposits.getByRole('rowheader')).toHaveText([common('pt-BR', 'payments.methods.pix'), common('pt-BR', 'payments.methods.bank_transfer')]);
  await expect(page.getByRole('region', { name: account('terms.account.title') })).toContainText('CPF');

  await page
    .getByRole('navigation', { name: account('legal.navLabel') })
    .getByRole('link', { name: account('bonusTerms.title') })
    .click();
  await expect(page.getByRole('region', { name: account('bonusTerms.brBonuses.title') })).toBeVisible();
  await expect(page.getByRole('region', { name: account('bonusTerms.welcome.title') })).toHaveCount(0);
  expect(await seriousAxeFindings(page), 'br bonus terms').toEqual([]);

  await page
    .getByRole('navigation', { name: account('legal.navLabel') })
    .getByRole('link', { name: account('privacy.title') })
    .click();
  const plain = (key: string) => account(key).replace(/<[^>]+>/g, '');
  await expect(page.getByRole('region', { name: account('privacy.sharing.title') })).toContainText(plain('privacy.sharing.brPayments'));
  await expect(page.getByRole('region', { name: account('privacy.collected.title') })).toContainText(plain('privacy.collected.payments.brText'));
});
