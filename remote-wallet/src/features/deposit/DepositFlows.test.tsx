import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventBus, palpiteStore, siteJurisdictionAtom } from '@palpite/shared';
import { apiError, json, logIn, logOut, makeUser, mockApi, renderWallet } from '../../testing/wallet-testing.tsx';
import { DEPOSIT_METHODS_ANSWER, deposit, NOW, QR_SVG } from '../../testing/fixtures.ts';
import { welcomeOffer } from '@palpite/shared/testing';
import { forgetSandboxProbe } from './api/probe-sandbox.ts';
import { DepositPage } from './DepositPage.tsx';

const base = {
  'GET wallet/deposit-methods': () => json(200, DEPOSIT_METHODS_ANSWER),
  'GET wallet/deposits': () => json(200, { deposits: [] }),
  'GET sandbox/checkout.css': () => json(404, { success: false, message_key: 'http.notFound', message: 'Not found.' }),
};
const setup = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
const tick = async (ms: number) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
};

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(NOW);
  forgetSandboxProbe();
  logIn();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  logOut();
});

/** What the form says when a deposit's answer was lost (it may have been made). */
const LOST_DEPOSIT = "We did not get your deposit's confirmation. Check Recent deposits before trying again: if it is there, do not pay again.";

const CARD_ID = '3c7861b3-833c-4b22-8fe6-6f6b0877efb7';
const cardDeposit = (status: 'completed' | 'failed' | 'awaiting_payment' | 'expired', reason: 'declined' | 'insufficient_funds' | null = null) =>
  deposit({
    id: CARD_ID,
    method: 'card',
    amount: 150,
    status,
    failure_reason: reason,
    expires_at: null,
    cancellable: false,
    instructions: { type: 'card', brand: 'visa', last4: '0002' },
  });

