/**
 * Identity through the shell's modals (spec §2, §4, §5): sign-up → login, forgot password with
 * the code read from the embedded mail outbox, the warning modal cancelling navigation, and the
 * validation messages in the three languages.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { allowConsoleErrors, expect, test } from '../support/fixtures.ts';
import { registerAccount } from '../support/accounts.ts';
import { common, t, type Language } from '../support/locales.ts';
import { lastCodeMailedTo } from '../support/mail.ts';
import { logInAs } from '../support/wallet.ts';

// Wrong answers from the API are part of these flows; the browser logs each failed request.
test.use(allowConsoleErrors(/Failed to load resource: the server responded with a status of (401|422)/));

const dialog = (page: Page) => page.getByRole('dialog');

async function openLogin(page: Page, language: Language = 'pt-BR') {
  await page
    .getByRole('banner')
    .getByRole('button', { name: t('host', language, 'topbar.login') })
    .click();
  await expect(dialog(page)).toHaveAccessibleName(t('host', language, 'auth.loginTitle'));
}

async function logIn(page: Page, email: string, password: string) {
  await dialog(page)
    .getByLabel(t('host', 'pt-BR', 'auth.email'))
    .fill(email);
  await dialog(page)
    .getByLabel(t('host', 'pt-BR', 'auth.password'), { exact: true })
    .fill(password);
  await dialog(page)
    .getByRole('button', { name: t('host', 'pt-BR', 'auth.login'), exact: true })
    .click();
}

/** Fills the open sign-up form for Ana Clara Souza at `email` (password "senha forte 123") and sends it. */
async function createAccount(page: Page, email: string) {
  const signup = dialog(page);
  await signup.getByLabel(t('host', 'pt-BR', 'auth.firstName'), { exact: true }).fill('Ana Clara');
  await signup.getByLabel(t('host', 'pt-BR', 'auth.lastName')).fill('Souza');
  await signup.getByLabel(t('host', 'pt-BR', 'auth.email')).fill(email);
  await signup.getByLabel(t('host', 'pt-BR', 'auth.password'), { exact: true }).fill('senha forte 123');
  await signup.getByLabel(t('host', 'pt-BR', 'auth.passwordConfirmation')).fill('senha forte 123');
  await signup.getByRole('button', { name: t('host', 'pt-BR', 'auth.createAccount') }).click();
}

test('sign up, then log in and out', async ({ app, page }) => {
  const email = `e2e-${randomUUID()}@example.com`;
  await app.open('/');
  await page
    .getByRole('banner')
    .getByRole('button', { name: t('host', 'pt-BR', 'topbar.signup') })
    .click();
  await createAccount(page, email);
  await expect(dialog(page).getByText(t('host', 'pt-BR', 'auth.signupSuccessTitle'))).toBeVisible();

  // After about 3 s + 300 ms the login modal opens on its own (spec §4).
  await expect(dialog(page)).toHaveAccessibleName(t('host', 'pt-BR', 'auth.loginTitle'));
  await logIn(page, email, 'senha forte 123');
  await expect(dialog(page).getByText(t('host', 'pt-BR', 'auth.loginSuccessTitle'))).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('button', { name: t('host', 'pt-BR', 'topbar.logout') })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('auth_token')?.length ?? 0)).toBeGreaterThanOrEqual(30);
  // The browser keeps its device cookie (its own budget of wrong passwords), out of scripts' reach.
  const deviceCookie = (await page.context().cookies()).find((cookie) => cookie.name === 'palpite_device');
  expect(deviceCookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/palpite' });
  expect(await page.evaluate(() => document.cookie)).not.toContain('palpite_device');

  await page
    .getByRole('banner')
    .getByRole('button', { name: t('host', 'pt-BR', 'topbar.logout') })
    .click();
  await expect(page.getByRole('banner').getByRole('button', { name: t('host', 'pt-BR', 'topbar.login') })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('auth_token'))).toBeNull();
});

test('a wrong password shows the server message', async ({ app, page }) => {
  const account = await registerAccount();
  await app.open('/');
  await openLogin(page);
  await logIn(page, account.email, 'not the password');
  await expect(dialog(page).getByRole('alert')).toHaveText(common('pt-BR', 'auth.invalidCredentials'));
});

