import { act, screen } from '@testing-library/react';
import { HTTPError } from 'ky';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useResource } from '../api/use-resource.ts';
import { describe, expect, it, vi } from 'vitest';
import type { PagedList } from '../api/use-paged-list.ts';
import { missingTexts, renderWithPlatform } from '../testing/index.tsx';
import { changeLanguage } from '../i18n/i18n.ts';
import { LayoutSkeleton } from './Page.tsx';
import { Skeleton } from './Skeleton.tsx';
import { LoadFailed, LoadMore } from './States.tsx';

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

  /** A list read page by page, drawn as a table (one row per item, or with a detail row) or as a list of buttons. */
  function PagedBets({ pages, as }: { pages: readonly string[][]; as: 'rows' | 'rowsWithDetail' | 'buttons' }) {
    const [pagesShown, setPagesShown] = useState(1);
    const items = pages.slice(0, pagesShown).flat();
    const paged: PagedList<string> = {
      status: 'ready',
      items,
      nextCursor: pagesShown < pages.length ? `page-${pagesShown + 1}` : null,
      refreshing: false,
      more: 'idle',
      loadMore: () => setPagesShown((count) => count + 1),
      reload: vi.fn(),
      refresh: vi.fn(),
    };
    return (
      <main>
        <input aria-label="Filter" />
        {as === 'buttons' ? (
          <ul aria-label="Bets">
            {items.map((item) => (
              <li key={item}>
                <button type="button">{item}</button>
              </li>
            ))}
          </ul>
        ) : (
          <div role="region" aria-label="Bets" tabIndex={0}>
            <table>
              <tbody>
                {items.map((item) => (
                  <tr key={item}>
                    <td>{item}</td>
                  </tr>
                ))}
                {as === 'rowsWithDetail' ? (
                  <tr>
                    <td>Selections of {items[0]}</td>
                  </tr>
                ) : null}
              </tbody>
            </table>
          </div>
        )}
        <LoadMore list={paged} />
      </main>
    );
  }

  const TWO_PAGES = [
    ['Bet 1', 'Bet 2'],
    ['Bet 3', 'Bet 4'],
  ];

  it('gives the focus to the first item of the last page when the button goes with it', async () => {
    const user = userEvent.setup();
    await renderWithPlatform(<PagedBets pages={TWO_PAGES} as="rows" />, { language: 'en', commonTexts: 'base' });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    const firstNew = screen.getByRole('row', { name: 'Bet 3' });
    expect(firstNew).toHaveFocus();
    expect(firstNew).toHaveAttribute('tabindex', '-1');
    // From there the keyboard goes on down the page, not from its top.
    expect(document.activeElement).not.toBe(document.body);
  });

  it('focuses the first control of that item when it has one, past pages that kept the button', async () => {
    const user = userEvent.setup();
    await renderWithPlatform(<PagedBets pages={[['Bet 1'], ['Bet 2'], ['Bet 3']]} as="buttons" />, { language: 'en', commonTexts: 'base' });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    // Another page is left: the button stays, with the focus.
    expect(screen.getByRole('button', { name: 'Load more' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Bet 3' })).toHaveFocus();
  });

  it('falls back to the list itself when its rows are not one per item', async () => {
    const user = userEvent.setup();
    await renderWithPlatform(<PagedBets pages={TWO_PAGES} as="rowsWithDetail" />, { language: 'en', commonTexts: 'base' });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(screen.getByRole('region', { name: 'Bets' })).toHaveFocus();
  });

  it('leaves the focus alone when the button did not have it', async () => {
    const { rerender } = await renderWithPlatform(<LoadMore list={list()} />, { language: 'en', commonTexts: 'base' });
    const elsewhere = document.createElement('input');
    document.body.append(elsewhere);
    elsewhere.focus();
    rerender(<LoadMore list={list({ nextCursor: null })} />);
    expect(elsewhere).toHaveFocus();
    elsewhere.remove();
  });
});

describe('LoadFailed', () => {
  it('says the server’s reason in the language picked after it showed', async () => {
    const error = new HTTPError(new Response(null, { status: 403 }), new Request('http://localhost/api/palpite/x'), {} as never);
    Object.defineProperty(error, 'data', {
      value: {
        success: false,
        message_key: 'auth.accountClosed',
        message: 'Esta conta foi encerrada após 30 dias sem login.',
        translation_params: { days: 30 },
      },
    });
    await renderWithPlatform(<LoadFailed error={error} fallback="Could not load." onRetry={vi.fn()} />, { language: 'pt-BR', commonTexts: 'base' });
    expect(screen.getByRole('alert')).toHaveTextContent('Esta conta foi encerrada após 30 dias sem login.');
    await act(() => changeLanguage('en'));
    expect(screen.getByRole('alert')).toHaveTextContent('This account was closed after 30 days without a login.');
  });

  /** Reads the test answers one by one, as the server would: each read waits for `answer`. */
  function serverReads() {
    const waiting: { resolve: (bets: string[]) => void; reject: (error: Error) => void }[] = [];
    return {
      load: () => new Promise<string[]>((resolve, reject) => waiting.push({ resolve, reject })),
      answer: (bets: string[] | 'failure') =>
        act(async () => {
          const read = waiting.shift();
          if (!read) throw new Error('no read is waiting');
          if (bets === 'failure') read.reject(new Error('Failed to fetch'));
          else read.resolve(bets);
        }),
    };
  }

  /** A caller as the remotes write one: the failure, then a skeleton while it reads again, then the bets. */
  function RetriedBets({ load, skeleton = 'layout' }: { load: () => Promise<string[]>; skeleton?: 'layout' | 'bare' }) {
    const bets = useResource(load);
    return (
      <main>
        <input aria-label="Filter" />
        {bets.status === 'loading' ? skeleton === 'layout' ? <LayoutSkeleton layout="rows" count={2} /> : <Skeleton height={48} /> : null}
        {bets.status === 'error' ? <LoadFailed error={bets.error} fallback="Could not load your bets." onRetry={bets.reload} /> : null}
        {bets.status === 'ready' ? (
          <ul aria-label="Bets">
            {bets.data.map((bet) => (
              <li key={bet}>
                <button type="button">{bet}</button>
              </li>
            ))}
          </ul>
        ) : null}
        <a href="/help">Help</a>
      </main>
    );
  }

  async function retryByKeyboard(server: ReturnType<typeof serverReads>, skeleton?: 'layout' | 'bare') {
    const user = userEvent.setup();
    await renderWithPlatform(<RetriedBets load={server.load} skeleton={skeleton} />, { language: 'en', commonTexts: 'base' });
    await server.answer('failure');
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('alert')).toBeNull();
    return user;
  }

  it('keeps the focus where it stood through the skeleton and on to the content after Retry by keyboard', async () => {
    const server = serverReads();
    const user = await retryByKeyboard(server);
    // The skeleton holds the failure's place, and the focus with it.
    expect(document.activeElement).not.toBe(document.body);
    expect(screen.getByRole('main')).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('textbox', { name: 'Filter' })).not.toHaveFocus();

    await server.answer(['Bet 1', 'Bet 2']);
    const bets = screen.getByRole('list', { name: 'Bets' });
    expect(bets).toHaveFocus();
    expect(bets).toHaveAttribute('tabindex', '-1');
    // From there the keyboard goes on into what came, not from the top of the page.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Bet 1' })).toHaveFocus();
  });

  it('waits on the box around the place while a skeleton hidden from assistive technology holds it', async () => {
    const server = serverReads();
    await retryByKeyboard(server, 'bare');
    expect(screen.getByRole('main')).toHaveFocus();
    await server.answer(['Bet 1']);
    expect(screen.getByRole('list', { name: 'Bets' })).toHaveFocus();
  });

  it('gives the focus to the new Retry when the read failed again', async () => {
    const server = serverReads();
    const user = await retryByKeyboard(server);
    await server.answer('failure');
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();
    // And again, as often as the player presses it.
    await user.keyboard('{Enter}');
    await server.answer('failure');
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();
  });

  it('leaves the focus where the player moved it meanwhile', async () => {
    const server = serverReads();
    const user = await retryByKeyboard(server);
    await user.tab({ shift: true });
    const filter = screen.getByRole('textbox', { name: 'Filter' });
    expect(filter).toHaveFocus();
    await server.answer('failure');
    expect(filter).toHaveFocus();
    await user.keyboard('{Tab}{Enter}');
    await user.click(filter);
    await server.answer(['Bet 1']);
    expect(filter).toHaveFocus();
  });
});
