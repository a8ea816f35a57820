/**
 * The account area end to end (issue: players' identity): 2FA turned on from the security page
 * and used at the next login, then a recovery code in its place, a session ended from another browser, the profile's date of
 * birth typed in the site's language, a password change that ends the session and leads to the login
 * form, and the phone top bar's account actions.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { totpCode } from '../../api/src/domain/identity/totp.ts';
import { allowConsoleErrors, expect, test } from '../support/fixtures.ts';
import { registerAccount, type Account } from '../support/accounts.ts';
import { common, t } from '../support/locales.ts';
import { asPlayer, logInAs } from '../support/wallet.ts';
import { API_BASE, OPS_TOKEN } from '../support/env.ts';

test.use(allowConsoleErrors(/Failed to load resource: the server responded with a status of (401|422)/));

const dialog = (page: Page) => page.getByRole('dialog');
const banner = (page: Page) => page.getByRole('banner');

async function logInThroughTheModal(page: Page, account: Account) {
  await banner(page)
    .getByRole('button', { name: t('host', 'pt-BR', 'topbar.login') })
    .click();
  await dialog(page)
    .getByLabel(t('host', 'pt-BR', 'auth.email'))
    .fill(account.email);
  await dialog(page)
    .getByLabel(t('host', 'pt-BR', 'auth.password'), { exact: true })
    .fill(account.password);
  await dialog(page)
    .getByRole('button', { name: t('host', 'pt-BR', 'auth.login'), exact: true })
    .click();
}

async function waitUntilLoggedIn(page: Page) {
  await expect(dialog(page)).toHaveCount(0);
  await expect(banner(page).getByRole('button', { name: t('host', 'pt-BR', 'topbar.logout') })).toBeVisible();
}

test('turn on 2FA, log out, log in again with a code from the authenticator', async ({ app, page }) => {
  const account = await registerAccount();
  await app.open('/');
  await logInThroughTheModal(page, account);
  await waitUntilLoggedIn(page);

  await app.open('/user/security');
  await page.getByRole('button', { name: t('account', 'pt-BR', 'security.twoFactor.setUp') }).click();
  // What an authenticator app reads from the QR code (the link is shown on phones only).
  const otpauth = await page.locator('a[href^="otpauth://"]').getAttribute('href');
  const secret = new URL(otpauth!).searchParams.get('secret')!;
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel(t('account', 'pt-BR', 'security.twoFactor.codeLabel')).fill(totpCode(secret, Date.now()));
  // The password too: a session alone cannot put an authenticator app on the account.
  await page
    .getByRole('region', { name: t('account', 'pt-BR', 'security.twoFactor.title') })
    .getByLabel(t('account', 'pt-BR', 'security.password.current'), { exact: true })
    .fill(account.password);
  await page.getByRole('button', { name: t('account', 'pt-BR', 'security.twoFactor.enable'), exact: true }).click();
  // The recovery codes are shown this once, to be kept for a lost phone.
  const codesPanel = page.getByRole('heading', { name: t('account', 'pt-BR', 'security.recoveryCodes.saveTitle') });
  await expect(codesPanel).toBeFocused();
  const recoveryCodes = await page
    .getByRole('listitem')
    .filter({ hasText: /^[0-9A-Z]{4}-[0-9A-Z]{4}$/ })
    .allTextContents();
  expect(recoveryCodes).toHaveLength(10);
  await page.getByRole('button', { name: t('account', 'pt-BR', 'security.recoveryCodes.saved') }).click();
  await expect(page.getByText(t('account', 'pt-BR', 'security.twoFactor.onText'))).toBeVisible();

  await banner(page)
    .getByRole('button', { name: t('host', 'pt-BR', 'topbar.logout') })
    .click();
  await expect(banner(page).getByRole('button', { name: t('host', 'pt-BR', 'topbar.login') })).toBeVisible();

  await logInThroughTheModal(page, account);
  await expect(dialog(page)).toHaveAccessibleName(t('host', 'pt-BR', 'auth.twoFactorTitle'));
  // The enabling code's step is spent (codes are single-use): use the next step's code.
  await dialog(page)
    .getByLabel(t('host', 'pt-BR', 'auth.twoFactorCode'))
    .fill(totpCode(secret, Date.now() + 30_000));
  await dialog(page)
    .getByRole('button', { name: t('host', 'pt-BR', 'auth.verify') })
    .click();
  await expect(dialog(page).getByText(t('host', 'pt-BR', 'auth.loginSuccessTitle'))).toBeVisible();
  await waitUntilLoggedIn(page);

  // The phone is lost: a recovery code logs in instead, once.
  await banner(page)
    .getByRole('button', { name: t('host', 'pt-BR', 'topbar.logout') })
    .click();
  await logInThroughTheModal(page, account);
  await dialog(page)
    .getByRole('button', { name: t('host', 'pt-BR', 'auth.useRecoveryCode') })
    .click();
  await dialog(page)
    .getByLabel(t('host', 'pt-BR', 'auth.recoveryCode'))
    .fill(recoveryCodes[0]!.toLowerCase());
  await dialog(page)
    .getByRole('button', { name: t('host', 'pt-BR', 'auth.verify') })
    .click();
  await expect(dialog(page).getByText(common('pt-BR', 'auth.recoveryCodeUsed_other').replace('{{count}}', '9'))).toBeVisible();
  await waitUntilLoggedIn(page);
});

async function loggedInContext(newContext: () => Promise<BrowserContext>, account: Account) {
  const context = await newContext();
  const page = await context.newPage();
  await page.goto('/');
  await logInThroughTheModal(page, account);
  await waitUntilLoggedIn(page);
  return page;
}

test('ending a session from a second browser logs the first one out on its next request', async ({ browser, page: first, app }) => {
  // Two browsers and two logins: past the default timeout when the two cores are busy.
  test.setTimeout(90_000);
  const account = await registerAccount();
  await app.open('/');
  await logInThroughTheModal(first, account);
  await waitUntilLoggedIn(first);

  const second = await loggedInContext(() => browser.newContext({ locale: 'pt-BR' }), account);
  await second.goto('/user/active-sessions');
  const others = second.getByRole('button', { name: t('account', 'pt-BR', 'activeSessions.endOthers') });
  await others.click();
  await dialog(second)
    .getByRole('button', { name: t('account', 'pt-BR', 'activeSessions.confirmOthers.confirm') })
    .click();
  await expect(second.getByText(t('account', 'pt-BR', 'activeSessions.onlyThisDevice'))).toBeVisible();

  // The first browser's next request is refused: it is logged out and sent home.
  await first.goto('/user/dashboard');
  await expect(banner(first).getByRole('button', { name: t('host', 'pt-BR', 'topbar.login') })).toBeVisible();
  // Sent home first: reading the storage while that navigation runs would lose the page's context.
  await expect(first).not.toHaveURL(/\/user\/dashboard$/);
  await expect.poll(() => first.evaluate(() => window.localStorage.getItem('auth_token'))).toBeNull();
  await second.context().close();
});

test('changing the password: the notice stays until read, then its confirm opens the login form, where the new password works', async ({ app, page }) => {
  test.setTimeout(60_000);
  const account = await registerAccount();
  await app.open('/');
  await logInThroughTheModal(page, account);
  await waitUntilLoggedIn(page);

  await app.open('/user/security');
  const newPassword = `${account.password}-new`;
  const fields: [string, string][] = [
    ['security.password.current', account.password],
    ['security.password.new', newPassword],
    ['security.password.confirm', newPassword],
  ];
  for (const [label, value] of fields) await page.getByLabel(t('account', 'pt-BR', label), { exact: true }).fill(value);
  await page.getByRole('button', { name: t('account', 'pt-BR', 'security.password.submit') }).click();

  // The change ends every session, this one too: the server's force-logout says why.
  const notice = page.getByRole('dialog', { name: t('host', 'pt-BR', 'forcedLogout.title') });
  await expect(notice).toContainText(t('host', 'pt-BR', 'forcedLogout.passwordChangedMessage'));
  // Past the form's 3 s hand-off to login, the notice is still the one on screen.
  await page.waitForTimeout(3_500);
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: t('host', 'pt-BR', 'forcedLogout.understood') }).click();

  const login = dialog(page);
  await expect(login.getByLabel(t('host', 'pt-BR', 'auth.email'))).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await login.getByLabel(t('host', 'pt-BR', 'auth.email')).fill(account.email);
  await login.getByLabel(t('host', 'pt-BR', 'auth.password'), { exact: true }).fill(newPassword);
  await login.getByRole('button', { name: t('host', 'pt-BR', 'auth.login'), exact: true }).click();
  await waitUntilLoggedIn(page);
});

/**
 * Chromium lets go of a site's local storage when the site's last page leaves, and reads it back
 * from disk when the site opens again; a login written a moment before may not be on disk yet, so
 * the next visit found no login in about one run in ten. A page of the site with no app on it, open
 * meanwhile, keeps the storage as the player left it.
 */
