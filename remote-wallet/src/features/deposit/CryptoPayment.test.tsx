import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@palpite/shared';
import { apiError, json, logIn, logOut, mockApi, renderWallet } from '../../testing/wallet-testing.tsx';
import { deposit, NOW, QR_SVG } from '../../testing/fixtures.ts';
import { forgetSandboxProbe } from './api/probe-sandbox.ts';
import type { CryptoInstructions } from './api/deposit.ts';
import { formatCryptoAmount } from './crypto.ts';
import { CryptoPayment } from './CryptoPayment.tsx';

const CRYPTO: CryptoInstructions = {
  type: 'crypto',
  asset: 'USDT',
  network: 'ethereum-sepolia',
  address: '0x4347ae1d6b7014556875759d97860e57b0f28f57',
  crypto_amount: '220.446429',
  rate: 5.6,
  payment_uri: '0x4347ae1d6b7014556875759d97860e57b0f28f57',
  qr_svg: QR_SVG,
};
const CRYPTO_DEPOSIT = deposit({ method: 'crypto', amount: 1234.5, instructions: CRYPTO });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(NOW);
  forgetSandboxProbe();
  logIn();
  mockApi({ 'GET sandbox/checkout.css': () => json(404, { success: false, message_key: 'http.notFound', message: 'Not found.' }) });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  logOut();
});

const noop = () => undefined;

describe('the crypto payment step', () => {
  it('shows the exact amount in the page’s number format, as the estimate before it, and copies the plain decimal', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderWallet(<CryptoPayment deposit={CRYPTO_DEPOSIT} crypto={CRYPTO} onTimeUp={noop} onUpdate={noop} onStale={noop} />, { language: 'pt-BR' });
    expect(screen.getByText('Envie exatamente 220,446429 USDT (R$ 1.234,50) pela rede Ethereum (Sepolia)')).toBeInTheDocument();
    expect(screen.getByText('220,446429 USDT')).toBeInTheDocument();
    expect(screen.queryByText(/220\.446429/)).toBeNull();
    await user.click(screen.getByRole('button', { name: /Valor exato/ }));
    expect(await navigator.clipboard.readText()).toBe('220.446429');
  });

  it('writes the amount as each language does, every place kept and none added', () => {
    expect(formatCryptoAmount('220.446429', 'pt-BR')).toBe('220,446429');
    expect(formatCryptoAmount('220.446429', 'tr')).toBe('220,446429');
    expect(formatCryptoAmount('220.446429', 'en')).toBe('220.446429');
    expect(formatCryptoAmount('1234.5', 'pt-BR')).toBe('1.234,5');
    expect(formatCryptoAmount('0.00150000', 'pt-BR')).toBe('0,00150000');
    expect(formatCryptoAmount('0.123456789012345678', 'en')).toBe('0.123456789012345678');
    expect(formatCryptoAmount('25', 'pt-BR')).toBe('25');
  });

  it('says a refused “I have paid” and a refused simulation again in a language picked after they showed', async () => {
    mockApi({
      // The sandbox's controls are there (dev and test).
      'GET sandbox/checkout.css': () => new Response('', { status: 200, headers: { 'Content-Type': 'text/css' } }),
      [`POST wallet/deposits/${CRYPTO_DEPOSIT.id}/paid`]: () => apiError(500, 'unexpectedError', 'Algo deu errado. Tente novamente.'),
      [`POST sandbox/payments/${CRYPTO_DEPOSIT.id}/fail`]: () =>
        apiError(422, 'payments.sandboxNotApplicable', 'Pagamentos com cartão são aprovados ou recusados na hora.'),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderWallet(<CryptoPayment deposit={CRYPTO_DEPOSIT} crypto={CRYPTO} onTimeUp={noop} onUpdate={noop} onStale={noop} />, { language: 'pt-BR' });
    await user.click(screen.getByRole('button', { name: 'Já paguei' }));
    expect(await screen.findByText('Algo deu errado. Tente novamente.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Simular falha' }));
    expect(await screen.findByText('Pagamentos com cartão são aprovados ou recusados na hora.')).toBeInTheDocument();

    await act(() => changeLanguage('en'));
    expect(screen.getByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Card payments are approved or declined at once.')).toBeInTheDocument();
    expect(screen.queryByText('Algo deu errado. Tente novamente.')).toBeNull();
  });
});