test('forgot password: code from the mail outbox, names, new password, then log in with it', async ({ app, page }) => {
  const account = await registerAccount();
  await app.open('/');
  await openLogin(page);
  await dialog(page)
    .getByRole('button', { name: t('host', 'pt-BR', 'auth.forgotPassword') })
    .click();
  await expect(dialog(page)).toHaveAccessibleName(t('host', 'pt-BR', 'auth.forgotTitle'));

  await dialog(page)
    .getByLabel(t('host', 'pt-BR', 'auth.email'))
    .fill(account.email);
  await dialog(page)
    .getByRole('button', { name: t('host', 'pt-BR', 'auth.sendCode') })
    .click();
  await expect(dialog(page).getByRole('status')).toHaveText(common('pt-BR', 'auth.verificationSent'));

  const code = await lastCodeMailedTo(account.email);
  await dialog(page)
    .getByLabel(t('host', 'pt-BR', 'auth.firstName'), { exact: true })
    .fill(account.firstName);
  await dialog(page)
    .getByLabel(t('host', 'pt-BR', 'auth.lastName'))
    .fill(account.lastName);
  const codeField = dialog(page).getByLabel(t('host', 'pt-BR', 'auth.verificationCode'));
  await codeField.fill(`${code.slice(0, 3)}-${code.slice(3)}99`);
  await expect(codeField).toHaveValue(code);
  await dialog(page)
    .getByRole('button', { name: t('host', 'pt-BR', 'auth.verify') })
    .click();

  await dialog(page)
    .getByLabel(t('host', 'pt-BR', 'auth.newPassword'))
    .fill('nova senha 456');
  await dialog(page)
    .getByLabel(t('host', 'pt-BR', 'auth.passwordConfirmation'))
    .fill('nova senha 456');
  await dialog(page)
    .getByRole('button', { name: t('host', 'pt-BR', 'auth.savePassword') })
    .click();
  await expect(dialog(page).getByText(t('host', 'pt-BR', 'auth.resetSuccessTitle'))).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);

  await openLogin(page);
  await logIn(page, account.email, account.password);
  await expect(dialog(page).getByRole('alert')).toHaveText(common('pt-BR', 'auth.invalidCredentials'));
  await logIn(page, account.email, 'nova senha 456');
  await expect(dialog(page).getByText(t('host', 'pt-BR', 'auth.loginSuccessTitle'))).toBeVisible();
});

