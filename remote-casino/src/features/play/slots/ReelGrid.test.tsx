import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithPlatform } from '@palpite/shared/testing';
import { casinoGameTexts, casinoLocales } from '../../../locales/index.ts';
import { ReelGrid } from './ReelGrid.tsx';

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
});
