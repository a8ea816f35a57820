import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useNavigationType } from 'react-router-dom';
import { json, mockApi, renderWithPlatform } from '@palpite/shared/testing';
import { gameDetails, logIn, logOut } from '../../testing/casino-testing.tsx';
import { casinoGameTexts, casinoLocales } from '../../locales/index.ts';
import { GameHeader } from './GameHeader.tsx';

const SOL = gameDetails({ uuid: 'sol-do-sertao', slug: 'sol-do-sertao', name: 'Sol do Sertão', provider: 'Sertão Sandbox', game_type: 'external' });

/**
 * The tab's history as the browser's Navigation API lists it: the page's own entries, the game page
 * last. An iframe's entries (a third-party game's spins) are not among them.
 */
function browseTab(addresses: string[], traversal: 'commits' | 'fails' = 'commits') {
  const entries = addresses.map((address, index) => ({ key: `entry-${index}`, url: new URL(address, window.location.origin).href, index }));
  const settled = traversal === 'commits' ? Promise.resolve() : Promise.reject(new DOMException('No such entry', 'InvalidStateError'));
  settled.catch(() => undefined);
  const traverseTo = vi.fn(() => ({ committed: settled, finished: settled }));
  Object.defineProperty(window, 'navigation', { configurable: true, value: { currentEntry: entries.at(-1), entries: () => entries, traverseTo } });
  return traverseTo;
}

/** Where the router went, and how: a link or navigate() is a PUSH, a step in history a POP. */
function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{`${useNavigationType()} ${pathname}${search}`}</output>;
}

async function openGame(address: string) {
  logIn();
  mockApi({ 'GET user/games/favourites': () => json(200, { data: [] }) });
  await renderWithPlatform(
    <>
      <GameHeader titleId="title" game={SOL} loading={false} />
      <Address />
    </>,
    { route: address, language: 'pt-BR', namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] } },
  );
}

async function leave() {
  await userEvent.click(screen.getByLabelText('Voltar'));
  return screen.getByRole('status', { name: 'address' }).textContent;
}

afterEach(() => {
  Reflect.deleteProperty(window, 'navigation');
  vi.restoreAllMocks();
  logOut();
});

describe('GameHeader’s Voltar', () => {
  it('goes back in history to the category page they opened the game from, so its scroll position is restored', async () => {
    const traverseTo = browseTab(['/', '/slot?provider=sertao-sandbox', '/game/sol-do-sertao']);
    await openGame('/game/sol-do-sertao');

    expect(screen.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/slot?provider=sertao-sandbox');
    expect(await leave()).toBe('POP /game/sol-do-sertao');
    expect(traverseTo).toHaveBeenCalledExactlyOnceWith('entry-1');
  });

  it('passes over game pages: the same game in the other mode, the game played before', async () => {
    const traverseTo = browseTab(['/livecasino', '/game/roleta-europeia', '/game/sol-do-sertao', '/game/sol-do-sertao?mode=demo']);
    await openGame('/game/sol-do-sertao?mode=demo');

    await leave();
    expect(traverseTo).toHaveBeenCalledExactlyOnceWith('entry-0');
  });

  it('leaves a click that opens a new tab to the link', async () => {
    const traverseTo = browseTab(['/livecasino', '/game/sol-do-sertao']);
    await openGame('/game/sol-do-sertao');

    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(screen.getByLabelText('Voltar'));
    await user.keyboard('{/Control}');
    expect(traverseTo).not.toHaveBeenCalled();
  });

  it('opens the page anew when the browser no longer has its entry', async () => {
    browseTab(['/livecasino', '/game/sol-do-sertao'], 'fails');
    await openGame('/game/sol-do-sertao');

    await userEvent.click(screen.getByLabelText('Voltar'));
    expect(await screen.findByText('PUSH /livecasino')).toBeInTheDocument();
  });

  it('takes a player who came straight to the game (no page before it in the tab) to the casino lobby', async () => {
    const traverseTo = browseTab(['/game/sol-do-sertao']);
    await openGame('/game/sol-do-sertao');

    expect(await leave()).toBe('PUSH /');
    expect(traverseTo).not.toHaveBeenCalled();
  });

  it('takes the player to the casino lobby where the browser does not list its history', async () => {
    await openGame('/game/sol-do-sertao?mode=demo');

    expect(await leave()).toBe('PUSH /');
  });
});
