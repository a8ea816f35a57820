import { useState } from 'react';
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, HTTPError } from '@palpite/shared';
import { renderWallet } from '../testing/wallet-testing.tsx';
import { LoadFailed } from './LoadFailed.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A failed read as ky gives it: the API's answer, in the language the request went in, under `data`. */
function failed(status: number, body: unknown): HTTPError {
  const request = new Request('http://localhost/api/palpite/wallet/transactions');
  const error = new HTTPError(new Response(JSON.stringify(body), { status }), request, {} as never);
  Object.assign(error, { data: body });
  return error;
}

describe('LoadFailed', () => {
  it('says the server’s reason again in a language picked after it showed', async () => {
    const error = failed(500, {
      success: false,
      message_key: 'transactions.fetchFailed',
      message: 'Não foi possível carregar suas transações. Tente novamente.',
    });
    await renderWallet(<LoadFailed error={error} fallback="—" onRetry={() => {}} />, { language: 'pt-BR' });
    expect(screen.getByText('Não foi possível carregar suas transações. Tente novamente.')).toBeInTheDocument();

    await act(() => changeLanguage('en'));
    expect(screen.getByText('Could not load your transactions. Try again.')).toBeInTheDocument();
    expect(screen.queryByText('Não foi possível carregar suas transações. Tente novamente.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('keeps the focus on the page when Retry, pressed by keyboard, gives way to what loaded', async () => {
    function Panel() {
      const [loaded, setLoaded] = useState(false);
      return loaded ? (
        <ul aria-label="Transactions">
          <li>Deposit</li>
        </ul>
      ) : (
        <LoadFailed error={failed(500, { success: false })} fallback="Could not load." onRetry={() => setLoaded(true)} />
      );
    }
    await renderWallet(
      <section>
        <Panel />
      </section>,
    );
    screen.getByRole('button', { name: 'Try again' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('list', { name: 'Transactions' })).toBeInTheDocument();
    expect(document.activeElement).not.toBe(document.body);
    expect(screen.getByRole('list', { name: 'Transactions' })).toHaveFocus();
  });
});
