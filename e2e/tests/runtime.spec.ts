/**
 * One platform at run time (architecture §2): after pages of all four remotes rendered in one
 * session there is one SDK, one React and one jotai store, and the Module Federation share
 * scope holds the host's React, used by every remote — no remote downloaded its own copy.
 */
import { type Response } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { REMOTE_NAMES, type RemoteName } from '../support/routes.ts';
import { signUpAndLogIn } from '../support/session.ts';

/** A page of each remote; the wallet has only login-required pages, so the session is a player's. */
const PAGES: ReadonlyArray<{ path: string; remote: RemoteName }> = [
  { path: '/', remote: 'casino' },
  { path: '/sports', remote: 'sports' },
  { path: '/about', remote: 'account' },
  { path: '/user/wallet', remote: 'wallet' },
];

/**
 * Singletons every page uses, so the host has put them in the share scope by then (the shared
 * table lists more; an entry point nobody imported, e.g. `ably` before realtime starts, is absent).
 */
const SINGLETONS = ['react', 'react-dom', 'react/jsx-runtime', 'react-router-dom', 'jotai/vanilla', 'jotai/react', '@palpite/shared'];

/** Found in React's and ReactDOM's own code, never in application code: a release chunk carrying it bundles React. */
const REACT_MARKER = '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE';

test('pages of all four remotes share one React, one store and one SDK', async ({ app, page }) => {
  await page.goto('/404');
  await signUpAndLogIn(page);

  const releaseScripts: Response[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/mfe/') && url.pathname.endsWith('.js')) releaseScripts.push(response);
  });

  const [first, ...rest] = PAGES;
  if (!first) throw new Error('no pages');
  await app.open(first.path); // a fresh page load: everything below happens in this one document
  await app.expectRemotePage(first.remote);
  for (const { path, remote } of rest) {
    await app.navigate(path);
    await app.expectRemotePage(remote);
  }

  const runtime = await app.runtime();
  expect(runtime, 'window.__PALPITE_RUNTIME__').not.toBeNull();
  // Soft: one run reports every broken property, not just the first.
  expect.soft(runtime?.remotesRendered).toEqual([...REMOTE_NAMES].sort());
  expect.soft(runtime?.sdkInstances, 'SDK instances').toBe(1);
  expect.soft(runtime?.stores, 'jotai stores').toBe(1);
  expect.soft(runtime?.reactCores, 'distinct React implementations (by internals)').toBe(1);
  // The SDK's own probe: each remote hands defineRemote a React object; one React means one object.
  const probe = 'React objects recorded by defineRemote (an `import * as React` namespace is one object per bundle)';
  expect.soft(runtime?.reactInstances, probe).toBe(1);

  const shared = await app.sharedVersions(SINGLETONS);
  for (const name of SINGLETONS) {
    const entries = shared.filter((entry) => entry.name === name);
    expect(entries.length, `${name} is in a share scope`).toBeGreaterThan(0);
    for (const scope of new Set(entries.map((entry) => `${entry.instance}/${entry.scope}`))) {
      const versions = entries.filter((entry) => `${entry.instance}/${entry.scope}` === scope);
      const found = versions.map((entry) => entry.version);
      expect(found, `${name} has one version in ${scope}`).toHaveLength(1);
    }
  }
  const react = shared.filter((entry) => entry.name === 'react');
  for (const entry of react) {
    expect(entry, `react in ${entry.instance}/${entry.scope}`).toMatchObject({ from: 'host', loaded: true });
    expect(entry.useIn).toEqual(expect.arrayContaining([...REMOTE_NAMES]));
  }

  // No release script carries React's code: the remotes used the host's copy.
  expect(releaseScripts.length).toBeGreaterThan(0);
  for (const response of releaseScripts) {
    const body = await response.text();
    expect(body.includes(REACT_MARKER), `${response.url()} bundles React`).toBe(false);
  }
});