async function fillCard(user: ReturnType<typeof setup>, number: string, expiry = '1230', cvv = '123', holder = 'ANA C SOUZA') {
  await user.type(screen.getByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry date'), expiry);
  await user.type(screen.getByLabelText('CVV'), cvv);
  await user.type(screen.getByLabelText('Name on the card'), holder);
}

/** Opens the deposit page and pays R$ 150 with this card number (`user`: real timers, for instance). */
async function payByCard(number: string, user = setup()) {
  await renderWallet(<DepositPage />);
  await user.click(await screen.findByRole('radio', { name: /Credit card/ }));
  await user.type(screen.getByLabelText('Amount (R$)'), '150');
  await fillCard(user, number);
  await user.click(screen.getByRole('button', { name: /^Pay R\$/ }));
  return user;
}

describe('card deposit', () => {
  it('spaces the number as it is typed and checks Luhn, expiry, CVV and name before sending', async () => {
    const api = mockApi(base);
    const user = setup();
    await renderWallet(<DepositPage />);
    await user.click(await screen.findByRole('radio', { name: /Credit card/ }));
    await user.type(screen.getByLabelText('Amount (R$)'), '150');
    await fillCard(user, '4111111111111112', '1325', '12', '1');
    expect(screen.getByLabelText('Card number')).toHaveValue('4111 1111 1111 1112');
    expect(screen.getByLabelText('Expiry date')).toHaveValue('13/25');
    await user.click(screen.getByRole('button', { name: /^Pay R\$/ }));
    expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription('Check the card number.');
    expect(screen.getByLabelText('Expiry date')).toHaveAccessibleDescription('The card has expired or the expiry date is not valid.');
    expect(screen.getByLabelText('CVV')).toHaveAccessibleDescription(expect.stringContaining('Check the security code (CVV).'));
    expect(screen.getByLabelText('Name on the card')).toHaveAccessibleDescription('Enter the name as printed on the card.');
    expect(screen.getByLabelText('Card number')).toHaveFocus();
    expect(api.callsTo('POST wallet/deposits')).toHaveLength(0);

    // An expiry in the past (the clock says November 2026).
    await user.clear(screen.getByLabelText('Expiry date'));
    await user.type(screen.getByLabelText('Expiry date'), '1026');
    await user.click(screen.getByRole('button', { name: /^Pay R\$/ }));
    expect(screen.getByLabelText('Expiry date')).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for each empty card field once, rather than call an empty number or expiry wrong', async () => {
    const api = mockApi(base);
    const user = setup();
    await renderWallet(<DepositPage />);
    await user.click(await screen.findByRole('radio', { name: /Credit card/ }));
    await user.type(screen.getByLabelText('Amount (R$)'), '150');
    await user.click(screen.getByRole('button', { name: /^Pay R\$/ }));
    expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription('Enter the card number.');
    expect(screen.getByLabelText('Expiry date')).toHaveAccessibleDescription('Enter the expiry date (MM/YY).');
    expect(screen.getByLabelText('CVV')).toHaveAccessibleDescription(expect.stringMatching(/^Enter the security code \(CVV\)\.(?!.*Check)/));
    expect(screen.getByLabelText('Name on the card')).toHaveAccessibleDescription('Enter the name as printed on the card.');
    expect(screen.queryByText('Check the card number.')).not.toBeInTheDocument();
    expect(screen.queryByText('The card has expired or the expiry date is not valid.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Card number')).toHaveFocus();
    expect(api.callsTo('POST wallet/deposits')).toHaveLength(0);
  });

  it('a declined card says why; the card fields are emptied after every submit', async () => {
    const api = mockApi({ ...base, 'POST wallet/deposits': () => json(201, { deposit: cardDeposit('failed', 'insufficient_funds') }) });
    const user = await payByCard('4000000000009995');
    expect(await screen.findByRole('heading', { name: 'Payment not approved' })).toBeInTheDocument();
    expect(screen.getByText('The payment was declined for insufficient funds.')).toBeInTheDocument();
    expect(screen.getByText('Visa card ending 0002')).toBeInTheDocument();
    expect(JSON.parse(api.callsTo('POST wallet/deposits')[0]!.body)).toEqual({
      method: 'card',
      amount: 150,
      number: '4000 0000 0000 9995',
      expiry_month: 12,
      expiry_year: 2030,
      cvv: '123',
      holder: 'ANA C SOUZA',
    });

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByLabelText('Amount (R$)')).toHaveValue('150');
    expect(screen.getByLabelText('Card number')).toHaveValue('');
    expect(screen.getByLabelText('CVV')).toHaveValue('');
  });

  it('“Try again” gives the new card form’s amount the focus, instead of letting it fall to the page with the button', async () => {
    mockApi({ ...base, 'POST wallet/deposits': () => json(201, { deposit: cardDeposit('failed', 'insufficient_funds') }) });
    const user = await payByCard('4000000000009995');
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(screen.getByLabelText('Amount (R$)')).toHaveFocus();
  });

  it('keeps the card fields read-only, not disabled, while the payment is on its way: Enter in one keeps the focus there', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockApi({ ...base, 'POST wallet/deposits': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const user = setup();
    await renderWallet(<DepositPage />);
    await user.click(await screen.findByRole('radio', { name: /Credit card/ }));
    await user.type(screen.getByLabelText('Amount (R$)'), '150');
    await fillCard(user, '4000000000009995');
    await user.type(screen.getByLabelText('Name on the card'), '{Enter}');
    const holder = screen.getByLabelText('Name on the card');
    expect(await screen.findByRole('button', { name: 'Creating…' })).toHaveAttribute('aria-busy', 'true');
    for (const label of ['Card number', 'Expiry date', 'CVV', 'Name on the card']) {
      expect(screen.getByLabelText(label)).toBeEnabled();
      expect(screen.getByLabelText(label)).toHaveAttribute('readonly');
    }
    expect(holder).toHaveFocus();
    answer(json(201, { deposit: cardDeposit('failed', 'insufficient_funds') }));
    expect(await screen.findByRole('heading', { name: 'Payment not approved' })).toBeInTheDocument();
  });

  it('a card whose result has not arrived waits for the bank, cannot be cancelled, and ends when the bank answers', async () => {
    mockApi({
      ...base,
      'POST wallet/deposits': () => json(201, { deposit: cardDeposit('awaiting_payment') }),
      [`GET wallet/deposits/${CARD_ID}`]: [
        () => json(200, { deposit: cardDeposit('awaiting_payment') }),
        () => json(200, { deposit: cardDeposit('completed') }),
      ],
    });
    await payByCard('4000000000000226');
    expect(await screen.findByText("Waiting for your bank's answer…")).toBeInTheDocument();
    expect(screen.getByText("Waiting for your bank's answer…").closest('[role="status"]')).toHaveTextContent(
      'the amount is credited as soon as your bank confirms it',
    );
    expect(screen.queryByRole('button', { name: 'Cancel this deposit' })).toBeNull();
    await tick(3000);
    expect(screen.getByText("Waiting for your bank's answer…")).toBeInTheDocument();
    await tick(3000);
    expect(await screen.findByRole('heading', { name: 'Deposit completed' })).toBeInTheDocument();
  });

  it('a card the bank never answered expires with what to check, and "Try again" is the card form', async () => {
    mockApi({
      ...base,
      'POST wallet/deposits': () => json(201, { deposit: cardDeposit('awaiting_payment') }),
      [`GET wallet/deposits/${CARD_ID}`]: () => json(200, { deposit: cardDeposit('expired') }),
    });
    const user = await payByCard('4000000000000226');
    await tick(3000);
    expect(await screen.findByRole('heading', { name: 'No answer about this card payment' })).toBeInTheDocument();
    expect(screen.getByText(/If your card was charged, the amount is credited here as soon as the bank confirms it/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generate a new code' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByLabelText('Amount (R$)')).toHaveValue('150');
    expect(screen.getByLabelText('Card number')).toHaveValue('');
  });

  it('starts with the offer a link asked for when the player can take it, and never lists one they cannot', async () => {
    const reload = {
      ...welcomeOffer({ free_spins: 0, free_spin_game: null }),
      code: 'casino-reload',
      percentage: 50,
      max_bonus: 1000,
      min_deposit: 50,
      deposit_number: null,
    };
    const passed = { reason: 'deposit_number_passed', message_key: 'bonus.errors.depositNumberPassed', message: 'This offer is only for deposit number 1.' };
    mockApi({
      ...base,
      'GET bonuses/offers': () =>
        json(200, {
          data: [
            { ...welcomeOffer(), unavailable: passed },
            { ...reload, unavailable: null },
          ],
        }),
    });
    const user = setup();
    await renderWallet(<DepositPage />, { route: '/user/wallet?bonus=casino-reload' });
    await user.click(await screen.findByRole('radio', { name: /Credit card/ }));
    const bonus = await screen.findByRole('combobox', { name: 'Bonus' });
    await vi.waitFor(() => expect(bonus).toHaveValue('casino-reload'));
    expect([...(bonus as HTMLSelectElement).options].map((option) => option.value)).toEqual(['', 'casino-reload']);
    await user.selectOptions(bonus, '');
    expect(bonus).toHaveValue('');
    cleanup();

    // A link to an offer the player cannot take starts with none.
    await renderWallet(<DepositPage />, { route: '/user/wallet?bonus=welcome' });
    await user.click(await screen.findByRole('radio', { name: /Credit card/ }));
    expect(await screen.findByRole('combobox', { name: 'Bonus' })).toHaveValue('');
  });

  it('sends the chosen bonus with the deposit, after checking its minimum', async () => {
    const welcome = {
      code: 'welcome',
      kind: 'deposit_match',
      product: 'casino',
      percentage: 100,
      max_bonus: 5000,
      min_deposit: 200,
      wagering_multiple: 40,
      validity_days: 7,
      deposit_number: 1,
      win_cap: 1000,
      free_spins: 75,
      free_spin_game: null,
      free_spin_bet: 0.5,
    };
    const api = mockApi({
      ...base,
      'GET bonuses/offers': () => json(200, { data: [welcome, { ...welcome, code: 'signup-spins', kind: 'free_spins' }] }),
      'POST wallet/deposits': () => json(201, { deposit: cardDeposit('completed') }),
    });
    const user = setup();
    await renderWallet(<DepositPage />);
    await user.click(await screen.findByRole('radio', { name: /Credit card/ }));
    const bonus = await screen.findByRole('combobox', { name: 'Bonus' });
    expect([...(bonus as HTMLSelectElement).options].map((option) => option.text.replace(/\s/g, ' '))).toEqual([
      'No bonus',
      '100% up to R$ 5.000,00 + 75 free spins · Casino · Minimum deposit: R$ 200,00 · Wagering: 40× the bonus',
    ]);
    await user.selectOptions(bonus, 'welcome');
    expect(bonus).toHaveAccessibleDescription(/^Minimum deposit for this bonus: R\$\s200,00\.$/);
    await user.type(screen.getByLabelText('Amount (R$)'), '150');
    await fillCard(user, '4111111111111111');
    await user.click(screen.getByRole('button', { name: /^Pay R\$/ }));
    expect(bonus).toHaveAccessibleDescription(/This bonus needs a deposit of at least R\$\s200,00\./);
    expect(api.callsTo('POST wallet/deposits')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Amount (R$)'));
    await user.type(screen.getByLabelText('Amount (R$)'), '250');
    await user.click(screen.getByRole('button', { name: /^Pay R\$/ }));
    expect(await screen.findByRole('heading', { name: 'Deposit completed' })).toBeInTheDocument();
    expect(JSON.parse(api.callsTo('POST wallet/deposits')[0]!.body)).toMatchObject({ method: 'card', amount: 250, bonus_code: 'welcome' });
  });

  it('starts a declined deposit’s retry on the offer it was sent with, so the deposit that succeeds still takes it', async () => {
    const welcome = { ...welcomeOffer({ free_spins: 0, free_spin_game: null }), min_deposit: 20 };
    const declined = { ...cardDeposit('failed', 'insufficient_funds'), bonus_code: 'welcome', bonus_declined: false };
    const api = mockApi({
      ...base,
      'GET bonuses/offers': () => json(200, { data: [welcome] }),
      'POST wallet/deposits': [() => json(201, { deposit: declined }), () => json(201, { deposit: { ...cardDeposit('completed'), bonus_code: 'welcome' } })],
    });
    const user = setup();
    await renderWallet(<DepositPage />);
    await user.click(await screen.findByRole('radio', { name: /Credit card/ }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Bonus' }), 'welcome');
    await user.type(screen.getByLabelText('Amount (R$)'), '150');
    await fillCard(user, '4000000000009995');
    await user.click(screen.getByRole('button', { name: /^Pay R\$/ }));
    await user.click(await screen.findByRole('button', { name: 'Try again' }));

    // Back on "No bonus", the retry would have paid without the welcome offer and ended it for good.
    expect(await screen.findByRole('combobox', { name: 'Bonus' })).toHaveValue('welcome');
    await fillCard(user, '4111111111111111');
    await user.click(screen.getByRole('button', { name: /^Pay R\$/ }));
    expect(await screen.findByRole('heading', { name: 'Deposit completed' })).toBeInTheDocument();
    expect(JSON.parse(api.callsTo('POST wallet/deposits')[1]!.body)).toMatchObject({ method: 'card', amount: 150, bonus_code: 'welcome' });
  });

  it('starts on the offer the player activated on a promotion, and sends “no bonus” as null when they choose it', async () => {
    const reload = { ...welcomeOffer({ free_spins: 0, free_spin_game: null }), code: 'casino-reload', min_deposit: 50, deposit_number: null };
    const alreadyActive = { reason: 'bonus_already_active', message_key: 'bonus.errors.alreadyActive', message: 'You already have a bonus.' };
    const api = mockApi({
      ...base,
      // The claim holds the one bonus slot: its own offer stays takeable, the others are refused.
      'GET bonuses/offers': () =>
        json(200, {
          data: [
            { ...welcomeOffer(), unavailable: alreadyActive },
            { ...reload, unavailable: null },
          ],
        }),
      'GET user/bonuses/current': () => json(200, { bonus: { id: 3, status: 'claimed', offer: reload } }),
      'POST wallet/deposits': () => json(201, { deposit: cardDeposit('completed') }),
    });
    const user = setup();
    await renderWallet(<DepositPage />);
    await user.click(await screen.findByRole('radio', { name: /Credit card/ }));
    const bonus = await screen.findByRole('combobox', { name: 'Bonus' });
    await vi.waitFor(() => expect(bonus).toHaveValue('casino-reload'));
    await user.selectOptions(bonus, 'No bonus');
    await user.type(screen.getByLabelText('Amount (R$)'), '150');
    await fillCard(user, '4111111111111111');
    await user.click(screen.getByRole('button', { name: /^Pay R\$/ }));
    expect(await screen.findByRole('heading', { name: 'Deposit completed' })).toBeInTheDocument();
    expect(JSON.parse(api.callsTo('POST wallet/deposits')[0]!.body)).toMatchObject({ method: 'card', amount: 150, bonus_code: null });
  });

  it('a card payment sent again after no answer carries the same request key, so it cannot be charged twice', async () => {
    const api = mockApi({
      ...base,
      'POST wallet/deposits': [
        () => json(503, { success: false, message_key: 'unexpectedError', message: 'Something went wrong.' }),
        () => json(201, { deposit: cardDeposit('completed') }),
      ],
    });
    // Real timers: nothing here waits on the clock, and a click under the fake clock now and then never returned.
    vi.useRealTimers();
    const user = userEvent.setup();
    await renderWallet(<DepositPage />);
    await user.click(await screen.findByRole('radio', { name: /Credit card/ }));
    await user.type(screen.getByLabelText('Amount (R$)'), '150');
    await fillCard(user, '4111111111111111');
    await user.click(screen.getByRole('button', { name: /^Pay R\$/ }));
    await vi.waitFor(() => expect(api.callsTo('POST wallet/deposits')).toHaveLength(1));
    // The failure has been taken in (the button no longer says it is paying) before the player tries again.
    await vi.waitFor(() => expect(screen.getByRole('button', { name: /^Pay R\$/ })).toBeEnabled());
    // The card fields were emptied: the player types the same card again.
    await fillCard(user, '4111111111111111');
    await user.click(screen.getByRole('button', { name: /^Pay R\$/ }));
    expect(await screen.findByRole('heading', { name: 'Deposit completed' })).toBeInTheDocument();
    const keys = api.callsTo('POST wallet/deposits').map((call) => call.request.headers.get('Idempotency-Key'));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('a card payment whose answer was lost says it may have been made, not “no connection”, and reads the balance and the list again', async () => {
    const api = mockApi({
      ...base,
      'GET wallet/deposits': [() => json(200, { deposits: [] }), () => json(200, { deposits: [cardDeposit('completed')] })],
      // The API charged the card, and the connection dropped before its answer.
      'POST wallet/deposits': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const refreshes = vi.fn();
    const off = eventBus.on('user-refresh-requested', refreshes);
    // Real timers: see the test above.
    vi.useRealTimers();
    await payByCard('4111111111111111', userEvent.setup());

    expect(await screen.findByRole('alert')).toHaveTextContent(LOST_DEPOSIT);
    expect(screen.queryByText('No connection. Check your internet and try again.')).toBeNull();
    expect(refreshes).toHaveBeenCalledTimes(1);
    // The deposit the lost answer hid shows in Recent deposits, so the player does not pay it twice.
    expect(await screen.findByText('Completed', undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(api.callsTo('GET wallet/deposits')).toHaveLength(2);
    off();
  });

  it('a refusal after a lost answer shows the API’s own message, not the lost answer’s', async () => {
    mockApi({
      ...base,
      'POST wallet/deposits': [
        () => {
          throw new TypeError('Failed to fetch');
        },
        () => apiError(422, 'payments.amountOutOfRange', 'The amount is outside this method’s limits.'),
      ],
    });
    const refreshes = vi.fn();
    const off = eventBus.on('user-refresh-requested', refreshes);
    vi.useRealTimers();
    const user = await payByCard('4111111111111111', userEvent.setup());
    expect(await screen.findByRole('alert')).toHaveTextContent(LOST_DEPOSIT);

    await fillCard(user, '4111111111111111');
    await user.click(screen.getByRole('button', { name: /^Pay R\$/ }));
    expect(await screen.findByText('The amount is outside this method’s limits.')).toBeInTheDocument();
    expect(screen.queryByText(LOST_DEPOSIT)).toBeNull();
    expect(refreshes).toHaveBeenCalledTimes(1);
    off();
  });

  it('an approved card is credited at once and the balance is refreshed', async () => {
    mockApi({ ...base, 'POST wallet/deposits': () => json(201, { deposit: cardDeposit('completed') }) });
    const refreshes = vi.fn();
    const off = eventBus.on('user-refresh-requested', refreshes);
    await payByCard('4111111111111111');
    expect(await screen.findByRole('heading', { name: 'Deposit completed' })).toBeInTheDocument();
    expect(refreshes).toHaveBeenCalledTimes(1);
    off();
  });

  it('shows the API’s card errors under their fields (expiry_month → the expiry field), with the fields emptied', async () => {
    mockApi({
      ...base,
      'POST wallet/deposits': () =>
        apiError(422, 'payments.cardInvalid', 'Check the card details.', {
          errors: { expiry_month: ['The card has expired or the expiry date is not valid.'] },
        }),
    });
    await payByCard('4111111111111111');
    expect(await screen.findByText('Check the card details.')).toBeInTheDocument();
    expect(screen.getByLabelText('Expiry date')).toHaveAccessibleDescription('The card has expired or the expiry date is not valid.');
    expect(screen.getByLabelText('Card number')).toHaveValue('');
  });
});

describe('crypto deposit', () => {
  const CRYPTO = deposit({
    id: '4d7861b3-833c-4b22-8fe6-6f6b0877efb7',
    method: 'crypto',
    instructions: {
      type: 'crypto',
      asset: 'USDT',
      network: 'ethereum-sepolia',
      address: '0x4347ae1d6b7014556875759d97860e57b0f28f57',
      crypto_amount: '17.857143',
      rate: 5.6,
      payment_uri: '0x4347ae1d6b7014556875759d97860e57b0f28f57',
      qr_svg: QR_SVG,
    },
  });

  it('USDT by default with today’s estimate; "I have paid" → confirming → completed by polling', async () => {
    const api = mockApi({
      ...base,
      'POST wallet/deposits': () => json(201, { deposit: CRYPTO }),
      [`POST wallet/deposits/${CRYPTO.id}/paid`]: () => json(200, { deposit: { ...CRYPTO, status: 'confirming' } }),
      [`GET wallet/deposits/${CRYPTO.id}`]: [
        () => json(200, { deposit: { ...CRYPTO, status: 'confirming' } }),
        () => json(200, { deposit: { ...CRYPTO, status: 'completed' } }),
      ],
    });
    const user = setup();
    await renderWallet(<DepositPage />);
    await user.click(await screen.findByRole('radio', { name: /Crypto/ }));
    expect(screen.getByRole('radio', { name: /USDT/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /BTC/ }).closest('label')).toHaveTextContent('Bitcoin (testnet)');
    await user.type(screen.getByLabelText('Amount (R$)'), '100');
    expect(screen.getByText("≈ 17.857143 USDT at today's rate")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate address' }));
    expect(JSON.parse(api.callsTo('POST wallet/deposits')[0]!.body)).toEqual({ method: 'crypto', amount: 100, asset: 'USDT' });

    expect(await screen.findByText('0x4347ae1d6b7014556875759d97860e57b0f28f57')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR code of the USDT address' })).toBeInTheDocument();
    expect(screen.getByText('17.857143 USDT')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('30:00');
    expect(screen.getByText(/single-use|for this deposit only/)).toBeInTheDocument();

    const recentReads = api.callsTo('GET wallet/deposits').length;
    await user.click(screen.getByRole('button', { name: 'I have paid' }));
    expect(await screen.findByText('Confirming on the blockchain…')).toBeInTheDocument();
    // The recent list is read again: it shows the deposit confirming, not still awaiting payment.
    await vi.waitFor(() => expect(api.callsTo('GET wallet/deposits').length).toBeGreaterThan(recentReads));
    // The pressed button is gone: the keyboard is on the new status, not back at the page's top.
    expect(screen.getByText('Confirming on the blockchain…').closest('[role="status"]')).toHaveFocus();
    expect(screen.queryByRole('timer')).toBeNull();
    expect(api.callsTo(`POST wallet/deposits/${CRYPTO.id}/paid`)[0]!.body).toBe('{}');
    await tick(3000);
    expect(screen.getByText('Confirming on the blockchain…')).toBeInTheDocument();
    await tick(3000);
    expect(await screen.findByRole('heading', { name: 'Deposit completed' })).toBeInTheDocument();
  });

  it('an expired address accepts nothing: it says so and offers a new address', async () => {
    mockApi({
      ...base,
      'POST wallet/deposits': () => json(201, { deposit: CRYPTO }),
      [`POST wallet/deposits/${CRYPTO.id}/paid`]: () => apiError(409, 'payments.depositExpired', 'This deposit has expired. Start a new one.'),
      [`GET wallet/deposits/${CRYPTO.id}`]: () => json(200, { deposit: { ...CRYPTO, status: 'expired' } }),
    });
    const user = setup();
    await renderWallet(<DepositPage />);
    await user.click(await screen.findByRole('radio', { name: /Crypto/ }));
    await user.type(screen.getByLabelText('Amount (R$)'), '100');
    await user.click(screen.getByRole('button', { name: 'Generate address' }));
    await user.click(await screen.findByRole('button', { name: 'I have paid' }));
    expect(await screen.findByRole('heading', { name: 'This address expired' })).toBeInTheDocument();
    expect(screen.getByText(/expired and accepts nothing/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate a new address' })).toBeInTheDocument();
  });

  it('shows the time as up when the countdown reaches zero, before the server says so', async () => {
    const short = { ...CRYPTO, expires_at: new Date(NOW.getTime() + 2000).toISOString() };
    mockApi({
      ...base,
      'POST wallet/deposits': () => json(201, { deposit: short }),
      [`GET wallet/deposits/${CRYPTO.id}`]: () => json(200, { deposit: short }),
    });
    const user = setup();
    await renderWallet(<DepositPage />);
    await user.click(await screen.findByRole('radio', { name: /Crypto/ }));
    await user.type(screen.getByLabelText('Amount (R$)'), '100');
    await user.click(screen.getByRole('button', { name: 'Generate address' }));
    expect(await screen.findByRole('timer')).toBeInTheDocument();
    await tick(3000);
    expect(await screen.findByRole('heading', { name: 'This address expired' })).toBeInTheDocument();
  });
});

describe('bank transfer deposit', () => {
  it('gives the account and the unique reference to copy, with the processing time', async () => {
    const BANK = deposit({
      id: '5e7861b3-833c-4b22-8fe6-6f6b0877efb7',
      method: 'bank_transfer',
      amount: 250,
      expires_at: new Date(NOW.getTime() + 3 * 24 * 3600_000).toISOString(),
      instructions: {
        type: 'bank_transfer',
        bank_name: 'Banco Sandbox Palpite S.A.',
        bank_code: '999',
        branch: '0001',
        account_number: '100200-3',
        account_type: 'checking',
        holder: 'Palpite Entretenimento Ltda',
        document: '42.186.753/0001-83',
        reference: 'PLPKFRP2WJJKNYC2XV7',
      },
    });
    const api = mockApi({
      ...base,
      'POST wallet/deposits': () => json(201, { deposit: BANK }),
      [`GET wallet/deposits/${BANK.id}`]: () => json(200, { deposit: BANK }),
    });
    const user = setup();
    await renderWallet(<DepositPage />);
    await user.click(await screen.findByRole('radio', { name: /Bank transfer/ }));
    await user.type(screen.getByLabelText('Amount (R$)'), '250');
    await user.click(screen.getByRole('button', { name: 'Show bank details' }));
    expect(await screen.findByText('PLPKFRP2WJJKNYC2XV7')).toBeInTheDocument();
    expect(screen.getByText('Credited 10–60 minutes after your transfer arrives.')).toBeInTheDocument();
    expect(screen.getByText('Valid until')).toBeInTheDocument();
    const copyReference = screen.getByRole('button', { name: "Copy Reference (write it in the transfer's description)" });
    await user.click(copyReference);
    expect(await navigator.clipboard.readText()).toBe('PLPKFRP2WJJKNYC2XV7');
    await user.click(screen.getByRole('button', { name: 'Copy Branch' }));
    expect(await navigator.clipboard.readText()).toBe('0001');
    expect(screen.getByText('Waiting for your transfer…').closest('[role="status"]')).not.toBeNull();
    await tick(3000);
    expect(api.callsTo(`GET wallet/deposits/${BANK.id}`)).toHaveLength(1);
  });
});

describe('the br profile', () => {
  afterEach(() => palpiteStore.set(siteJurisdictionAtom, 'default'));

  it('says a Pix or bank payment must come from an account in the player’s own CPF, and only for those methods', async () => {
    palpiteStore.set(siteJurisdictionAtom, 'br');
    logIn(makeUser({ cpf: '529.982.247-25' }));
    mockApi(base);
    const user = setup();
    await renderWallet(<DepositPage />);
    await user.click(await screen.findByRole('radio', { name: /Pix/ }));
    expect(
      screen.getByText('Pay only from a bank account in your own CPF (529.982.247-25): payments from other people’s accounts are sent back.'.replace('’', "'")),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /card/i }));
    expect(screen.queryByText(/in your own CPF/)).toBeNull();
  });
});