test('a visitor going to /mybets gets the warning modal and stays where they were', async ({ app, page }) => {
  await app.open('/sports');
  const sportsHeading = await app.heading.innerText();
  // An in-app navigation (the router's history listener sees it, as with a link).
  await page.evaluate(() => {
    window.history.pushState({}, '', '/mybets');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(dialog(page)).toContainText(t('host', 'pt-BR', 'warning.message'));
  await expect(page).toHaveURL((url) => url.pathname === '/sports');
  await expect(app.heading).toHaveText(sportsHeading);
});

test('a visitor clicking a game gets the warning, stays on the lobby, and reaches the game after logging in', async ({ app, page }) => {
  const account = await registerAccount();
  await app.open('/');
  await app.expectRemotePage('casino');
  const historyLength = await page.evaluate(() => window.history.length);
  const game = app.remotePage('casino').locator('a[href^="/game/"]').first();
  const gamePath = await game.getAttribute('href');
  // On the art's upper part: its lower part holds the tile's Demo button.
  await game.click({ position: { x: 12, y: 12 } });

  // Cancelled before the address changed: no new history entry, the lobby still shown.
  await expect(dialog(page)).toContainText(t('host', 'pt-BR', 'warning.message'));
  await expect(page).toHaveURL((url) => url.pathname === '/');
  expect(await page.evaluate(() => window.history.length)).toBe(historyLength);
  await app.expectRemotePage('casino');

  await dialog(page)
    .getByRole('button', { name: t('host', 'pt-BR', 'warning.login') })
    .click();
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL((url) => url.pathname === gamePath);
});

test('a game link opened fresh in demo mode by a visitor continues in demo mode after the login', async ({ app, page }) => {
  const account = await registerAccount();
  await app.open('/');
  const gamePath = await app.remotePage('casino').locator('a[href^="/game/"]').first().getAttribute('href');
  await page.goto(`${gamePath}?mode=demo`);
  await expect(dialog(page)).toContainText(t('host', 'pt-BR', 'warning.message'));
  await dialog(page)
    .getByRole('button', { name: t('host', 'pt-BR', 'warning.login') })
    .click();
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL((url) => url.pathname === gamePath && url.searchParams.get('mode') === 'demo');
});

test('a visitor who closes the warning stays where they are after a later login, logged in even when they close its success screen at once', async ({
  app,
  page,
}) => {
  const account = await registerAccount();
  await app.open('/');
  await app.expectRemotePage('casino');
  await app
    .remotePage('casino')
    .locator('a[href^="/game/"]')
    .first()
    .click({ position: { x: 12, y: 12 } });
  await expect(dialog(page)).toContainText(t('host', 'pt-BR', 'warning.message'));
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);

  await openLogin(page);
  await logIn(page, account.email, account.password);
  await expect(dialog(page).getByText(t('host', 'pt-BR', 'auth.loginSuccessTitle'))).toBeVisible();
  await dialog(page)
    .getByRole('button', { name: common('pt-BR', 'actions.close') })
    .click();
  await expect(page.getByRole('banner').getByRole('button', { name: t('host', 'pt-BR', 'topbar.logout') })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await app.expectRemotePage('casino');
});

test('a visitor taking the lobby’s welcome offer signs up, logs in and lands on the deposit form with the offer chosen', async ({ app, page }) => {
  const email = `e2e-${randomUUID()}@example.com`;
  await app.open('/');
  await app.expectRemotePage('casino');
  await app
    .remotePage('casino')
    .getByRole('button', { name: t('casino', 'pt-BR', 'welcome.join') })
    .click();
  await expect(dialog(page)).toHaveAccessibleName(t('host', 'pt-BR', 'auth.signupTitle'));
  await createAccount(page, email);
  await expect(dialog(page)).toHaveAccessibleName(t('host', 'pt-BR', 'auth.loginTitle'));
  await logIn(page, email, 'senha forte 123');

  await expect(page).toHaveURL((url) => url.pathname === '/user/wallet' && url.searchParams.get('bonus') === 'welcome');
  await app.expectRemotePage('wallet');
  // Deposits wait for a confirmed email (spec §5): verified on the account page, the player is offered the way back.
  await expect(page.getByRole('heading', { name: t('wallet', 'pt-BR', 'emailGate.title') })).toBeVisible();
  await page.getByRole('link', { name: t('wallet', 'pt-BR', 'emailGate.action') }).click();
  await app.expectRemotePage('account');
  await page.getByRole('button', { name: t('account', 'pt-BR', 'dashboard.email.verify') }).click();
  const code = page.getByLabel(t('account', 'pt-BR', 'dashboard.email.codeLabel'));
  await expect(code).toBeFocused();
  await code.fill(await lastCodeMailedTo(email));
  await page.getByRole('button', { name: t('account', 'pt-BR', 'dashboard.email.confirm'), exact: true }).click();
  await page.getByRole('link', { name: t('account', 'pt-BR', 'dashboard.email.continue') }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/user/wallet' && url.searchParams.get('bonus') === 'welcome');
  await page.getByRole('radio', { name: /^Cartão de crédito/ }).check();
  await expect(page.getByRole('combobox', { name: t('wallet', 'pt-BR', 'bonus.deposit.label') })).toHaveValue('welcome');
});

test('a returning player reloading the site never sees the visitor’s log in, sign up or invitation', async ({ app, page }) => {
  const account = await registerAccount();
  await logInAs(page, account);
  const visitorTexts = [t('host', 'pt-BR', 'topbar.login'), t('host', 'pt-BR', 'topbar.signup'), t('casino', 'pt-BR', 'welcome.join')];
  // Records every visitor-only button that is ever rendered while the page starts.
  await page.addInitScript((texts) => {
    const seen: string[] = [];
    (window as unknown as { visitorButtonsSeen: string[] }).visitorButtonsSeen = seen;
    new MutationObserver(() => {
      for (const button of document.querySelectorAll('button')) {
        const text = button.textContent?.trim() ?? '';
        if (texts.includes(text) && !seen.includes(text)) seen.push(text);
      }
    }).observe(document, { childList: true, subtree: true });
  }, visitorTexts);
  await page.goto('/');
  await app.expectRemotePage('casino');
  await expect(page.getByRole('banner').getByRole('button', { name: t('host', 'pt-BR', 'topbar.logout') })).toBeVisible();
  await expect(app.remotePage('casino').getByRole('link', { name: t('casino', 'pt-BR', 'welcome.cta') })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { visitorButtonsSeen: string[] }).visitorButtonsSeen)).toEqual([]);
});

test('a reload with a session that has ended comes back as a visitor, the dead token forgotten', async ({ app, page }) => {
  await page.goto('/404');
  await page.evaluate(() => window.localStorage.setItem('auth_token', 'a-session-that-ended'));
  await page.goto('/');
  await app.expectRemotePage('casino');
  await expect(page.getByRole('banner').getByRole('button', { name: t('host', 'pt-BR', 'topbar.login') })).toBeVisible();
  await expect(app.remotePage('casino').getByRole('button', { name: t('casino', 'pt-BR', 'welcome.join') })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('auth_token'))).toBeNull();
});

