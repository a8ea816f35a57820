import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPlatform } from '@palpite/shared/testing';
import { casinoLocales } from '../../locales/index.ts';
import { GameCarousel } from './GameCarousel.tsx';

const prefersReducedMotion = (reduce: boolean) =>
  vi
    .spyOn(window, 'matchMedia')
    .mockImplementation((query) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)', media: query }) as MediaQueryList);

/** The row as laid out: `width` px shown of `content` px of tiles (happy-dom lays nothing out). */
const layOut = (width: number, content: number) => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width);
  vi.spyOn(Element.prototype, 'scrollWidth', 'get').mockReturnValue(content);
};

const renderCarousel = () =>
  renderWithPlatform(<GameCarousel title="Popular" games={{ status: 'loading' }} onRetry={() => undefined} empty={{ title: 'None' }} count={2} />, {
    language: 'en',
    namespaces: { casino: casinoLocales },
  });

afterEach(() => vi.restoreAllMocks());

describe('GameCarousel', () => {
  beforeEach(() => layOut(400, 1200));

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
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(scrollBy).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));
  });

  it('turns off the arrow toward an end the row has reached, keeping it focusable, as it scrolls and resizes', async () => {
    const scrollBy = vi.spyOn(Element.prototype, 'scrollBy').mockImplementation(() => undefined);
    await renderCarousel();
    const previous = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    const row = screen.getByRole('list', { name: 'Popular' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveAttribute('aria-disabled', 'false');
    await userEvent.click(previous);
    expect(scrollBy).not.toHaveBeenCalled();
    expect(previous).toHaveFocus();

    row.scrollLeft = 800;
    fireEvent.scroll(row);
    expect(previous).toHaveAttribute('aria-disabled', 'false');
    expect(next).toHaveAttribute('aria-disabled', 'true');

    // A narrower window shows fewer tiles: the end is further away again.
    layOut(300, 1200);
    fireEvent(window, new Event('resize'));
    expect(next).toHaveAttribute('aria-disabled', 'false');
  });
});
