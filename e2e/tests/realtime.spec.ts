/**
 * Realtime through the local Ably-protocol server (issue: realtime): a notification sent by ops
 * appears with the unread dot without a reload, ending a session from another browser shows
 * the forced-logout notice, a live page that loses its link says so and locks its odds, and a
 * live match page follows its match from the first moment, for visitors too.
 */
import type { Browser, Page } from '@playwright/test';
import { allowConsoleErrors, expect, test } from '../support/fixtures.ts';
import { registerAccount, type Account } from '../support/accounts.ts';
import { API_BASE, OPS_TOKEN } from '../support/env.ts';
import { t } from '../support/locales.ts';
import { bettableMatches, finish, kickOffLiveMatch } from '../support/sports.ts';
import { asPlayer } from '../support/wallet.ts';

// The page checks whether its own session survived a force-logout: the ended one answers 401.
test.use(allowConsoleErrors(/Failed to load resource: the server responded with a status of 401/));

/** Logs a page in through the API (from inside the page, so the session belongs to this browser). */
async function loggedIn(page: Page, account: Account): Promise<number> {
  await page.goto('/');
  const id = await page.evaluate(
    async ({ api, email, password }) => {
      const login = await fetch(`${api}/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password }) });
      const { access_token: token } = (await login.json()) as { access_token: string };
      window.localStorage.setItem('auth_token', token);
      const me = await fetch(`${api}/user`, { headers: { Authorization: `Bearer ${token}` } });
      return ((await me.json()) as { user: { id: number } }).user.id;
    },
    { api: '/api/palpite', email: account.email, password: account.password },
  );
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: t('host', 'pt-BR', 'topbar.logout') })).toBeVisible();
  return id;
}

async function secondBrowser(browser: Browser, account: Account): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'pt-BR' })).newPage();
  await loggedIn(page, account);
  return page;
}

test('a notification sent by ops appears at once, with the unread dot', async ({ page }) => {
  const account = await registerAccount();
  const id = await loggedIn(page, account);
  const bell = page.getByRole('banner').getByRole('button', { name: t('host', 'pt-BR', 'topbar.notifications'), exact: true });
  await expect(bell).toBeVisible();

  const response = await fetch(`${API_BASE}/ops/notifications`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${OPS_TOKEN}` },
    body: JSON.stringify({ user_id: id, kind: 'service', title: 'Bônus liberado', message: 'Seu bônus de boas-vindas está disponível.' }),
  });
  expect(response.status).toBe(200);

  const unread = page.getByRole('banner').getByRole('button', { name: t('host', 'pt-BR', 'topbar.notificationsUnread_one').replace('{{count}}', '1') });
  await expect(unread).toBeVisible();
  await unread.click();
  // The list shows the message itself, not the catalogue's generic "you have a new notification".
  await expect(page.getByRole('button', { name: /Bônus liberado/ })).toContainText('Seu bônus de boas-vindas está disponível.');
  await page.getByRole('button', { name: /Bônus liberado/ }).click();
  const detail = page.getByRole('dialog', { name: 'Bônus liberado' });
  await expect(detail).toContainText('Seu bônus de boas-vindas está disponível.');
  await detail.getByRole('button', { name: t('host', 'pt-BR', 'notificationDetail.ok') }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: t('host', 'pt-BR', 'topbar.notifications'), exact: true })).toBeVisible();
});

