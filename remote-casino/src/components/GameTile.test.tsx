import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderWithPlatform } from '@palpite/shared/testing';
import { casinoLocales } from '../locales/index.ts';
import { game } from '../testing/casino-testing.tsx';
import { GameTile } from './GameTile.tsx';

afterEach(cleanup);

const LIVE_ROULETTE = game({
  uuid: '51045c22-669f-46e0-9435-712f16a8b2be',
  name: 'Roleta ao Vivo',
  provider: 'Palpite Live',
  category: 'live',
  play_style: 'live',
});

describe('game tile', () => {
  it('says a live table is live in the page’s language, before its RTP (the art carries no words)', async () => {
    await renderWithPlatform(<GameTile game={LIVE_ROULETTE} />, { language: 'pt-BR', namespaces: { casino: casinoLocales } });
    const tile = screen.getByRole('article', { name: 'Roleta ao Vivo' });
    expect(within(tile).getByText('Ao vivo')).toBeInTheDocument();
    expect(tile.textContent).toMatch(/Ao vivo.*RTP 97,30\s?%/);
  });

  it.each([
    ['en', 'Live'],
    ['tr', 'Canlı'],
  ] as const)('%s: the live badge reads “%s”', async (language, text) => {
    await renderWithPlatform(<GameTile game={LIVE_ROULETTE} />, { language, namespaces: { casino: casinoLocales } });
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('shows no live badge on a game that is not a live table', async () => {
    await renderWithPlatform(<GameTile game={game({ is_new: true })} />, { language: 'pt-BR', namespaces: { casino: casinoLocales } });
    const tile = screen.getByRole('article', { name: 'Roleta Europeia' });
    expect(within(tile).queryByText('Ao vivo')).toBeNull();
    expect(within(tile).getByText('Novo')).toBeInTheDocument();
  });

  it('offers the demo beside the card’s link where the game has one, opening the game in demo mode', async () => {
    await renderWithPlatform(<GameTile game={game({ uuid: 'sete', name: 'Sete da Sorte' })} />, { language: 'pt-BR', namespaces: { casino: casinoLocales } });
    const tile = screen.getByRole('article', { name: 'Sete da Sorte' });
    expect(within(tile).getByRole('link', { name: 'Demo: Sete da Sorte' })).toHaveAttribute('href', '/game/sete?mode=demo');
    expect(within(tile).getByRole('link', { name: 'Sete da Sorte' })).toHaveAttribute('href', '/game/sete');
  });

  it('has no Demo button on a game without a demo (a live table)', async () => {
    await renderWithPlatform(<GameTile game={{ ...LIVE_ROULETTE, demo_available: false }} />, { language: 'en', namespaces: { casino: casinoLocales } });
    const tile = screen.getByRole('article', { name: 'Roleta ao Vivo' });
    expect(within(tile).getAllByRole('link')).toHaveLength(1);
    expect(within(tile).queryByRole('link', { name: /Demo/ })).toBeNull();
  });
});
