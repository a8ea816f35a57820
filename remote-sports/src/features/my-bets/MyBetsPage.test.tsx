import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventBus } from '@palpite/shared';
import { AddressBar, json, logIn, logOut, mockApi, placedBet, renderSports } from '../../testing/sports-testing.tsx';
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

function MyBetsRoutes() {
  return (
    <>
      <Routes>
        <Route path="/" element={<Link to="/my-bets">Go to my bets</Link>} />
        <Route path="/my-bets" element={<MyBetsPage />} />
      </Routes>
      <AddressBar />
    </>
  );
}

const statusChip = (name: string) => within(screen.getByRole('group', { name: 'Status da aposta' })).getByRole('button', { name });
/** The date fields load their code on first use: until then they are read-only placeholders. */
const dateFieldsReady = () => waitFor(() => expect(screen.getByLabelText('De')).not.toHaveAttribute('readonly'));

describe('my bets’ filters in the address', () => {
  it('shows the status and dates a reload or a shared link asks, and asks with them', async () => {
    const api = mockApi({ 'GET user/bets': () => json(200, { bets: [bet(3)], next_cursor: null }) });
    await renderSports(<MyBetsPage />, { language: 'pt-BR', route: '/my-bets?status=won&from=2026-02-28&to=2026-03-01' });
    await screen.findByText('#3');
    await dateFieldsReady();
    expect(statusChip('Ganhas')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('De')).toHaveValue('28/02/2026');
    expect(screen.getByLabelText('Até')).toHaveValue('01/03/2026');
    expect(api.callsTo('GET user/bets').map((call) => Object.fromEntries(call.query))).toEqual([
      { status: 'won', from: '2026-02-28', to: '2026-03-01', limit: '20' },
    ]);
  });

  it.each([
    '?status=winning&from=2026-02-31&to=01/03/2026',
    '?status=&from=&to=',
    '?status=WON&from=2026-2-28&to=0999-03-01',
    '?status=%3Cb%3E&status=won&from=yesterday',
  ])('lists every bet for an address asking a status or dates it does not know (%s), never an error', async (search) => {
    const api = mockApi({ 'GET user/bets': () => json(200, { bets: [bet(3)], next_cursor: null }) });
    await renderSports(<MyBetsPage />, { language: 'pt-BR', route: `/my-bets${search}` });
    await screen.findByText('#3');
    await dateFieldsReady();
    expect(statusChip('Todas')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('De')).toHaveValue('');
    expect(screen.getByLabelText('Até')).toHaveValue('');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.callsTo('GET user/bets').map((call) => Object.fromEntries(call.query))).toEqual([{ status: 'all', limit: '20' }]);
  });

  it('says an address’s start date is after its end date, and asks without them', async () => {
    const api = mockApi({ 'GET user/bets': () => json(200, { bets: [bet(3)], next_cursor: null }) });
    await renderSports(<MyBetsPage />, { route: '/my-bets?from=2026-11-20&to=2026-11-10' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The start date must be on or before the end date.');
    await screen.findByText('#3');
    await settle();
    expect(api.callsTo('GET user/bets').map((call) => Object.fromEntries(call.query))).toEqual([{ status: 'all', limit: '20' }]);
  });

  it('writes the filters chosen into the address without a history entry per choice, and Back leaves the page', async () => {
    const api = mockApi({ 'GET user/bets': () => json(200, { bets: [bet(3)], next_cursor: null }) });
    await renderSports(<MyBetsRoutes />, { language: 'pt-BR' });
    const address = screen.getByTestId('address');
    await userEvent.click(screen.getByRole('link', { name: 'Go to my bets' }));
    await screen.findByText('#3');
    await dateFieldsReady();

    await userEvent.click(statusChip('Pendentes'));
    await userEvent.click(statusChip('Ganhas'));
    expect(statusChip('Ganhas')).toHaveFocus();
    await userEvent.type(screen.getByLabelText('De'), '28022026');
    await userEvent.type(screen.getByLabelText('Até'), '01032026');
    expect(address).toHaveTextContent(/^\/my-bets\?status=won&from=2026-02-28&to=2026-03-01$/);
    await waitFor(() =>
      expect(Object.fromEntries(api.callsTo('GET user/bets').at(-1)!.query)).toEqual({ status: 'won', from: '2026-02-28', to: '2026-03-01', limit: '20' }),
    );

    // The defaults leave the address clean: every status, a date emptied.
    await userEvent.click(statusChip('Todas'));
    await userEvent.clear(screen.getByLabelText('Até'));
    expect(address).toHaveTextContent(/^\/my-bets\?from=2026-02-28$/);

    await userEvent.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(address).toHaveTextContent(/^\/$/);
  });
});