async function notify(userId: number, title: string): Promise<void> {
  const response = await fetch(`${API_BASE}/ops/notifications`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${OPS_TOKEN}` },
    body: JSON.stringify({ user_id: userId, kind: 'service', title, message: `Mensagem de ${title}.` }),
  });
  expect(response.status).toBe(200);
}

test('the bell counts every unread notification, opening it marks them read but not one that comes after, and “load more” brings the older ones', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const account = await registerAccount();
  const id = await loggedIn(page, account);
  for (let n = 1; n <= 55; n += 1) await notify(id, `Aviso ${n}`);
  await page.reload();
  const unreadOnServer = async () => (await asPlayer<{ unread_count: number }>(page, 'GET', 'user/notifications')).body.unread_count;

  const bell = page.getByRole('banner').getByRole('button', { name: t('host', 'pt-BR', 'topbar.notificationsUnread_other').replace('{{count}}', '55') });
  await expect(bell).toBeVisible();
  await bell.click();
  const shown = page.getByRole('banner').getByRole('button', { name: /^Aviso \d+/ });
  await expect(shown).toHaveCount(50);
  // Spec §4: opening marks all read, the five older ones too.
  await expect.poll(unreadOnServer).toBe(0);
  const unreadBadges = page.getByRole('banner').getByText(t('host', 'pt-BR', 'notifications.unread'), { exact: true });
  await expect(unreadBadges).toHaveCount(0);

  const loadMore = page.getByRole('button', { name: t('shared', 'pt-BR', 'list.loadMore') });
  await page.setViewportSize({ width: 375, height: 812 });
  await loadMore.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('bell-375.png'), animations: 'disabled' });
  await loadMore.click();
  await expect(shown).toHaveCount(55);
  await expect(shown.last()).toContainText('Aviso 1');
  await expect(unreadBadges).toHaveCount(0);
  await expect(loadMore).toHaveCount(0);

  // One that comes while the bell is open is new: unread, and counted.
  await notify(id, 'Aviso 56');
  await expect(page.getByRole('banner').getByRole('button', { name: /^Aviso 56/ })).toContainText(t('host', 'pt-BR', 'notifications.unread'));
  await expect.poll(unreadOnServer).toBe(1);
});

test('ending a session from another browser shows the forced-logout notice', async ({ page, browser }) => {
  // Two browsers and two logins: past the default timeout when the two cores are busy.
  test.setTimeout(90_000);
  const account = await registerAccount();
  await loggedIn(page, account);
  const other = await secondBrowser(browser, account);
  await other.evaluate(async () => {
    await fetch('/api/palpite/user/sessions/end-others', { method: 'POST', headers: { Authorization: `Bearer ${window.localStorage.getItem('auth_token')}` } });
  });

  const notice = page.getByRole('dialog', { name: t('host', 'pt-BR', 'forcedLogout.title') });
  await expect(notice).toContainText(t('host', 'pt-BR', 'forcedLogout.message'));
  expect(await page.evaluate(() => window.localStorage.getItem('auth_token'))).toBeNull();
  await notice.getByRole('button', { name: t('host', 'pt-BR', 'forcedLogout.understood') }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('banner').getByRole('button', { name: t('host', 'pt-BR', 'topbar.login') })).toBeVisible();
  // The other browser's session is untouched.
  await other.reload();
  await expect(other.getByRole('banner').getByRole('button', { name: t('host', 'pt-BR', 'topbar.logout') })).toBeVisible();
  await other.context().close();
});

test('the tabs of one browser share its session: a logout in one logs the others out, a login in one brings them in', async ({ page }) => {
  test.setTimeout(90_000);
  const first = await registerAccount();
  const second = await registerAccount();
  await loggedIn(page, first);
  const banner = (tab: Page) => tab.getByRole('banner');
  const other = await page.context().newPage();
  await other.goto('/user/dashboard');
  await expect(banner(other).getByRole('button', { name: t('host', 'pt-BR', 'topbar.logout') })).toBeVisible();

  await banner(page)
    .getByRole('button', { name: t('host', 'pt-BR', 'topbar.logout') })
    .click();
  await expect(banner(page).getByRole('button', { name: t('host', 'pt-BR', 'topbar.login') })).toBeVisible();
  // The other tab leaves the player's page and shows a visitor, without a reload of its own.
  await expect(other).toHaveURL((url) => url.pathname === '/');
  await expect(banner(other).getByRole('button', { name: t('host', 'pt-BR', 'topbar.login') })).toBeVisible();

  // Someone else logs in in the first tab: the other tab is theirs too, not a mix of two players.
  await loggedIn(page, second);
  await expect(banner(other).getByRole('button', { name: t('host', 'pt-BR', 'topbar.logout') })).toBeVisible();
  await banner(other)
    .getByRole('button', { name: t('host', 'pt-BR', 'topbar.account') })
    .click();
  await expect(banner(other).getByText(second.email)).toBeVisible();
  await other.close();
});

test.describe('a live page whose realtime link drops', () => {
  test.use(allowConsoleErrors(/WebSocket connection to .* failed/));

  test('says the score and odds may be out of date and locks the odds, then unlocks once the link is back', async ({ app, page }) => {
    test.setTimeout(90_000);
    const match = await kickOffLiveMatch(await bettableMatches('football', 'link-drop'));
    // The realtime server is cut while the page keeps its HTTP: only the live link is lost.
    let cut = false;
    await page.routeWebSocket(/:\d+\/\?/, (socket) => {
      if (cut) return socket.close();
      const server = socket.connectToServer();
      socket.onMessage((message) => (cut ? socket.close() : server.send(message)));
      server.onMessage((message) => (cut ? socket.close() : socket.send(message)));
    });
    await app.open(`/live-types/${match.id}`);
    const odds = page.getByRole('main').getByRole('button', { pressed: false }).first();
    await expect(odds).toBeEnabled();
    const notice = page.getByRole('status').filter({ hasText: t('sports', 'pt-BR', 'live.interrupted') });
    await expect(notice).toHaveCount(0);

    cut = true;
    await expect(notice).toBeVisible({ timeout: 40_000 });
    await expect(
      page
        .getByRole('main')
        .getByRole('button', { name: /, suspenso$/ })
        .first(),
    ).toBeDisabled();

    cut = false;
    await expect(notice).toHaveCount(0, { timeout: 40_000 });
  });
});

test.describe('a live match page', () => {
  const summary = (page: Page) => page.getByRole('region', { name: t('sports', 'pt-BR', 'match.summary') });
  const score = (home: number, away: number) => t('sports', 'pt-BR', 'match.scoreLabel').replace('{{home}}', String(home)).replace('{{away}}', String(away));

  test('shows a visitor a live basketball match as it ends, without a reload', async ({ app, page }) => {
    test.setTimeout(90_000);
    const match = await kickOffLiveMatch(await bettableMatches('basketball', 'visitor-end'));
    await app.open(`/basket-types/${match.id}`);
    await expect(summary(page)).toContainText(match.home);

    await finish(match.id, { home: 131, away: 97 });
    await expect(summary(page)).toContainText(score(131, 97), { timeout: 20_000 });
  });

  test('keeps what was published while its channel was attaching', async ({ app, page }) => {
    test.setTimeout(90_000);
    const match = await kickOffLiveMatch(await bettableMatches('football', 'attach'));
    // The page's attach of the match channel is held back until the match has ended.
    const channel = `"channel":"public:match.${match.id}"`;
    const held: (string | Buffer)[] = [];
    let holding = true;
    let toServer: (message: string | Buffer) => void = () => undefined;
    await page.routeWebSocket(/:\d+\/\?/, (socket) => {
      const server = socket.connectToServer();
      toServer = (message) => server.send(message);
      socket.onMessage((message) => {
        const attach = typeof message === 'string' && message.includes('"action":10') && message.includes(channel);
        if (holding && attach) held.push(message);
        else server.send(message);
      });
      server.onMessage((message) => socket.send(message));
    });
    await app.open(`/live-types/${match.id}`);
    await expect(summary(page)).toContainText(match.home);
    await expect.poll(() => held.length).toBeGreaterThan(0);

    await finish(match.id, { home: 5, away: 4, ht_home: 2, ht_away: 2 });
    holding = false;
    for (const message of held.splice(0)) toServer(message);
    await expect(summary(page)).toContainText(score(5, 4), { timeout: 20_000 });
  });
});
