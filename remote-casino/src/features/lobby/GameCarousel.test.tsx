import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPlatform } from '@palpite/shared/testing';
import { casinoLocales } from '../../locales/index.ts';
import { GameCarousel } from './GameCarousel.tsx';

const prefersReducedMotion = (reduce: boolean) =>
  vi
    .spyOn(window, 'matchMedia')
    .mockImplementation((query) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)', media: query }) as MediaQueryList);

const renderCarousel = () =>
  renderWithPlatform(<GameCarousel title="Popular" games={{ status: 'loading' }} onRetry={() => undefined} empty={{ title: 'None' }} count={2} />, {
    language: 'en',
    namespaces: { casino: casinoLocales },
  });

afterEach(() => vi.restoreAllMocks());

describe('GameCarousel', () => {
  it('moves the row at once, not smoothly, when the player asked for less motion', async () => {
    prefersReducedMotion(true);
    const scrollBy = vi.spyOn(Element.prototype, 'scrollBy').mockImplementation(() => undefined);
    await renderCarousel();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(scrollBy).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'auto' }));
  });

  it('scrolls smoothly otherwise', async () => {
    prefersReducedMotion(false);
    const scrollBy = vi.spyOn(Element.prototype, 'scrollBy').mockImplementation(() => undefined);
    await renderCarousel();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(scrollBy).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));
  });
});
