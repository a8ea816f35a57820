import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, eventBus, formatDateTime } from '@palpite/shared';
import { apiError, json, logIn, logOut, makeUser, mockApi, renderWallet } from '../../testing/wallet-testing.tsx';
import { DEPOSIT_METHODS_ANSWER, deposit, NOW, QR_SVG } from '../../testing/fixtures.ts';
import { welcomeOffer } from '@palpite/shared/testing';
import { forgetSandboxProbe } from './api/probe-sandbox.ts';
import { DepositPage } from './DepositPage.tsx';
import type { Deposit } from './api/deposit.ts';

const methods = () => json(200, DEPOSIT_METHODS_ANSWER);
const recent =
  (...deposits: unknown[]) =>
  () =>
    json(200, { deposits });
const noSandbox = () => json(404, { success: false, message_key: 'http.notFound', message: 'Not found.' });
const PIX = deposit();
const PIX_CODE = PIX.instructions?.type === 'pix' ? PIX.instructions.copy_paste : '';
/** Names as the screen has them: money with its no-break space. */
const brl = (text: string) => text.replace(/R\$ /g, 'R$\u00a0');

function setup() {
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

/** Lets the polling timer fire and its answer arrive. */
async function tick(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(NOW);
  forgetSandboxProbe();
  logIn();
});

afterEach(() => {
  // Unmounted first: nothing may call the real fetch once the mock is gone.
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  logOut();
});

/** Generates a R$ 100 Pix code (`sent`, as the API answers it) and lets it expire; its renewal answers a new one. */
/** Asks for a Pix code of R$ 100 on the deposit page, as a player does, and waits for its countdown. */
async function askForPixCode() {
  const user = setup();
  await renderWallet(<DepositPage />);
  await user.type(await screen.findByLabelText('Amount (R$)'), '100');
  await user.click(screen.getByRole('button', { name: 'Generate Pix code' }));
  await screen.findByRole('timer');
  return user;
}

async function expirePixCode(sent: Deposit, renewal?: () => Promise<Response>) {
  const renewed = deposit({ id: '1a7861b3-833c-4b22-8fe6-6f6b0877efb7' });
  const api = mockApi({
    'GET wallet/deposit-methods': methods,
    'GET wallet/deposits': recent(),
    'POST wallet/deposits': [() => json(201, { deposit: sent }), renewal ?? (() => json(201, { deposit: renewed }))],
    [`GET wallet/deposits/${sent.id}`]: () => json(200, { deposit: { ...sent, status: 'expired' } }),
    [`GET wallet/deposits/${renewed.id}`]: () => json(200, { deposit: renewed }),
    'GET sandbox/checkout.css': noSandbox,
  });
  const user = await askForPixCode();
  await tick(3000);
  return { api, user };
}

