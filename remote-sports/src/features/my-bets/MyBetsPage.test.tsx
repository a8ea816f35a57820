import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventBus } from '@palpite/shared';
import { json, logIn, logOut, mockApi, placedBet, renderSports } from '../../testing/sports-testing.tsx';
import type { Bet } from './api/get-bets.ts';
import { MyBetsPage } from './MyBetsPage.tsx';

const bet = (id: number): Bet => placedBet({ id });

beforeEach(() => logIn());
afterEach(() => {
  vi.restoreAllMocks();
  logOut();
});

describe('my bets page', () => {
  it('reads the pages shown again after a burst of balance events, once, keeping the ones loaded', async () => {
    const api = mockApi({
      'GET user/bets': (call) =>
        call.query.get('cursor') === null ? json(200, { bets: [bet(3), bet(2)], next_cursor: '2' }) : json(200, { bets: [bet(1)], next_cursor: null }),
    });
    await renderSports(<MyBetsPage />);
    await screen.findByText('#3');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('#1');
    expect(api.callsTo('GET user/bets')).toHaveLength(2);
    for (const newBalance of [90, 80, 95]) eventBus.emit('balance-updated', { newBalance });
    await waitFor(() => expect(api.callsTo('GET user/bets')).toHaveLength(4), { timeout: 3000 });
    expect(screen.getByText('#1')).toBeInTheDocument();
  });

  it('says when the start date is after the end date instead of asking', async () => {
    const api = mockApi({ 'GET user/bets': () => json(200, { bets: [], next_cursor: null }) });
    await renderSports(<MyBetsPage />);
    await waitFor(() => expect(api.callsTo('GET user/bets')).toHaveLength(1));
    await waitFor(() => expect(screen.getByLabelText('From')).not.toHaveAttribute('readonly'));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '11/20/2026' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '11/10/2026' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The start date must be on or before the end date.');
    expect(api.callsTo('GET user/bets').every((call) => call.query.get('to') === null)).toBe(true);
  });

  it('asks nothing while a date is unfinished or impossible, and says so under its field, instead of listing every bet', async () => {
    const api = mockApi({ 'GET user/bets': () => json(200, { bets: [bet(3)], next_cursor: null }) });
    await renderSports(<MyBetsPage />, { language: 'pt-BR' });
    await screen.findByText('#3');
    await waitFor(() => expect(screen.getByLabelText('De')).not.toHaveAttribute('readonly'));
    fireEvent.change(screen.getByLabelText('De'), { target: { value: '31/02/2026' } });
    fireEvent.change(screen.getByLabelText('Até'), { target: { value: '01/01' } });
    fireEvent.blur(screen.getByLabelText('Até'));
    await waitFor(() => expect(screen.queryByText('#3')).toBeNull());
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Data inválida: use o formato dd/mm/aaaa.']);
    expect(screen.getByLabelText('Até')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/Nenhuma aposta/)).toBeNull();
    expect(api.callsTo('GET user/bets')).toHaveLength(1);

    // Both dates complete: asked with them.
    fireEvent.change(screen.getByLabelText('De'), { target: { value: '28/02/2026' } });
    fireEvent.change(screen.getByLabelText('Até'), { target: { value: '01/03/2026' } });
    expect(await screen.findByText('#3')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.callsTo('GET user/bets')).toHaveLength(2);
    expect(Object.fromEntries(api.callsTo('GET user/bets')[1]!.query)).toMatchObject({ from: '2026-02-28', to: '2026-03-01' });
  });
});
