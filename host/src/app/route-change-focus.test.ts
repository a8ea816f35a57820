import { afterEach, describe, expect, it, vi } from 'vitest';
import { decideFocusAfterNavigation, focusNewPageWhenShown, followFocus } from './route-change-focus.ts';

const WITHDRAW = { pathname: '/wallet/withdraw', search: '' };

/** A wallet page as the remote renders it: its h1, then its tabs, the current one marked. */
function walletPage(current: string): string {
  const tab = (href: string, name: string) => `<li><a href="${href}"${href === current ? ' aria-current="page"' : ''}>${name}</a></li>`;
  return `<section><h1>Wallet</h1><nav aria-label="Wallet tabs"><ul>${tab('/wallet', 'Deposit')}${tab('/wallet/withdraw', 'Withdraw')}</ul></nav></section>`;
}

function mountMain(html = ''): HTMLElement {
  const main = document.createElement('main');
  main.id = 'main';
  main.innerHTML = html;
  document.body.append(main);
  return main;
}

/** A link the player activated on the page now gone (it left the document with its page). */
function goneLink(href: string, name: string): HTMLAnchorElement {
  const link = document.createElement('a');
  link.href = href;
  link.textContent = name;
  return link;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('the focus after a navigation', () => {
  it('goes to the new page’s copy of the tab just pressed once the old one took the focus away', () => {
    const main = mountMain(walletPage('/wallet/withdraw'));
    const decision = decideFocusAfterNavigation({ main, focusedBefore: goneLink('/wallet/withdraw', 'Withdraw'), active: document.body, location: WITHDRAW });
    expect(decision).toEqual({ kind: 'focus', target: main.querySelector('a[aria-current="page"]') });
  });

  it('goes to the page’s h1 when the page has no copy of the activated link (a “back to where you were” that lands on a tab)', () => {
    const main = mountMain(walletPage('/wallet'));
    const decision = decideFocusAfterNavigation({
      main,
      focusedBefore: goneLink('/wallet', 'Back to where you were'),
      active: document.body,
      location: { pathname: '/wallet', search: '' },
    });
    expect(decision).toEqual({ kind: 'focus', target: main.querySelector('h1') });
  });

  it('goes to the h1 after Back (nothing activated leads here), and counts a focused element that left the page as lost', () => {
    const main = mountMain(walletPage('/wallet/withdraw'));
    const gone = goneLink('/wallet', 'Deposit');
    expect(decideFocusAfterNavigation({ main, focusedBefore: gone, active: gone, location: WITHDRAW })).toEqual({
      kind: 'focus',
      target: main.querySelector('h1'),
    });
  });

  it('waits while the new page is still loading', () => {
    const main = mountMain('<div aria-busy="true"></div>');
    expect(decideFocusAfterNavigation({ main, focusedBefore: goneLink('/wallet/withdraw', 'Withdraw'), active: document.body, location: WITHDRAW })).toEqual({
      kind: 'wait',
    });
  });

  it('leaves a focus that is still on a live element the player (or the page) put it on', () => {
    const main = mountMain(walletPage('/wallet/withdraw'));
    const sidebarLink = goneLink('/wallet/withdraw', 'Withdraw');
    document.body.prepend(sidebarLink);
    const search = document.createElement('input');
    document.body.prepend(search);
    expect(decideFocusAfterNavigation({ main, focusedBefore: goneLink('/wallet/withdraw', 'Withdraw'), active: search, location: WITHDRAW })).toEqual({
      kind: 'leave',
    });
    // Still on the link pressed (a sidebar that stays, or a page not gone yet): nothing to do until it goes.
    expect(decideFocusAfterNavigation({ main, focusedBefore: sidebarLink, active: sidebarLink, location: WITHDRAW })).toEqual({ kind: 'wait' });
  });

  it('leaves the focus alone when nothing had it before (the first load and its redirects)', () => {
    const main = mountMain(walletPage('/wallet/withdraw'));
    expect(decideFocusAfterNavigation({ main, focusedBefore: null, active: document.body, location: WITHDRAW })).toEqual({ kind: 'leave' });
  });
});

describe('focusNewPageWhenShown', () => {
  it('focuses the h1 once the lazy page shows it, made focusable and without scrolling (the scroll restoration owns it)', async () => {
    const main = mountMain('<div aria-busy="true"></div>');
    const stop = focusNewPageWhenShown(main, goneLink('/account', 'Confirm my email'), { pathname: '/account', search: '' });
    expect(document.activeElement).toBe(document.body);
    const focus = vi.spyOn(HTMLElement.prototype, 'focus');
    main.innerHTML = '<section><h1>My account</h1></section>';
    const heading = main.querySelector('h1');
    await vi.waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading?.tabIndex).toBe(-1);
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
    stop();
    focus.mockRestore();
  });

  it('gives up when the player focuses something before the page shows', async () => {
    const main = mountMain('<div aria-busy="true"></div>');
    const stop = focusNewPageWhenShown(main, goneLink('/account', 'Confirm my email'), { pathname: '/account', search: '' });
    const skipLink = goneLink('#main', 'Skip to content');
    document.body.prepend(skipLink);
    skipLink.focus();
    main.innerHTML = '<section><h1>My account</h1></section>';
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.activeElement).toBe(skipLink);
    stop();
  });
});

describe('followFocus', () => {
  it('reports the element focused at the start and each one focused after, until stopped', () => {
    const first = goneLink('/', 'Home');
    const second = goneLink('/wallet', 'Wallet');
    document.body.append(first, second);
    first.focus();
    const seen: Element[] = [];
    const stop = followFocus((element) => seen.push(element));
    second.focus();
    stop();
    first.focus();
    expect(seen).toEqual([first, second]);
  });
});
