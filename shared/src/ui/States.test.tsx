import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PagedList } from '../api/use-paged-list.ts';
import { missingTexts, renderWithPlatform } from '../testing/index.tsx';
import { LoadMore } from './States.tsx';

function list(overrides: Partial<{ nextCursor: string | null; more: PagedList<unknown>['more'] }> = {}): PagedList<unknown> {
  return {
    status: 'ready',
    items: [1, 2],
    nextCursor: 'c2',
    refreshing: false,
    more: 'idle',
    loadMore: vi.fn(),
    reload: vi.fn(),
    refresh: vi.fn(),
    ...overrides,
  };
}

describe('LoadMore', () => {
  it('offers the next page while there is one, and asks for it on click', async () => {
    const user = userEvent.setup();
    const paged = list();
    await renderWithPlatform(<LoadMore list={paged} />, { language: 'pt-BR', commonTexts: 'base' });
    await user.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(paged.loadMore).toHaveBeenCalledTimes(1);
    expect(missingTexts()).toEqual([]);
  });

  it('is busy while the page loads, and says when it failed', async () => {
    const { rerender } = await renderWithPlatform(<LoadMore list={list({ more: 'loading' })} />, { language: 'en', commonTexts: 'base' });
    // Busy, not disabled: the player who pressed it keeps the focus on it.
    const loading = screen.getByRole('button', { name: 'Loading…' });
    expect(loading).toHaveAttribute('aria-disabled', 'true');
    expect(loading).toHaveAttribute('aria-busy', 'true');
    rerender(<LoadMore list={list({ more: 'failed' })} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load more. Try again.');
    expect(screen.getByRole('button', { name: 'Load more' })).toBeEnabled();
  });

  it('shows nothing on the last page or before the list is ready', async () => {
    const { container, rerender } = await renderWithPlatform(<LoadMore list={list({ nextCursor: null })} />, { language: 'tr', commonTexts: 'base' });
    expect(container).toBeEmptyDOMElement();
    rerender(<LoadMore list={{ status: 'loading', more: 'idle', loadMore: vi.fn(), reload: vi.fn(), refresh: vi.fn() }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