describe('deposit page', () => {
  it('lists the eight methods from the API with their limits and times; a disabled one cannot be picked', async () => {
    mockApi({ 'GET wallet/deposit-methods': methods, 'GET wallet/deposits': recent() });
    await renderWallet(<DepositPage />);
    const radios = await screen.findAllByRole('radio');
    expect(radios).toHaveLength(8);
    expect(screen.getByRole('radio', { name: /Pix/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Pix/ }).closest('label')).toHaveTextContent('Up to 1 minuteR$ 10 – R$ 50.000');
    expect(screen.getByRole('radio', { name: /Credit card/ }).closest('label')).toHaveTextContent('Instant');
    expect(screen.getByRole('radio', { name: /Bank transfer/ }).closest('label')).toHaveTextContent('10–60 minutes');
    expect(screen.getByRole('radio', { name: /Pep/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /Pep/ }).closest('label')).toHaveTextContent('Unavailable right now');
    expect(screen.getByText('Your deposits will appear here.')).toBeInTheDocument();
  });

  it('checks the amount against the method’s limits before asking the API', async () => {
    const api = mockApi({ 'GET wallet/deposit-methods': methods, 'GET wallet/deposits': recent() });
    const user = setup();
    await renderWallet(<DepositPage />);
    const amount = await screen.findByLabelText('Amount (R$)');
    expect(amount).toHaveAccessibleDescription(brl('Minimum R$ 10,00 · maximum R$ 50.000,00'));
    await user.type(amount, '5');
    await user.click(screen.getByRole('button', { name: 'Generate Pix code' }));
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription(expect.stringContaining(brl('The minimum deposit for this method is R$ 10,00.')));
    expect(amount).toHaveFocus();
    await user.clear(amount);
    await user.type(amount, '60000');
    await user.click(screen.getByRole('button', { name: 'Generate Pix code' }));
    expect(screen.getByText('The maximum deposit for this method is R$ 50.000,00.')).toBeInTheDocument();
    expect(api.callsTo('POST wallet/deposits')).toHaveLength(0);
  });

  it('keeps the amount as typed: a minus or an exponent is refused, not read as another amount', async () => {
    const api = mockApi({
      'GET wallet/deposit-methods': methods,
      'GET wallet/deposits': recent(),
      'POST wallet/deposits': () => json(201, { deposit: PIX }),
      [`GET wallet/deposits/${PIX.id}`]: () => json(200, { deposit: PIX }),
      'GET sandbox/checkout.css': noSandbox,
    });
    const user = setup();
    await renderWallet(<DepositPage />);
    const amount = await screen.findByLabelText('Amount (R$)');
    // Neither a deposit of R$ 100 nor one of R$ 13.
    for (const typed of ['-100', '1e3']) {
      await user.clear(amount);
      await user.type(amount, typed);
      expect(amount).toHaveValue(typed);
      await user.click(screen.getByRole('button', { name: 'Generate Pix code' }));
      expect(amount).toHaveAccessibleDescription(expect.stringContaining('Enter an amount above zero with at most 2 decimal places.'));
    }
    // A comma's decimals still read as such: one real fifty is below the minimum, not an invalid amount.
    await user.clear(amount);
    await user.type(amount, '1,5');
    await user.click(screen.getByRole('button', { name: 'Generate Pix code' }));
    expect(amount).toHaveAccessibleDescription(expect.stringContaining(brl('The minimum deposit for this method is R$ 10,00.')));
    expect(api.callsTo('POST wallet/deposits')).toHaveLength(0);
    // Pasted with the currency and spaces, pt-BR style.
    await user.clear(amount);
    await user.paste(' R$ 1.234,56 ');
    expect(amount).toHaveValue(' R$ 1.234,56 ');
    await user.click(screen.getByRole('button', { name: 'Generate Pix code' }));
    await screen.findByText(PIX_CODE);
    expect(api.callsTo('POST wallet/deposits').map((call) => JSON.parse(call.body))).toEqual([{ method: 'pix', amount: 1234.56 }]);
  });

  it('says the messages on show again in a language picked after they showed', async () => {
    mockApi({ 'GET wallet/deposit-methods': methods, 'GET wallet/deposits': recent() });
    const user = setup();
    await renderWallet(<DepositPage />);
    const amount = await screen.findByLabelText('Amount (R$)');
    await user.type(amount, '5');
    await user.click(screen.getByRole('button', { name: 'Generate Pix code' }));
    expect(screen.getByText('The minimum deposit for this method is R$ 10,00.')).toBeInTheDocument();

    await act(() => changeLanguage('pt-BR'));
    expect(screen.getByText('O depósito mínimo para esta forma de pagamento é R$ 10,00.')).toBeInTheDocument();
    expect(screen.queryByText('The minimum deposit for this method is R$ 10,00.')).toBeNull();
  });

  it('Pix: QR code and copy-and-paste code, a countdown, then credited once polling sees it paid', async () => {
    const api = mockApi({
      'GET wallet/deposit-methods': methods,
      'GET wallet/deposits': [recent(), recent(PIX), recent({ ...PIX, status: 'completed' })],
      'POST wallet/deposits': () => json(201, { deposit: PIX }),
      [`GET wallet/deposits/${PIX.id}`]: [() => json(200, { deposit: PIX }), () => json(200, { deposit: { ...PIX, status: 'completed' } })],
      'GET sandbox/checkout.css': noSandbox,
    });
    const refreshes = vi.fn();
    const off = eventBus.on('user-refresh-requested', refreshes);
    const user = setup();
    await renderWallet(<DepositPage />);

    await user.click(await screen.findByRole('button', { name: brl('R$ 100') }));
    expect(screen.getByRole('button', { name: brl('R$ 100') })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Generate Pix code' }));
    expect(JSON.parse(api.callsTo('POST wallet/deposits')[0]!.body)).toEqual({ method: 'pix', amount: 100 });

    const qr = await screen.findByRole('img', { name: brl('Pix QR code for R$ 100,00') });
    expect(qr.getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(QR_SVG)}`);
    expect(screen.getByText(PIX_CODE)).toBeInTheDocument();
    // The instructions replaced the form and its button: the keyboard starts at them, not at the top of the page.
    expect(screen.getByText(/^Pay R\$.100,00 with Pix$/)).toHaveFocus();
    expect(screen.getByRole('timer')).toHaveTextContent('30:00');
    expect(screen.getByText('Waiting for your payment…')).toBeInTheDocument();
    // No sandbox here (the probe answered 404): players never see the control.
    expect(screen.queryByRole('button', { name: 'Simulate approved payment' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(await navigator.clipboard.readText()).toBe(PIX_CODE);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(screen.getByText('Pix copy and paste copied to the clipboard.')).toBeInTheDocument();

    await tick(1000);
    expect(screen.getByRole('timer')).toHaveTextContent('29:59');
    await tick(2000);
    // The first poll: still waiting.
    expect(api.callsTo(`GET wallet/deposits/${PIX.id}`)).toHaveLength(1);
    expect(screen.getByText('Waiting for your payment…')).toBeInTheDocument();
    await tick(3000);
    const done = await screen.findByRole('heading', { name: 'Deposit completed' });
    expect(done).toHaveFocus();
    expect(done.parentElement).toHaveTextContent('R$ 100,00 credited to your balance.');
    // Also said in the panel's live region, which stayed in place while the content changed.
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(brl('R$ 100,00 credited to your balance.'));
    expect(refreshes).toHaveBeenCalledTimes(1);
    // Final: no more polling.
    await tick(9000);
    expect(api.callsTo(`GET wallet/deposits/${PIX.id}`)).toHaveLength(2);
    off();
  });

  it('announces the time left politely at a few marks, not every second', async () => {
    const soon = deposit({ expires_at: new Date(NOW.getTime() + 20 * 60_000 + 1500).toISOString() });
    mockApi({
      'GET wallet/deposit-methods': methods,
      'GET wallet/deposits': recent(),
      'POST wallet/deposits': () => json(201, { deposit: soon }),
      [`GET wallet/deposits/${soon.id}`]: () => json(200, { deposit: soon }),
      'GET sandbox/checkout.css': noSandbox,
    });
    await askForPixCode();
    const statuses = () => screen.getAllByRole('status').map((status) => status.textContent);
    expect(statuses()).not.toContain('20 minutes or less left to pay.');
    await tick(2000);
    expect(statuses()).toContain('20 minutes or less left to pay.');
  });

  it('Pix expired: says so and generates a new code for the same amount', async () => {
    const { api, user } = await expirePixCode(PIX);
    expect(await screen.findByRole('heading', { name: 'This Pix code expired' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate a new code' }));
    expect(await screen.findByRole('img', { name: brl('Pix QR code for R$ 100,00') })).toBeInTheDocument();
    expect(api.callsTo('POST wallet/deposits').map((call) => JSON.parse(call.body))).toEqual([
      { method: 'pix', amount: 100 },
      { method: 'pix', amount: 100 },
    ]);
  });

  it('Pix expired: the new code takes the bonus choice of the one it replaces', async () => {
    const { api, user } = await expirePixCode({ ...PIX, bonus_code: 'welcome', bonus_declined: false });
    await user.click(await screen.findByRole('button', { name: 'Generate a new code' }));
    await screen.findByRole('img', { name: brl('Pix QR code for R$ 100,00') });
    expect(JSON.parse(api.callsTo('POST wallet/deposits')[1]!.body)).toEqual({ method: 'pix', amount: 100, bonus_code: 'welcome' });
  });

  it('lets the player give up a code not yet paid', async () => {
    const api = mockApi({
      'GET wallet/deposit-methods': methods,
      'GET wallet/deposits': recent(),
      'POST wallet/deposits': () => json(201, { deposit: PIX }),
      [`GET wallet/deposits/${PIX.id}`]: () => json(200, { deposit: PIX }),
      [`POST wallet/deposits/${PIX.id}/cancel`]: () => json(200, { deposit: { ...PIX, status: 'cancelled' } }),
      'GET sandbox/checkout.css': noSandbox,
    });
    const user = setup();
    // In <main> as the host has it: a dialog whose opener is gone gives the focus back to <main>.
    await renderWallet(
      <main tabIndex={-1}>
        <DepositPage />
      </main>,
    );
    await user.type(await screen.findByLabelText('Amount (R$)'), '100');
    await user.click(screen.getByRole('button', { name: 'Generate Pix code' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel this deposit' }));
    // A warning first: a payment already on its way would not be credited.
    const warning = await screen.findByRole('dialog', { name: 'Cancel this deposit?' });
    expect(warning).toHaveTextContent('Only cancel if you have not paid.');
    await user.click(within(warning).getByRole('button', { name: 'Keep it' }));
    expect(api.callsTo(`POST wallet/deposits/${PIX.id}/cancel`)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Cancel this deposit' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Cancel this deposit?' })).getByRole('button', { name: 'Cancel deposit' }));
    // Reading goes on from the result, not from the top of the page.
    expect(await screen.findByRole('heading', { name: 'Deposit cancelled' })).toHaveFocus();
    expect(api.callsTo(`POST wallet/deposits/${PIX.id}/cancel`)[0]!.body).toBe('{}');
    await user.click(screen.getByRole('button', { name: 'Make another deposit' }));
    expect(screen.getByRole('button', { name: 'Generate Pix code' })).toBeInTheDocument();
  });

  it('gives the new form’s amount the focus after “Make another deposit”, and leaves the page’s first form alone', async () => {
    mockApi({
      'GET wallet/deposit-methods': methods,
      'GET wallet/deposits': recent(),
      'POST wallet/deposits': () => json(201, { deposit: PIX }),
      [`GET wallet/deposits/${PIX.id}`]: () => json(200, { deposit: { ...PIX, status: 'completed' } }),
      'GET sandbox/checkout.css': noSandbox,
    });
    const user = setup();
    await renderWallet(
      <main tabIndex={-1}>
        <DepositPage />
      </main>,
    );
    const amount = await screen.findByLabelText('Amount (R$)');
    expect(amount).not.toHaveFocus();
    await user.type(amount, '100');
    await user.click(screen.getByRole('button', { name: 'Generate Pix code' }));
    await tick(3000);
    // The button goes with the result it was in: the focus must not fall to the page.
    await user.click(await screen.findByRole('button', { name: 'Make another deposit' }));
    expect(screen.getByLabelText('Amount (R$)')).toHaveFocus();
  });

  it('keeps “Generate a new code” focusable while the new code is asked for: busy, not disabled', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { user } = await expirePixCode(PIX, () => new Promise<Response>((resolve) => (answer = resolve)));
    const renew = await screen.findByRole('button', { name: 'Generate a new code' });
    await user.click(renew);
    expect(renew).toBeEnabled();
    expect(renew).toHaveAttribute('aria-busy', 'true');
    expect(renew).toHaveFocus();
    answer(apiError(422, 'payments.belowMinimum', 'The minimum deposit for this method is R$ 200,00.', { translation_params: { min: 'R$ 200,00' } }));
    expect(await screen.findByText('The minimum deposit for this method is R$ 200,00.')).toBeInTheDocument();
    expect(renew).toHaveFocus();
  });

  it('says a refused renewal again in a language picked after it showed', async () => {
    mockApi({
      'GET wallet/deposit-methods': methods,
      'GET wallet/deposits': recent(),
      'POST wallet/deposits': [
        () => json(201, { deposit: PIX }),
        // The method's minimum went up while the code waited.
        () =>
          apiError(422, 'payments.belowMinimum', 'O depósito mínimo para esta forma de pagamento é R$ 200,00.', {
            translation_params: { min: 'R$ 200,00' },
          }),
      ],
      [`GET wallet/deposits/${PIX.id}`]: () => json(200, { deposit: { ...PIX, status: 'expired' } }),
      'GET sandbox/checkout.css': noSandbox,
    });
    const user = setup();
    await renderWallet(<DepositPage />, { language: 'pt-BR' });
    await user.type(await screen.findByLabelText('Valor (R$)'), '100');
    await user.click(screen.getByRole('button', { name: 'Gerar código Pix' }));
    await screen.findByRole('timer');
    await tick(3000);
    await user.click(await screen.findByRole('button', { name: 'Gerar novo código' }));
    expect(await screen.findByText('O depósito mínimo para esta forma de pagamento é R$ 200,00.')).toBeInTheDocument();

    await act(() => changeLanguage('en'));
    expect(screen.getByText('The minimum deposit for this method is R$ 200,00.')).toBeInTheDocument();
    expect(screen.queryByText('O depósito mínimo para esta forma de pagamento é R$ 200,00.')).toBeNull();
  });

  it('says a refused cancellation again in a language picked after it showed', async () => {
    mockApi({
      'GET wallet/deposit-methods': methods,
      'GET wallet/deposits': recent(),
      'POST wallet/deposits': () => json(201, { deposit: PIX }),
      [`GET wallet/deposits/${PIX.id}`]: () => json(200, { deposit: PIX }),
      [`POST wallet/deposits/${PIX.id}/cancel`]: () => apiError(500, 'unexpectedError', 'Algo deu errado. Tente novamente.'),
      'GET sandbox/checkout.css': noSandbox,
    });
    const user = setup();
    await renderWallet(<DepositPage />, { language: 'pt-BR' });
    await user.type(await screen.findByLabelText('Valor (R$)'), '100');
    await user.click(screen.getByRole('button', { name: 'Gerar código Pix' }));
    await user.click(await screen.findByRole('button', { name: 'Cancelar este depósito' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar este depósito?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar depósito' }));
    expect(await within(dialog).findByText('Algo deu errado. Tente novamente.')).toBeInTheDocument();

    await act(() => changeLanguage('en'));
    expect(within(dialog).getByText('Something went wrong. Please try again.')).toBeInTheDocument();
  });

  it('never shows a QR image that is not a plain SVG; the code to copy stays', async () => {
    const evil = deposit({ instructions: { type: 'pix', copy_paste: '000201-code', txid: 't', qr_svg: '<svg><script>alert(1)</script></svg>' } });
    mockApi({
      'GET wallet/deposit-methods': methods,
      'GET wallet/deposits': recent(),
      'POST wallet/deposits': () => json(201, { deposit: evil }),
      [`GET wallet/deposits/${evil.id}`]: () => json(200, { deposit: evil }),
      'GET sandbox/checkout.css': noSandbox,
    });
    const user = setup();
    await renderWallet(<DepositPage />);
    await user.type(await screen.findByLabelText('Amount (R$)'), '100');
    await user.click(screen.getByRole('button', { name: 'Generate Pix code' }));
    expect(await screen.findByText('000201-code')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows the sandbox control where the API has it, and its approval completes the deposit', async () => {
    const api = mockApi({
      'GET wallet/deposit-methods': methods,
      'GET wallet/deposits': recent(),
      'POST wallet/deposits': () => json(201, { deposit: PIX }),
      [`GET wallet/deposits/${PIX.id}`]: () => json(200, { deposit: PIX }),
      'GET sandbox/checkout.css': () => new Response('.x{}', { status: 200, headers: { 'Content-Type': 'text/css' } }),
      [`POST sandbox/payments/${PIX.id}/approve`]: () => json(200, { deposit: { ...PIX, status: 'completed' }, webhook: { status: 200 } }),
    });
    const user = setup();
    await renderWallet(<DepositPage />);
    await user.type(await screen.findByLabelText('Amount (R$)'), '100');
    await user.click(screen.getByRole('button', { name: 'Generate Pix code' }));
    const sandbox = await screen.findByRole('complementary', { name: 'Simulate payment' });
    await user.click(within(sandbox).getByRole('button', { name: 'Simulate approved payment' }));
    expect(await screen.findByRole('heading', { name: 'Deposit completed' })).toBeInTheDocument();
    expect(api.callsTo(`POST sandbox/payments/${PIX.id}/approve`)).toHaveLength(1);
  });

  it('keeps the focus on a sandbox button while its simulation runs: busy, not disabled, and the other one ignores presses', async () => {
    let answer: (response: Response) => void = () => undefined;
    const api = mockApi({
      'GET wallet/deposit-methods': methods,
      'GET wallet/deposits': recent(),
      'POST wallet/deposits': () => json(201, { deposit: PIX }),
      [`GET wallet/deposits/${PIX.id}`]: () => json(200, { deposit: PIX }),
      'GET sandbox/checkout.css': () => new Response('.x{}', { status: 200, headers: { 'Content-Type': 'text/css' } }),
      [`POST sandbox/payments/${PIX.id}/approve`]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const user = setup();
    await renderWallet(<DepositPage />);
    await user.type(await screen.findByLabelText('Amount (R$)'), '100');
    await user.click(screen.getByRole('button', { name: 'Generate Pix code' }));
    const sandbox = await screen.findByRole('complementary', { name: 'Simulate payment' });
    const approve = within(sandbox).getByRole('button', { name: 'Simulate approved payment' });
    await user.click(approve);
    expect(approve).toBeEnabled();
    expect(approve).toHaveAttribute('aria-busy', 'true');
    expect(approve).toHaveFocus();
    const fail = within(sandbox).getByRole('button', { name: 'Simulate failure' });
    expect(fail).toHaveAttribute('aria-disabled', 'true');
    await user.click(fail);
    expect(api.callsTo(`POST sandbox/payments/${PIX.id}/fail`)).toHaveLength(0);
    answer(apiError(500, 'unexpectedError', 'Something went wrong. Please try again.'));
    await waitFor(() => expect(approve).not.toHaveAttribute('aria-busy'));
    expect(fail).toHaveFocus();
  });

  it('e-wallets: continues to the provider’s page, and shows the outcome on the way back', async () => {
    const papara = deposit({
      id: '2b7861b3-833c-4b22-8fe6-6f6b0877efb7',
      method: 'papara',
      amount: 80,
      instructions: { type: 'redirect', provider: 'papara', redirect_url: '/api/palpite/sandbox/checkout/2b7861b3' },
    });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const api = mockApi({
      'GET wallet/deposit-methods': methods,
      'GET wallet/deposits': recent(),
      'POST wallet/deposits': () => json(201, { deposit: papara }),
    });
    const user = setup();
    const view = await renderWallet(<DepositPage />);
    await user.click(await screen.findByRole('radio', { name: /Papara/ }));
    expect(screen.getByText("You will pay on Papara's page and come back here when it is done.")).toBeInTheDocument();
    await user.type(screen.getByLabelText('Amount (R$)'), '80');
    await user.click(screen.getByRole('button', { name: 'Continue to Papara' }));
    expect(JSON.parse(api.callsTo('POST wallet/deposits')[0]!.body)).toEqual({ method: 'papara', amount: 80 });
    expect(assign).toHaveBeenCalledWith(new URL('/api/palpite/sandbox/checkout/2b7861b3', window.location.href).href);
    view.unmount();

    mockApi({
      'GET wallet/deposit-methods': methods,
      'GET wallet/deposits': recent({ ...papara, status: 'completed' }),
      [`GET wallet/deposits/${papara.id}`]: () => json(200, { deposit: { ...papara, status: 'completed' } }),
    });
    await renderWallet(<DepositPage />, { route: `/user/wallet?deposit=${papara.id}` });
    const done = await screen.findByRole('heading', { name: 'Deposit completed' });
    expect(screen.getByRole('heading', { level: 2, name: 'Deposit with Papara' })).toBeInTheDocument();
    expect(done.parentElement).toHaveTextContent('R$ 80,00 credited to your balance.');
    // The recent list is read again with the deposit final.
    expect(await screen.findByText('Completed')).toBeInTheDocument();
  });

  it('offers a new deposit, not a retry, for a deposit that is not the player’s (or no deposit at all), whose form then takes the focus', async () => {
    mockApi({
      'GET wallet/deposit-methods': methods,
      'GET wallet/deposits': recent(),
      'GET wallet/deposits/not-mine': () => apiError(404, 'payments.depositNotFound', 'Deposit not found.'),
    });
    const user = setup();
    await renderWallet(<DepositPage />, { route: '/user/wallet?deposit=not-mine' });
    expect(await screen.findByText('Deposit not found.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Make another deposit' }));
    expect(await screen.findByLabelText('Amount (R$)')).toHaveFocus();
  });

  it('asks for a verified email instead of the form', async () => {
    logIn(makeUser({ email_verified: false }));
    mockApi({ 'GET wallet/deposit-methods': methods, 'GET wallet/deposits': recent() });
    await renderWallet(<DepositPage />, { route: '/user/wallet?bonus=welcome' });
    expect(await screen.findByRole('heading', { name: 'Verify your email to deposit' })).toBeInTheDocument();
    // The account page offers the way back here, with the offer the player had chosen.
    expect(screen.getByRole('link', { name: 'Verify my email' })).toHaveAttribute('href', '/user/dashboard?continue=%2Fuser%2Fwallet%3Fbonus%3Dwelcome');
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByLabelText('Amount (R$)')).toBeNull();
  });

  it('says deposits are closed during a break, until when, and leads to withdrawals instead of the form', async () => {
    // Its email not verified either: the break is what it is told, not to verify its email "to deposit".
    logIn(makeUser({ email_verified: false, exclusion: { kind: 'break', starts_at: '2099-01-14T18:31:00.000Z', ends_at: '2099-01-15T18:31:00.000Z' } }));
    mockApi({ 'GET wallet/deposit-methods': methods, 'GET wallet/deposits': recent() });
    await renderWallet(<DepositPage />);
    expect(await screen.findByRole('heading', { name: 'Deposits are closed for now' })).toBeInTheDocument();
    expect(
      screen.getByText(
        `You are on a break until ${formatDateTime('2099-01-15T18:31:00.000Z', 'en')}. Until then you cannot bet or deposit; withdrawals stay open.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to withdrawals' })).toHaveAttribute('href', '/user/wallet/userwithdraw');
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByLabelText('Amount (R$)')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Verify my email' })).toBeNull();
  });

  it('switches to the email notice when the API says the email is not verified', async () => {
    mockApi({
      'GET wallet/deposit-methods': methods,
      'GET wallet/deposits': recent(),
      'POST wallet/deposits': () => apiError(403, 'payments.emailNotVerified', 'Verify your email before making a deposit.'),
    });
    const user = setup();
    await renderWallet(<DepositPage />);
    await user.type(await screen.findByLabelText('Amount (R$)'), '100');
    await user.click(screen.getByRole('button', { name: 'Generate Pix code' }));
    expect(await screen.findByRole('link', { name: 'Verify my email' })).toHaveAttribute('href', '/user/dashboard?continue=%2F');
  });

  it('a Pix paid with its panel closed updates the recent list and the bonus choice when the balance moves', async () => {
    const welcomeUsed = {
      reason: 'deposit_number_passed',
      message_key: 'bonus.errors.depositNumberPassed',
      message: 'This offer is only for deposit number 1.',
    };
    const api = mockApi({
      'GET wallet/deposit-methods': methods,
      // After a reload: the Pix generated before it, then paid from the bank’s app.
      'GET wallet/deposits': [recent(PIX), recent({ ...PIX, status: 'completed' })],
      'GET bonuses/offers': [
        () => json(200, { data: [{ ...welcomeOffer(), unavailable: null }] }),
        () => json(200, { data: [{ ...welcomeOffer(), unavailable: welcomeUsed }] }),
      ],
      'POST wallet/deposits': () => json(201, { deposit: { ...PIX, id: 'a-second-pix' } }),
      'GET sandbox/checkout.css': noSandbox,
    });
    const user = setup();
    await renderWallet(<DepositPage />);
    const resume = await screen.findByRole('button', { name: /Continue/ });
    const bonus = await screen.findByRole('combobox', { name: 'Bonus' });
    await user.selectOptions(bonus, 'welcome');

    // The realtime event of the payment: the session does not know this deposit (its panel is closed).
    act(() => eventBus.emit('balance-updated', { newBalance: 1334.5 }));
    await tick(1000);

    await vi.waitFor(() => expect(resume).not.toBeInTheDocument());
    expect(await screen.findByText('Completed')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Bonus' })).toBeNull();
    expect(api.callsTo('GET wallet/deposits')).toHaveLength(2);
    expect(api.callsTo('GET bonuses/offers')).toHaveLength(2);
    // The offer picked before is used up: the next deposit does not ask for it.
    await user.type(screen.getByLabelText('Amount (R$)'), '100');
    await user.click(screen.getByRole('button', { name: 'Generate Pix code' }));
    await vi.waitFor(() => expect(api.callsTo('POST wallet/deposits')).toHaveLength(1));
    expect(JSON.parse(api.callsTo('POST wallet/deposits')[0]!.body)).toEqual({ method: 'pix', amount: 100 });
  });

  it('reads the recent deposits again when the connection comes back: a read that failed offline is made up for', async () => {
    const paid = { ...PIX, status: 'completed' };
    const api = mockApi({
      'GET wallet/deposit-methods': methods,
      'GET wallet/deposits': [
        recent(),
        // The balance moved just before the link dropped: the read it asked for fails.
        () => {
          throw new TypeError('Failed to fetch');
        },
        recent(paid),
      ],
      'GET sandbox/checkout.css': noSandbox,
    });
    await renderWallet(<DepositPage />);
    expect(await screen.findByText('Your deposits will appear here.')).toBeInTheDocument();
    act(() => eventBus.emit('balance-updated', { newBalance: 1334.5 }));
    await tick(1000);
    await vi.waitFor(() => expect(api.callsTo('GET wallet/deposits')).toHaveLength(2));
    expect(screen.getByText('Your deposits will appear here.')).toBeInTheDocument();

    act(() => window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('Completed')).toBeInTheDocument();
    expect(api.callsTo('GET wallet/deposits')).toHaveLength(3);

    // The player's channel lost continuity (what it published meanwhile is gone): read again; another channel: not.
    act(() => eventBus.emit('realtime-resynced', { channels: ['public:general'] }));
    act(() => eventBus.emit('realtime-resynced', { channels: ['private:user.7', 'public:general'] }));
    await vi.waitFor(() => expect(api.callsTo('GET wallet/deposits')).toHaveLength(4));
    await tick(1000);
    expect(api.callsTo('GET wallet/deposits')).toHaveLength(4);
  });

  it('offers a retry when the methods cannot load', async () => {
    let fail = true;
    mockApi({
      'GET wallet/deposit-methods': () => (fail ? apiError(500, 'unexpectedError', 'Something went wrong. Please try again.') : methods()),
      'GET wallet/deposits': recent(),
    });
    const user = setup();
    await renderWallet(<DepositPage />);
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('radio')).toHaveLength(8);
  });
});
