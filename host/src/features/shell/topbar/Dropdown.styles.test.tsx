/**
 * On a 375 px phone the language list hung from its globe button's right edge, and that button
 * sits left of the bell and the account buttons: the 220 px list ran off the screen's left edge.
 * Below 768 px every top-bar dropdown now hangs from the bar's right end, under the bar, and none
 * is ever wider than the window less its margins (at 200 % text too). The test's DOM lays
 * nothing out, so the rules are checked as written, and each dropdown is checked to use them.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { declared, json, mockApi, readStylesheet, renderWithPlatform, splitAtRules } from '@palpite/shared/testing';
import { shellLocales } from '../../../locales.ts';
import { logIn, resetShellState } from '../test-fixtures.tsx';
import { TopBar } from './TopBar.tsx';
import dropdown from './Dropdown.module.css';

/** A phone, or a wider window at 200 % text (the browser's text size sets the rem of a media query). */
const PHONE = '(max-width: 47.99rem)';
const WINDOW_LESS_MARGINS = 'calc(100vw - 2 * var(--space-3))';

const shared = splitAtRules(await readStylesheet(import.meta.url, 'Dropdown.module.css'), 'media');
const notifications = splitAtRules(await readStylesheet(import.meta.url, 'NotificationsPanel.module.css'), 'media');

/** The values `property` of `.panel` takes on a phone in a stylesheet split at its media queries. */
function onPhone(sheet: typeof shared, property: string): string[] {
  return sheet.blocks.filter((block) => block.condition === PHONE).flatMap((block) => declared(block.css, '.panel', property));
}

afterEach(() => {
  resetShellState();
  vi.restoreAllMocks();
});

describe('a top-bar dropdown on a phone', () => {
  it('hangs from the bar’s right end, just under the bar, wherever its button sits', () => {
    expect(shared.blocks.map((block) => block.condition)).toContain(PHONE);
    expect(onPhone(shared, 'position')).toEqual(['fixed']);
    expect(onPhone(shared, 'top')).toEqual(['calc(var(--topbar-height) - var(--space-1))']);
    expect(onPhone(shared, 'right')).toEqual(['var(--space-3)']);
    expect(onPhone(shared, 'left')).toEqual([]);
  });

  it('is never wider than the window less its margins, its shortest width included', () => {
    expect(declared(shared.base, '.panel', 'max-width')).toEqual([WINDOW_LESS_MARGINS]);
    expect(declared(shared.base, '.panel', 'min-width')).toEqual([`min(220px, ${WINDOW_LESS_MARGINS})`]);
  });

  it('wraps an entry too long for it (200 % text) instead of widening past the window', () => {
    expect(declared(shared.base, '.item', 'white-space')).toEqual([]);
    expect(declared(shared.base, '.item', 'overflow-wrap')).toEqual(['anywhere']);
  });

  it('leaves the notifications panel only its width, within the same bounds', () => {
    expect(declared(notifications.base, '.panel', 'width')).toEqual([`min(360px, ${WINDOW_LESS_MARGINS})`]);
    for (const property of ['position', 'top', 'right', 'left', 'min-width', 'max-width']) {
      expect(declared(notifications.base, '.panel', property), property).toEqual([]);
      expect(onPhone(notifications, property), property).toEqual([]);
    }
  });
});

describe('every dropdown of the top bar', () => {
  it('uses the shared panel, the language list, the notifications and the account menu alike', async () => {
    mockApi({ 'GET user/notifications': () => json(200, { notifications: [], unread_count: 0, next_cursor: null }) });
    logIn();
    await renderWithPlatform(
      <TopBar hideOnPhone={false} menuOpen={false} menuId="menu" onOpenMenu={() => undefined} onLogout={() => undefined} notifications={{}} />,
      { namespaces: { shell: shellLocales } },
    );
    const user = userEvent.setup();
    for (const name of [/^Language/, /^Notifications/, /^My account$/]) {
      const trigger = screen.getAllByRole('button', { name }).find((button) => button.hasAttribute('aria-controls'))!;
      await user.click(trigger);
      // The notifications panel's code loads on the first open.
      await vi.waitFor(() => expect(document.getElementById(trigger.getAttribute('aria-controls')!)).not.toBeNull());
      expect(document.getElementById(trigger.getAttribute('aria-controls')!)!.classList.contains(dropdown.panel!), String(name)).toBe(true);
      await user.keyboard('{Escape}');
    }
  });
});