async function keepStoredLogin(page: Page): Promise<void> {
  const keeper = await page.context().newPage();
  await keeper.goto(`${API_BASE}/health`);
  await keeper.evaluate(() => window.localStorage.length);
}

test('a player banned while away sees why on their next visit, then leaves as a visitor', async ({ app, page }) => {
  const account = await registerAccount();
  await app.open('/');
  await logInThroughTheModal(page, account);
  await waitUntilLoggedIn(page);
  const userId = await page.evaluate(() => window.localStorage.getItem('user_id'));
  await keepStoredLogin(page);
  // The tab is closed (nothing listens to the player's channel) when support bans the account.
  await page.goto('about:blank');
  const ban = await fetch(`${API_BASE}/ops/users/${userId}/ban`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${OPS_TOKEN}`, 'X-Ops-Actor': 'e2e-ops' },
    body: JSON.stringify({ reason: 'e2e: chargeback fraud' }),
  });
  expect(ban.status).toBe(200);

  await app.open('/');
  const notice = page.getByRole('dialog', { name: t('host', 'pt-BR', 'auth.bannedTitle') });
  await expect(notice).toContainText(common('pt-BR', 'auth.banned'));
  await notice.getByRole('button', { name: t('host', 'pt-BR', 'auth.continue') }).click();
  await expect(banner(page).getByRole('button', { name: t('host', 'pt-BR', 'topbar.login') })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('auth_token'))).toBeNull();
});

test.describe('in an English browser', () => {
  test.use({ locale: 'en-US' });

  test('a date of birth is typed in the site language, not the browser one, and kept as a date', async ({ app, page }) => {
    const account = await registerAccount();
    await logInAs(page, account);
    await page.evaluate(() => window.localStorage.setItem('selectedLanguage', 'pt-BR'));
    await app.open('/user/dashboard');
    const birthdate = page.getByLabel(t('account', 'pt-BR', 'dashboard.form.birthdate'));
    await expect(birthdate).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    await birthdate.pressSequentially('17/5/1990');
    await expect(birthdate).toHaveValue('17/05/1990');
    await page.getByRole('button', { name: t('account', 'pt-BR', 'dashboard.form.save') }).click();
    await expect(page.getByRole('status')).toHaveText(common('pt-BR', 'auth.profileUpdated'));
    const profile = await asPlayer<{ user: { birthdate: string } }>(page, 'GET', 'user');
    expect(profile.body.user.birthdate).toBe('1990-05-17');

    await page.evaluate(() => window.localStorage.setItem('selectedLanguage', 'en'));
    await app.open('/user/dashboard');
    const inEnglish = page.getByLabel(t('account', 'en', 'dashboard.form.birthdate'));
    await expect(inEnglish).toHaveValue('05/17/1990');
    await expect(inEnglish).toHaveAttribute('placeholder', 'mm/dd/yyyy');
  });
});

for (const width of [320, 375]) {
  test(`a player's phone top bar at ${width} px holds the balance, bell, account icon and logout`, async ({ app, page }) => {
    await page.setViewportSize({ width, height: 700 });
    await logInAs(page, await registerAccount());
    await app.open('/');
    await app.expectRemotePage('casino');
    const bar = banner(page);
    const account = bar.getByRole('link', { name: t('host', 'pt-BR', 'topbar.account') });
    const actions = [
      bar.getByRole('link', { name: /R\$/ }),
      bar.getByRole('button', { name: t('host', 'pt-BR', 'topbar.notifications') }),
      account,
      bar.getByRole('button', { name: t('host', 'pt-BR', 'topbar.logout') }),
    ];
    for (const action of actions) {
      await expect(action).toBeInViewport({ ratio: 1 });
    }
    expect(await bar.evaluate((header) => header.scrollWidth - header.clientWidth)).toBe(0);
    // On small screens the account icon goes to the dashboard (spec §2).
    await account.click();
    await expect(page).toHaveURL(/\/user\/dashboard$/);
  });
}
