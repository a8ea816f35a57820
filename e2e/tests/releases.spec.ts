/**
 * Releases (architecture §2): publishing and activating a new casino release changes what the
 * next page load runs — casino only — and a rollback brings the previous release back; a release
 * that breaks when it runs is rolled back under a player's open page, whose retry then loads the
 * release rolled back to. Runs
 * serially and leaves the registry as it found it, so the other spec files are not affected.
 */
import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type PalpiteApp } from '../support/app.ts';
import { DATA_DIR, REPO_ROOT } from '../support/env.ts';
import { allowConsoleErrors, expect, test } from '../support/fixtures.ts';
import { common } from '../support/locales.ts';
import { activeVersions, remoteCli } from '../support/registry.ts';
import { type RemoteName } from '../support/routes.ts';

test.describe.configure({ mode: 'serial' });

const NEW_VERSION = '2.0.0';
const BROKEN_VERSION = '2.1.0';
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

/** A copy of the built casino, as BROKEN_VERSION, whose exposed module throws when it runs: it downloads fine, then breaks. */
async function casinoThatThrowsAtImport(): Promise<string> {
  const folder = join(DATA_DIR, 'casino-throws-at-import');
  await rm(folder, { recursive: true, force: true });
  await cp(join(REPO_ROOT, 'remote-casino', 'dist'), folder, { recursive: true });
  const expose = (await readdir(folder)).find((file) => /^__federation_expose_remote\.[0-9a-f]+\.js$/.test(file));
  expect(expose, 'the built casino has its expose chunk').toBeTruthy();
  const source = await readFile(join(folder, expose!), 'utf8');
  // The first module factory of the chunk: `…push([[4991],{9140(e,t,a){` gets a throw as its first statement.
  const broken = source.replace(/(\.push\(\[\[[\d,]+\],\{\d+\([^)]*\)\{)/, '$1throw new Error("casino broken on purpose");');
  expect(broken, 'the expose chunk has the expected shape').not.toBe(source);
  await writeFile(join(folder, expose!), broken);
  // The CLI publishes a folder as the version its manifest says it was built as.
  const manifestPath = join(folder, 'mf-manifest.json');
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as { metaData: { buildInfo: { buildVersion: string } } };
  manifest.metaData.buildInfo.buildVersion = BROKEN_VERSION;
  await writeFile(manifestPath, JSON.stringify(manifest));
  return folder;
}

test.describe('a release that breaks when it runs', () => {
  test.use(allowConsoleErrors(/casino broken on purpose/, /RemoteUnavailableError: remote casino is unavailable/));

  test('players see its panel, and after the rollback the retry loads the release rolled back to without a reload', async ({ app, page }) => {
    test.setTimeout(120_000);
    await remoteCli(['publish', 'casino', '--version', BROKEN_VERSION, '--from', await casinoThatThrowsAtImport()]);
    await remoteCli(['activate', 'casino', BROKEN_VERSION]);
    await page.goto('/');
    const panel = app.unavailable('casino');
    await expect(panel).toBeVisible();

    expect(await remoteCli(['rollback', 'casino'])).toContain(`${BROKEN_VERSION} → ${before.casino}`);
    const loadsBefore = await page.evaluate(() => performance.getEntriesByType('navigation').length + performance.timeOrigin);
    await panel.getByRole('button', { name: common('pt-BR', 'actions.retry') }).click();
    // Before, the rolled-back container adopted the broken release's installed chunks and threw again.
    await app.expectRemotePage('casino', before.casino);
    await expect(panel).toHaveCount(0);
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length + performance.timeOrigin)).toBe(loadsBefore);
  });
});
