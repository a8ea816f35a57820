import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventBus } from '@palpite/shared';
import { json, logIn, logOut, mockApi, placedBet, renderSports } from '../../testing/sports-testing.tsx';
import type { Bet } from './api/get-bets.ts';
import { MyBetsPage } from './MyBetsPage.tsx';

const bet = (id: number): Bet => placedBet({ id });
/** Lets what a change set off (a request, its answer) happen, so that a test sees what did not. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

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

  it('asks again with the status chosen', async () => {
    const api = mockApi({ 'GET user/bets': () => json(200, { bets: [bet(3)], next_cursor: null }) });
    await renderSports(<MyBetsPage />, { language: 'pt-BR' });
    await screen.findByText('#3');
    fireEvent.click(screen.getByRole('button', { name: 'Ganhas' }));
    await waitFor(() => expect(api.callsTo('GET user/bets')).toHaveLength(2));
    expect(Object.fromEntries(api.callsTo('GET user/bets')[1]!.query)).toEqual({ status: 'won', limit: '20' });
  });

  it('keeps the bets listed while a date is unfinished or impossible, says so under its field, and asks nothing with it', async () => {
    const api = mockApi({ 'GET user/bets': () => json(200, { bets: [bet(3)], next_cursor: null }) });
    await renderSports(<MyBetsPage />, { language: 'pt-BR' });
    await screen.findByText('#3');
    await waitFor(() => expect(screen.getByLabelText('De')).not.toHaveAttribute('readonly'));
    fireEvent.change(screen.getByLabelText('De'), { target: { value: '31/02/2026' } });
    fireEvent.change(screen.getByLabelText('Até'), { target: { value: '01/01' } });
    fireEvent.blur(screen.getByLabelText('Até'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Data inválida: use o formato dd/mm/aaaa.');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByLabelText('Até')).toHaveAttribute('aria-invalid', 'true');
    await settle();
    expect(screen.getByText('#3')).toBeInTheDocument();
    expect(screen.queryByText(/Nenhuma aposta/)).toBeNull();
    expect(api.callsTo('GET user/bets')).toHaveLength(1);

    // Both dates complete: asked with them.
    fireEvent.change(screen.getByLabelText('De'), { target: { value: '28/02/2026' } });
    fireEvent.change(screen.getByLabelText('Até'), { target: { value: '01/03/2026' } });
    await waitFor(() => expect(api.callsTo('GET user/bets')).toHaveLength(2));
    expect(await screen.findByText('#3')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(Object.fromEntries(api.callsTo('GET user/bets')[1]!.query)).toMatchObject({ from: '2026-02-28', to: '2026-03-01' });
  });

  it('keeps the bets of the dates last asked while a date is edited into one that is not, and asks neither without it nor with it', async () => {
    const api = mockApi({
      'GET user/bets': (call) => json(200, { bets: call.query.get('from') === null ? [bet(3), bet(2)] : [bet(2)], next_cursor: null }),
    });
    await renderSports(<MyBetsPage />, { language: 'pt-BR' });
    await screen.findByText('#3');
    await waitFor(() => expect(screen.getByLabelText('De')).not.toHaveAttribute('readonly'));
    const from = screen.getByLabelText('De');
    fireEvent.change(from, { target: { value: '28/02/2026' } });
    await waitFor(() => expect(screen.queryByText('#3')).toBeNull());
    expect(screen.getByText('#2')).toBeInTheDocument();

    // A digit taken back, then a day the month does not have: the field holds no date.
    for (const typed of ['28/02/202', '31/02/2026']) {
      fireEvent.change(from, { target: { value: typed } });
      fireEvent.blur(from);
      expect(await screen.findByRole('alert')).toHaveTextContent('Data inválida: use o formato dd/mm/aaaa.');
      await settle();
      expect(screen.getByText('#2')).toBeInTheDocument();
      expect(screen.queryByText('#3')).toBeNull();
    }
    expect(api.callsTo('GET user/bets').map((call) => call.query.get('from'))).toEqual([null, '2026-02-28']);

    // Another status meanwhile is asked at once, with the dates last asked.
    fireEvent.click(screen.getByRole('button', { name: 'Pendentes' }));
    await waitFor(() => expect(api.callsTo('GET user/bets')).toHaveLength(3));
    expect(Object.fromEntries(api.callsTo('GET user/bets')[2]!.query)).toMatchObject({ status: 'pending', from: '2026-02-28' });

    // Emptied, the field filters no more: every bet again.
    fireEvent.change(from, { target: { value: '' } });
    expect(await screen.findByText('#3')).toBeInTheDocument();
    expect(api.callsTo('GET user/bets').map((call) => call.query.get('from'))).toEqual([null, '2026-02-28', '2026-02-28', null]);
  });
});
