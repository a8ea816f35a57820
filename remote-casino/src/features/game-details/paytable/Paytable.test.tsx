import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithPlatform } from '@palpite/shared/testing';
import { casinoGameTexts, casinoLocales } from '../../../locales/index.ts';
import type { GameDetails } from '../../../lib/types.ts';
import { Paytable } from './Paytable.tsx';
import symbolStyles from '../../play/slots/SlotSymbol.module.css';

const symbolFaceClass = (tone: string) => `${symbolStyles.mark} ${symbolStyles[tone]}`;

// As `GET /games/:uuid` answers for European roulette (api/src/features/casino/view.ts).
const roulette = (paytable: Record<string, unknown>) => ({ game_type: 'roulette', play_style: 'single', paytable }) as GameDetails;

const LIMITED = {
  unit: 'stake',
  returns: [
    { type: 'straight', returns: 36, min_stake: 0.1, max_stake: 1000 },
    { type: 'red', returns: 2, min_stake: 0.1, max_stake: 18000 },
  ],
  max_total_stake: 50000,
  max_bets: 200,
};

const render = (game: GameDetails, language: 'en' | 'pt-BR') =>
  renderWithPlatform(<Paytable game={game} />, { language, namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] } });

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    // formatBRL puts a no-break space after R$.
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.replace(/\s/g, ' ')));

describe('the roulette paytable', () => {
  it('gives each bet type its stake limits per spot beside its payout, and the layout’s', async () => {
    await render(roulette(LIMITED), 'en');
    expect(rowsOf(await screen.findByRole('table'))).toEqual([
      ['Bet', 'Returns', 'Min per spot', 'Max per spot'],
      ['Straight', '36×', 'R$ 0,10', 'R$ 1.000,00'],
      ['Red', '2×', 'R$ 0,10', 'R$ 18.000,00'],
    ]);
    expect(screen.getByText(/chips on the same spot add up/)).toHaveTextContent(/up to 200 bets and R\$\s50\.000,00 in total/);
    // A table wider than a phone scrolls: the keyboard reaches it by its name.
    const table = screen.getByRole('table');
    const region = table.closest('[role="region"]');
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveAccessibleName(table.querySelector('caption')?.textContent ?? '');
  });

  it('says it in the player’s language', async () => {
    await render(roulette(LIMITED), 'pt-BR');
    expect(rowsOf(await screen.findByRole('table'))[1]).toEqual(['Pleno', '36×', 'R$ 0,10', 'R$ 1.000,00']);
    expect(screen.getByRole('columnheader', { name: 'Máx. por posição' })).toBeInTheDocument();
  });

  it('shows the payouts alone when no limits are published', async () => {
    await render(roulette({ returns: [{ type: 'straight', returns: 36 }] }), 'en');
    expect(rowsOf(await screen.findByRole('table'))).toEqual([
      ['Bet', 'Returns'],
      ['Straight', '36×'],
    ]);
  });
});

// As `GET /games/:uuid` answers for the video slots.
const slot = (paytable: Record<string, unknown>) => ({ game_type: 'slots', play_style: 'single', paytable }) as GameDetails;

describe('a slot paytable', () => {
  it('writes its figures as the player’s language does, line pays under their caption', async () => {
    await render(slot({ unit: 'line_bet', lines: 20, pays: [{ symbol: 'queen', pays: { 3: 100, 4: 400, 5: 2000 } }] }), 'pt-BR');
    const table = await screen.findByRole('table', { name: 'Prêmios por linha' });
    expect(rowsOf(table)[1]?.slice(1)).toEqual(['100', '400', '2.000']);
  });

  it('captions a ways slot’s pays per way, as its note and rules say', async () => {
    await render(slot({ unit: 'coin_per_way', ways: 243, coins_per_stake: 50, pays: [{ symbol: 'jaguar', pays: { 3: 80, 4: 250, 5: 1000 } }] }), 'en');
    const table = await screen.findByRole('table', { name: 'Pays per way' });
    expect(rowsOf(table)[1]?.slice(1)).toEqual(['80', '250', '1,000']);
    expect(screen.queryByRole('table', { name: 'Line pays' })).not.toBeInTheDocument();
  });

  it('draws each symbol as the reels do beside its name, the name alone for a screen reader', async () => {
    await render(
      slot({
        unit: 'line_bet',
        lines: 20,
        pays: [
          { symbol: 'queen', pays: { 3: 100, 4: 400, 5: 2000 } },
          { symbol: 'mask', pays: { 3: 50, 4: 200, 5: 800 } },
        ],
        scatter: { unit: 'stake', pays: { 3: 2, 4: 10, 5: 50 } },
      }),
      'en',
    );
    const queen = await screen.findByRole('rowheader', { name: 'Carnival queen' });
    const face = queen.querySelector('[data-symbol="queen"]');
    expect(face).toHaveAttribute('aria-hidden', 'true');
    expect(face).toHaveTextContent('♛');
    expect(face?.className).toBe(symbolFaceClass('violet'));
    expect(screen.getByRole('rowheader', { name: 'Mask' }).querySelector('[data-symbol="mask"]')).toHaveTextContent('☻');
    const scatter = within(screen.getByRole('table', { name: /^Scatter pays/ })).getByRole('rowheader', { name: 'Scatter' });
    expect(scatter.querySelector('[data-symbol="scatter"]')).toHaveTextContent('✺');
  });

  it('draws the ways slot’s Q card as a card, not as the Carnival queen', async () => {
    await render(slot({ unit: 'coin_per_way', ways: 243, coins_per_stake: 50, pays: [{ symbol: 'queen', pays: { 3: 10, 4: 30, 5: 120 } }] }), 'en');
    const card = await screen.findByRole('rowheader', { name: 'Queen' });
    expect(card.querySelector('[data-symbol]')).toHaveTextContent(/^Q$/);
  });
});
