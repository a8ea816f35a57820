/**
 * Releases (architecture §2): publishing and activating a new casino release changes what the
 * next page load runs — casino only — and a rollback brings the previous release back. Runs
 * serially and leaves the registry as it found it, so the other spec files are not affected.
 */
import { type PalpiteApp } from '../support/app.ts';
import { expect, test } from '../support/fixtures.ts';
import { activeVersions, remoteCli } from '../support/registry.ts';
import { type RemoteName } from '../support/routes.ts';

test.describe.configure({ mode: 'serial' });

const NEW_VERSION = '2.0.0';
let before: Record<RemoteName, string | undefined>;

/** The release folders the current document loaded scripts from, e.g. `/mfe/casino/1.0.0/`. */
async function releaseFolders(app: PalpiteApp, remote: RemoteName): Promise<string[]> {
  const folders = (await app.resourceUrls()).flatMap((url) => {
    const match = new RegExp(`/mfe/${remote}/([^/]+)/`).exec(new URL(url).pathname);
    return match ? [match[0]] : [];
  });
  return [...new Set(folders)].sort();
}

test.beforeAll(async () => {
  before = await activeVersions();
  expect(before.casino, 'casino has an active release').toBeTruthy();
  expect(before.casino).not.toBe(NEW_VERSION);
});

test.afterAll(async () => {
  // Whatever happened above, leave the casino on the release it had.
  const now = await activeVersions();
  if (before?.casino && now.casino !== before.casino) await remoteCli(['activate', 'casino', before.casino]);
});

test('a published and activated casino release applies on the next load', async ({ app, page }) => {
  test.setTimeout(240_000);
  await app.open('/');
  await app.expectRemotePage('casino', before.casino);
  expect(await releaseFolders(app, 'casino')).toEqual([`/mfe/casino/${before.casino}/`]);

  const published = await remoteCli(['publish', 'casino', '--version', NEW_VERSION]);
  expect(published).toContain(`casino ${NEW_VERSION}`);
  // Publishing alone changes nothing for players.
  expect((await activeVersions()).casino).toBe(before.casino);

  await remoteCli(['activate', 'casino', NEW_VERSION]);
  expect(await activeVersions()).toEqual({ ...before, casino: NEW_VERSION });

  await page.reload();
  await app.expectRemotePage('casino', NEW_VERSION);
  expect(await releaseFolders(app, 'casino')).toEqual([`/mfe/casino/${NEW_VERSION}/`]);
});

test('the other remotes keep their releases', async ({ app }) => {
  await app.open('/sports');
  await app.expectRemotePage('sports', before.sports);
  expect(await releaseFolders(app, 'sports')).toEqual([`/mfe/sports/${before.sports}/`]);

  await app.open('/about');
  await app.expectRemotePage('account', before.account);
  expect(await releaseFolders(app, 'account')).toEqual([`/mfe/account/${before.account}/`]);
});

test('a rollback brings the previous release back on the next load', async ({ app, page }) => {
  await app.open('/');
  await app.expectRemotePage('casino', NEW_VERSION);

  const output = await remoteCli(['rollback', 'casino']);
  expect(output).toContain(`${NEW_VERSION} → ${before.casino}`);
  expect(await activeVersions()).toEqual(before);

  await page.reload();
  await app.expectRemotePage('casino', before.casino);
  expect(await releaseFolders(app, 'casino')).toEqual([`/mfe/casino/${before.casino}/`]);
});
