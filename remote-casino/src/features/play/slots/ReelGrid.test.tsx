import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithPlatform } from '@palpite/shared/testing';
import { casinoGameTexts, casinoLocales } from '../../../locales/index.ts';
import { ReelGrid } from './ReelGrid.tsx';
import symbolStyles from './SlotSymbol.module.css';

describe('ReelGrid', () => {
  it('draws a cherry as a cherry, not as a heart a player would read as a card suit', async () => {
    await renderWithPlatform(<ReelGrid grid={[['cherry', 'seven', 'blank']]} winning={new Set(['0:0'])} spinning={false} />, {
      language: 'en',
      namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] },
    });
    const cells = screen.getAllByRole('listitem');
    expect(cells[0]!.querySelector('svg')).not.toBeNull();
    expect(cells.map((cell) => cell.textContent)).toEqual(['Cherry, winning', '7Seven', expect.any(String)]);
  });
  it('draws each symbol with the same face as the paytable, its bars lettered at the reels’ size', async () => {
    await renderWithPlatform(<ReelGrid grid={[['double_bar', 'queen']]} winning={new Set()} spinning={false} />, {
      language: 'en',
      namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] },
    });
    const [bars, queen] = screen.getAllByRole('listitem');
    const face = bars!.querySelector('[data-symbol="double_bar"]');
    expect(face).toHaveAttribute('aria-hidden', 'true');
    expect(face).toHaveTextContent(/^BARBAR$/);
    expect(face?.className).toBe(`${symbolStyles.reel} ${symbolStyles.teal}`);
    expect(queen!.querySelector('[data-symbol="queen"]')).toHaveTextContent(/^♛$/);
  });
});