test('a link opened with a session that has ended shows its page to a visitor; a player page shows /404', async ({ app, page }) => {
  await page.goto('/404');
  await page.evaluate(() => window.localStorage.setItem('auth_token', 'a-session-that-ended'));
  await page.goto('/sports?sport=football');
  await app.expectRemotePage('sports');
  await expect(page.getByRole('banner').getByRole('button', { name: t('host', 'pt-BR', 'topbar.login') })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/sports' && url.searchParams.get('sport') === 'football');
  expect(await page.evaluate(() => window.localStorage.getItem('auth_token'))).toBeNull();

  await page.evaluate(() => window.localStorage.setItem('auth_token', 'another-session-that-ended'));
  await page.goto('/user/wallet');
  await expect(page).toHaveURL((url) => url.pathname === '/404');
  await expect(app.heading).toHaveText(t('host', 'pt-BR', 'notFound.title'));
});

test('a visitor on /user/wallet lands on /404', async ({ app, page }) => {
  await page.goto('/user/wallet');
  await expect(page).toHaveURL((url) => url.pathname === '/404');
  await expect(app.heading).toHaveText(t('host', 'pt-BR', 'notFound.title'));
});

for (const [language, locale] of [
  ['pt-BR', 'pt-BR'],
  ['en', 'en-US'],
  ['tr', 'tr-TR'],
] as const) {
  test.describe(`validation messages in ${language}`, () => {
    test.use({ locale });

    test('the sign-up form shows the spec messages, translated', async ({ app, page }) => {
      await app.open('/');
      await page
        .getByRole('banner')
        .getByRole('button', { name: t('host', language, 'topbar.signup') })
        .click();
      const signup = dialog(page);
      await signup.getByLabel(t('host', language, 'auth.email')).fill('ana@');
      await signup.getByLabel(t('host', language, 'auth.password'), { exact: true }).fill('short');
      await signup.getByRole('button', { name: t('host', language, 'auth.createAccount') }).click();
      for (const key of ['validation.firstNameRequired', 'validation.lastNameRequired', 'validation.emailInvalid', 'validation.passwordTooShort']) {
        await expect(signup.getByText(common(language, key), { exact: true })).toBeVisible();
      }
    });
  });
}

test('Back leaves the page with the log-in dialog or the search opened over it', async ({ app, page }) => {
  await app.open('/');
  await page
    .getByRole('banner')
    .getByRole('group', { name: t('host', 'pt-BR', 'mode.label') })
    .getByRole('button', { name: t('host', 'pt-BR', 'mode.sports') })
    .click();
  await expect(page).toHaveURL((url) => url.pathname === '/sports');
  await openLogin(page);
  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(dialog(page)).toHaveCount(0);

  await page.keyboard.press('Control+k');
  await expect(dialog(page)).toBeVisible();
  await page.goForward();
  await expect(page).toHaveURL((url) => url.pathname === '/sports');
  await expect(dialog(page)).toHaveCount(0);
});

test('logging out on a player’s page goes home, without the visitors’ sign-in warning', async ({ app, page }) => {
  const account = await registerAccount();
  await logInAs(page, account, '/mybets');
  await app.expectOnePage();
  await page
    .getByRole('banner')
    .getByRole('button', { name: t('host', 'pt-BR', 'topbar.logout') })
    .click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('banner').getByRole('button', { name: t('host', 'pt-BR', 'topbar.login') })).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
});
