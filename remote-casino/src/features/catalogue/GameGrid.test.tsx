import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { tileGridClassName } from '@palpite/shared';
import { renderWithPlatform } from '@palpite/shared/testing';
import { casinoLocales } from '../../locales/index.ts';
import { game } from '../../testing/casino-testing.tsx';
import { GameGrid } from './GameGrid.tsx';

const handlers = { onRetry: vi.fn(), onPage: vi.fn(), onClearFilters: vi.fn() };
const options = { language: 'en' as const, namespaces: { casino: casinoLocales } };

describe('the catalogue grid', () => {
  it('lays its games out on the SDK’s grid of tiles, the one its loading placeholder takes, so nothing jumps when they come', async () => {
    const { rerender } = await renderWithPlatform(<GameGrid answer={{ status: 'loading' }} {...handlers} count={4} />, options);
    const placeholder = screen.getByRole('region', { name: 'Games' }).firstElementChild;
    expect(tileGridClassName).not.toBe('');
    expect(placeholder).toHaveClass(tileGridClassName);

    const answer = { games: [game()], page: 1, lastPage: 1, total: 1 };
    rerender(<GameGrid answer={{ status: 'ready', data: answer, refreshing: false }} {...handlers} />);
    expect(screen.getByRole('list')).toHaveClass(tileGridClassName);
  });
});
