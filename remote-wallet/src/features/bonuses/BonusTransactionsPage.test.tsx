import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventBus, palpiteStore, userBonusBalanceAtom } from '@palpite/shared';
import { json, logIn, logOut, mockApi, renderWallet } from '../../testing/wallet-testing.tsx';
import { welcomeOffer } from '@palpite/shared/testing';
import { line } from '../../testing/fixtures.ts';
import { BonusTransactionsPage } from './BonusTransactionsPage.tsx';

beforeEach(() => logIn());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  logOut();
});

describe('bonus transactions', () => {
  it('lists the bonus balance’s lines by date, and says plainly there are no free-spin campaigns yet', async () => {
    const api = mockApi({
      'GET user/bonuses/current': () => json(200, { bonus: null }),
      'GET user/bonuses': () => json(200, { data: [] }),
      'GET user/free-spins': () => json(200, { data: [] }),
      'GET wallet/bonus-transactions': [
        () =>
          json(200, {
            transactions: [line({ transaction_id: 'bonus:1', action: 'bonus_grant', amount: 50, post_balance: 50, payment_method: null })],
            next_cursor: null,
          }),
        () => json(200, { transactions: [], next_cursor: null }),
      ],
    });
    await renderWallet(<BonusTransactionsPage />);
    expect(await screen.findByText('bonus:1')).toBeInTheDocument();
    expect(screen.getByText('Bonus granted')).toBeInTheDocument();
    const campaigns = await screen.findByRole('table', { name: 'Free-spin campaigns' });
    expect(campaigns).toHaveTextContent('No free-spin campaigns yet.');
    // The date fields' code loads on first use.
    await waitFor(() => expect(screen.getByLabelText('From')).not.toHaveAttribute('readonly'));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '11/01/2026' } });
    expect(await screen.findByText('No transactions match these filters.')).toBeInTheDocument();
    expect(Object.fromEntries(api.callsTo('GET wallet/bonus-transactions')[1]!.query)).toEqual({ from: '2026-11-01', limit: '20' });
  });

  it('keeps the lines listed while a date is unfinished or impossible, says so under its field, and asks nothing with it', async () => {
    const api = mockApi({
      'GET user/bonuses/current': () => json(200, { bonus: null }),
      'GET user/bonuses': () => json(200, { data: [] }),
      'GET user/free-spins': () => json(200, { data: [] }),
      'GET wallet/bonus-transactions': () =>
        json(200, {
          transactions: [line({ transaction_id: 'bonus:1', action: 'bonus_grant', amount: 50, post_balance: 50, payment_method: null })],
          next_cursor: null,
        }),
    });
    await renderWallet(<BonusTransactionsPage />);
    expect(await screen.findByText('bonus:1')).toBeInTheDocument();
    // The date fields' code loads on first use.
    await waitFor(() => expect(screen.getByLabelText('To')).not.toHaveAttribute('readonly'));
    // Day first where English types the month first.
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '30/11/2026' } });
    fireEvent.blur(screen.getByLabelText('To'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid date: use the format mm/dd/yyyy.');
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText('bonus:1')).toBeInTheDocument();
    expect(screen.queryByText('No transactions match these filters.')).toBeNull();
    expect(api.callsTo('GET wallet/bonus-transactions')).toHaveLength(1);

    fireEvent.change(screen.getByLabelText('To'), { target: { value: '11/30/2026' } });
    await waitFor(() => expect(api.callsTo('GET wallet/bonus-transactions')).toHaveLength(2));
    expect(await screen.findByText('bonus:1')).toBeInTheDocument();
    expect(Object.fromEntries(api.callsTo('GET wallet/bonus-transactions')[1]!.query)).toEqual({ to: '2026-11-30', limit: '20' });

    // Edited into a date that is not one: the lines of 30/11 stay, and nothing is asked.
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '11/31/2026' } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText('bonus:1')).toBeInTheDocument();
    expect(api.callsTo('GET wallet/bonus-transactions')).toHaveLength(2);
  });

  it('reads the bonus, its steps, the lines and the campaigns again when the balance moves elsewhere', async () => {
    const api = mockApi({
      'GET user/bonuses/current': () => json(200, { bonus: null }),
      'GET user/bonuses': () => json(200, { data: [] }),
      'GET wallet/bonus-transactions': () => json(200, { transactions: [], next_cursor: null }),
      'GET user/free-spins': () => json(200, { data: [] }),
    });
    await renderWallet(<BonusTransactionsPage />);
    await screen.findByRole('table', { name: 'Free-spin campaigns' });
    eventBus.emit('balance-updated', { newBalance: 10, bonusBalance: 5 });
    eventBus.emit('balance-updated', { newBalance: 10, bonusBalance: 7 });
    await vi.waitFor(() => expect(api.callsTo('GET user/free-spins')).toHaveLength(2), { timeout: 3000 });
    for (const route of ['GET user/bonuses/current', 'GET user/bonuses', 'GET wallet/bonus-transactions'] as const) {
      expect(api.callsTo(route)).toHaveLength(2);
    }
  });

  it('says when the free-spin campaigns could not load, and reads them again on retry', async () => {
    mockApi({
      'GET user/bonuses/current': () => json(200, { bonus: null }),
      'GET user/bonuses': () => json(200, { data: [] }),
      'GET wallet/bonus-transactions': () => json(200, { transactions: [], next_cursor: null }),
      'GET user/free-spins': [() => new Response('', { status: 500 }), () => json(200, { data: [] })],
    });
    await renderWallet(<BonusTransactionsPage />);
    expect(await screen.findByText('Could not load your free-spin campaigns.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No free-spin campaigns yet. When you get free spins, they appear here.')).toBeInTheDocument();
  });

  it('shows the open bonus with its wagering progress and expiry, its steps, and cancels it after a warning', async () => {
    const offer = welcomeOffer();
    const bonus = {
      id: 4,
      offer,
      status: 'active',
      bonus_amount: 100,
      wagering_target: 4000,
      wagered: 1000,
      wagering_remaining: 3000,
      wagering_percent: 25,
      win_cap: 1000,
      free_spins: { campaign_id: 9, game: { uuid: 'g-1', name: 'Carnaval do Rio' }, quantity: 75, left: 70, total_win: 3.5 },
      expires_at: new Date(Date.now() + 3 * 86_400_000 + 5 * 3_600_000 + 120_000).toISOString(),
    };
    const steps = [
      { id: 1, kind: 'granted', amount: 100, wagered_after: 0, source: null, created_at: '2026-11-20T10:00:00.000Z' },
      { id: 2, kind: 'wagered', amount: 1000, wagered_after: 1000, source: 'round:1', created_at: '2026-11-20T11:00:00.000Z' },
    ];
    const campaign = {
      id: 9,
      game_name: 'Carnaval do Rio',
      game_uuid: 'g-1',
      quantity: 75,
      quantity_left: 70,
      status: 'active',
      state: 'active',
      valid_from: '2026-11-20T10:00:00.000Z',
      valid_until: '2026-11-27T10:00:00.000Z',
      total_win: 3.5,
      bet_value: 0.2,
    };
    const api = mockApi({
      'GET user/bonuses/current': [() => json(200, { bonus }), () => json(200, { bonus: null })],
      'GET user/bonuses': () => json(200, { data: [{ ...bonus, transactions: steps }] }),
      'GET user/free-spins': [
        () => json(200, { data: [campaign] }),
        () => json(200, { data: [{ ...campaign, status: 'cancelled', state: 'cancelled', quantity_left: 0 }] }),
      ],
      'GET wallet/bonus-transactions': () => json(200, { transactions: [], next_cursor: null }),
      'POST user/bonuses/current/cancel': () => json(200, { success: true, message: 'Bonus cancelled. The remaining bonus balance was removed.', bonus: null }),
    });
    await renderWallet(<BonusTransactionsPage />);
    const progress = await screen.findByRole('progressbar', { name: 'Wagering progress' });
    expect(progress).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('Wagered R$ 1.000,00 of R$ 4.000,00', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByText('Expires in 3 d 5 h')).toBeInTheDocument();
    expect(screen.getByText('Free spins left: 70 of 75 on Carnaval do Rio')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Play Carnaval do Rio' })).toHaveAttribute('href', '/game/g-1');
    // The bonus's spins are a campaign of their own, in the table with spec §3's columns.
    const campaigns = await screen.findByRole('table', { name: 'Free-spin campaigns' });
    const row = within(campaigns).getAllByRole('row')[1]!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '9',
      'Carnaval do Rio',
      '75',
      '70',
      'Active',
      expect.stringContaining('2026'),
      expect.stringContaining('2026'),
      expect.stringMatching(/^R\$\s3,50$/),
    ]);
    expect(within(row).getByRole('link', { name: 'Carnaval do Rio' })).toHaveAttribute('href', '/game/g-1');
    const table = screen.getByRole('table', { name: /Steps of Deposit bonus/ });
    expect(table).toHaveTextContent('Granted');
    expect(table).toHaveTextContent('Wagered');

    fireEvent.click(screen.getByRole('button', { name: 'Cancel bonus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this bonus?' });
    // The player's live bonus balance (R$ 50,00 after logIn), not the amount first granted.
    expect(dialog).toHaveTextContent('Your bonus balance of R$ 50,00 will be removed');
    expect(dialog).toHaveTextContent('Your 70 free spins left will be cancelled too.');
    fireEvent.click(screen.getAllByRole('button', { name: 'Cancel bonus' }).at(-1)!);
    expect(await screen.findByText('You have no open bonus.')).toBeInTheDocument();
    // The card says the cancellation happened and takes the focus the dialog had.
    await waitFor(() => expect(screen.getByText('Bonus cancelled. The remaining bonus balance was removed.').closest('[tabindex="-1"]')).toHaveFocus());
    expect(api.callsTo('POST user/bonuses/current/cancel')).toHaveLength(1);
    // Cancelling the bonus cancels its spins: the table is read again.
    expect(await within(screen.getByRole('table', { name: 'Free-spin campaigns' })).findByText('Cancelled')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Free-spin campaigns' })).queryByRole('link')).toBeNull();
  });

  it('warns of the balance the player holds now, R$ 0,00 too, and of a claimed offer that has no money yet', async () => {
    const bonus = {
      id: 5,
      offer: welcomeOffer(),
      status: 'active',
      bonus_amount: 20,
      wagering_target: 800,
      wagered: 40,
      wagering_remaining: 760,
      wagering_percent: 5,
      win_cap: null,
      free_spins: null,
      expires_at: new Date(Date.now() + 86_400_000).toISOString(),
    };
    mockApi({
      'GET user/bonuses/current': [() => json(200, { bonus }), () => json(200, { bonus: { ...bonus, status: 'claimed', wagered: 0, wagering_percent: 0 } })],
      'GET user/bonuses': () => json(200, { data: [] }),
      'GET user/free-spins': () => json(200, { data: [] }),
      'GET wallet/bonus-transactions': () => json(200, { transactions: [], next_cursor: null }),
    });
    await renderWallet(<BonusTransactionsPage />);
    await screen.findByRole('progressbar', { name: 'Wagering progress' });
    // The stakes lost it all: nothing left to remove, though R$ 20,00 was granted.
    act(() => {
      palpiteStore.set(userBonusBalanceAtom, 0);
      eventBus.emit('balance-updated', { newBalance: 0, bonusBalance: 0 });
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel bonus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this bonus?' });
    expect(dialog).toHaveTextContent('Your bonus balance of R$ 0,00 will be removed');
    expect(dialog).not.toHaveTextContent('free spin');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep my bonus' }));
    // Read again (the balance moved): now only claimed.
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Cancel bonus' }));
    expect(await screen.findByRole('dialog', { name: 'Cancel this bonus?' })).toHaveTextContent(
      'The offer will no longer be applied to your deposit. This cannot be undone.',
    );
  });
});
