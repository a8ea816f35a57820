import { useEffect } from 'react';
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { ScrollRestorer, scrollKey } from './ScrollRestorer.tsx';

const router: { navigate: NavigateFunction } = { navigate: () => undefined };
function CaptureNavigate() {
  const navigate = useNavigate();
  useEffect(() => {
    router.navigate = navigate;
  }, [navigate]);
  return null;
}

function renderAt(entries: Array<string | { pathname: string; key: string }>) {
  return render(
    <MemoryRouter initialEntries={entries}>
      <ScrollRestorer />
      <CaptureNavigate />
    </MemoryRouter>,
  );
}

/** The player scrolls: the window moves and says so. */
function scrollTo(y: number) {
  window.scrollTo(0, y);
  window.dispatchEvent(new Event('scroll'));
}

const go = (to: string | number) =>
  act(async () => {
    await (typeof to === 'number' ? router.navigate(to) : router.navigate(to));
  });

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
  window.scrollTo(0, 0);
});

describe('scroll restoration (spec §2)', () => {
  it('starts a new navigation at the top and returns to the position on back and forward', async () => {
    renderAt(['/404']);
    scrollTo(240);
    await go('/');
    expect(window.scrollY).toBe(0);
    scrollTo(120);
    await go(-1);
    expect(window.scrollY).toBe(240);
    await go(1);
    expect(window.scrollY).toBe(120);
  });

  it('waits for a page coming back to grow tall enough to reach its position, unless the player scrolls first', async () => {
    renderAt(['/404']);
    scrollTo(900);
    await go('/');
    // A page coming back is a short skeleton at first: the window stops at its end.
    let pageEnd = 300;
    const move = window.scrollTo.bind(window) as (x: number, y: number) => void;
    vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => move(0, Math.min(y, pageEnd))) as typeof window.scrollTo);
    await go(-1);
    expect(window.scrollY).toBe(300);
    window.dispatchEvent(new Event('scroll'));
    pageEnd = 2000; // its content arrived
    await vi.waitFor(() => expect(window.scrollY).toBe(900));

    // Forward and back again, the player scrolling before the page is tall enough: theirs wins.
    await go(1);
    pageEnd = 300;
    await go(-1);
    window.dispatchEvent(new Event('wheel'));
    pageEnd = 2000;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(window.scrollY).toBe(300);
  });

  it('stays where the player is when the page replaces its own address (a filter, a game’s mode), not when a replace leaves the page', async () => {
    renderAt(['/games']);
    scrollTo(400);
    await act(async () => {
      await router.navigate('/games?provider=samba', { replace: true });
    });
    expect(window.scrollY).toBe(400);
    await act(async () => {
      await router.navigate('/', { replace: true });
    });
    expect(window.scrollY).toBe(0);
  });

  it('scrolls a #fragment into view on a new navigation', async () => {
    renderAt(['/terms']);
    const section = document.createElement('section');
    section.id = 'privacidade';
    document.body.append(section);
    const intoView = vi.spyOn(section, 'scrollIntoView').mockImplementation(() => undefined);
    await go('/terms#privacidade');
    expect(intoView).toHaveBeenCalledOnce();
    section.remove();
  });

  it('starts at the top for a malformed #fragment instead of failing', async () => {
    renderAt(['/terms']);
    scrollTo(90);
    await go('/terms#%E0%A4%A');
    expect(window.scrollY).toBe(0);
  });

  it('keeps positions across a reload of the tab, filed by address for its first entry', async () => {
    const first = renderAt([{ pathname: '/terms', key: 'default' }]);
    scrollTo(180);
    window.dispatchEvent(new Event('pagehide'));
    first.unmount();
    window.scrollTo(0, 0);

    renderAt([{ pathname: '/terms', key: 'default' }]);
    expect(window.scrollY).toBe(180);
  });

  it('keeps a position scrolled to just before the reload, before its scroll event fired', async () => {
    const first = renderAt([{ pathname: '/terms', key: 'default' }]);
    window.scrollTo(0, 180);
    window.dispatchEvent(new Event('pagehide'));
    first.unmount();
    window.scrollTo(0, 0);

    renderAt([{ pathname: '/terms', key: 'default' }]);
    expect(window.scrollY).toBe(180);
  });

  it('files the first entry of a document by address and every other by its key', () => {
    expect(scrollKey({ key: 'default', pathname: '/sports', search: '?sport=soccer' })).toBe('/sports?sport=soccer');
    expect(scrollKey({ key: 'k3x9', pathname: '/sports', search: '' })).toBe('k3x9');
  });
});
