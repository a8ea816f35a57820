import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_DEPOSIT_LIMITS } from '@palpite/shared/contract';
import { passesLuhn } from './card.ts';
import {
  bech32Encode,
  centavosForUnits,
  formatCryptoAmount,
  hasValidBech32Checksum,
  paymentUri,
  sandboxAddress,
  segwitAddress,
  unitsForCentavos,
} from './crypto-deposit.ts';
import {
  acceptsPayment,
  canMove,
  checkLimits,
  DEPOSIT_STATUSES,
  depositReference,
  isFinal,
  limitsWithOverride,
  playerCanCancel,
  SANDBOX_CARDS,
  sandboxCardOutcome,
} from './deposit-rules.ts';
import { randomCode } from '../crockford.ts';
import { formatBrl, formatUnits, parseReais, parseUnits, reaisOf } from '../money.ts';
import { signatureHeader, signatureOf, verifySignature } from './webhook-signature.ts';

describe('amounts in reais', () => {
  it('reads decimals with at most 2 places, from numbers or strings, exactly', () => {
    expect(parseReais(150.5)).toBe(15050n);
    expect(parseReais('150.50')).toBe(15050n);
    expect(parseReais(0.29)).toBe(29n);
    expect(parseReais(1000.1)).toBe(100010n);
    expect(parseReais(' 7 ')).toBe(700n);
    expect(parseReais(100_000)).toBe(10_000_000n);
    expect(parseReais('10,50')).toBe(1050n);
  });

  it.each([0, -1, 10.555, '10.555', '1e3', 1e21, Number.NaN, Infinity, '10,505', '1.500,00', '', '.5', '5.', null, undefined, {}, '0.00', 0.1 + 0.2])(
    'refuses %s',
    (value) => {
      expect(parseReais(value)).toBeNull();
    },
  );

  it('round-trips every amount the API answers (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 999_999_999_999_99n }), (centavos) => {
        expect(parseReais(reaisOf(centavos))).toBe(centavos);
        expect(parseReais(JSON.parse(JSON.stringify({ amount: reaisOf(centavos) })).amount)).toBe(centavos);
      }),
    );
  });

  it('formats BRL the pt-BR way, whatever the language', () => {
    expect(formatBrl(1_000n)).toBe('R$\u00a010,00');
    expect(formatBrl(123_456_78n)).toBe('R$\u00a0123.456,78');
  });

  it('reads and writes amounts of an asset in its smallest unit', () => {
    expect(parseUnits('0.0005', 8)).toBe(50_000n);
    expect(parseUnits('12', 6)).toBe(12_000_000n);
    expect(parseUnits('0.123456789', 8)).toBeNull();
    expect(parseUnits('-1', 8)).toBeNull();
    expect(formatUnits(50_000n, 8)).toBe('0.0005');
    expect(formatUnits(12_000_000n, 6)).toBe('12');
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 15n - 1n }),
        fc.integer({ min: 0, max: 18 }),
        (units, decimals) => parseUnits(formatUnits(units, decimals), decimals) === units,
      ),
    );
  });
});

describe('notification signatures', () => {
  const secret = 'whsec_0123456789abcdef';
  const body = '{"id":"evt_1","amount":"10.00"}';
  const now = 1_790_000_000;

  it('accepts a fresh, correct signature', () => {
    expect(verifySignature({ header: signatureHeader(secret, now, body), body, secrets: [secret], nowSeconds: now + 10 })).toEqual({
      ok: true,
      timestampSeconds: now,
    });
  });

  it('matches a known HMAC-SHA256 of "timestamp.body"', () => {
    // echo -n '1790000000.{"id":"evt_1","amount":"10.00"}' | openssl dgst -sha256 -hmac whsec_0123456789abcdef
    expect(signatureOf(secret, now, body)).toBe('67cbe5d1fc26172a12bc64d75c02118333de7b2c2c5c931119e06b7ca4345285');
    expect(signatureHeader(secret, now, body)).toBe(`t=${now},v1=67cbe5d1fc26172a12bc64d75c02118333de7b2c2c5c931119e06b7ca4345285`);
  });

  it('refuses what is missing, malformed, stale, from the future, or signed otherwise', () => {
    const check = (header: string | undefined, overrides: Partial<Parameters<typeof verifySignature>[0]> = {}) =>
      verifySignature({ header, body, secrets: [secret], nowSeconds: now, ...overrides });
    expect(check(undefined)).toEqual({ ok: false, reason: 'missing' });
    expect(check('garbage')).toEqual({ ok: false, reason: 'malformed' });
    expect(check(`t=${now}`)).toEqual({ ok: false, reason: 'malformed' });
    expect(check(`t=${now},v1=abc`)).toEqual({ ok: false, reason: 'malformed' });
    expect(check(signatureHeader(secret, now - 301, body))).toEqual({ ok: false, reason: 'stale' });
    expect(check(signatureHeader(secret, now + 301, body))).toEqual({ ok: false, reason: 'stale' });
    expect(check(signatureHeader(secret, now - 300, body)).ok).toBe(true);
    expect(check(signatureHeader('another secret', now, body))).toEqual({ ok: false, reason: 'mismatch' });
    expect(check(signatureHeader(secret, now, body), { body: body.replace('10.00', '99.00') })).toEqual({ ok: false, reason: 'mismatch' });
    expect(check(signatureHeader(secret, now, body), { secrets: [] })).toEqual({ ok: false, reason: 'malformed' });
  });

  it('accepts any v1 of the header and any secret in force (rotation)', () => {
    const header = `t=${now},v1=${'0'.repeat(64)},v1=${signatureOf(secret, now, body)}`;
    expect(verifySignature({ header, body, secrets: [secret], nowSeconds: now }).ok).toBe(true);
    expect(verifySignature({ header: signatureHeader('old secret', now, body), body, secrets: [secret, 'old secret'], nowSeconds: now }).ok).toBe(true);
  });
});

describe('crypto deposits', () => {
  it('encodes BIP-173 SegWit addresses (test vector)', () => {
    const program = Buffer.from('751e76e8199196d454941c45d1b3a323f1433bd6', 'hex');
    expect(segwitAddress('bc', program)).toBe('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4');
    expect(segwitAddress('tb', program)).toBe('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx');
    expect(hasValidBech32Checksum('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', 'tb')).toBe(true);
    expect(hasValidBech32Checksum('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsy', 'tb')).toBe(false);
    expect(hasValidBech32Checksum(bech32Encode('tb', [0, 1, 2]), 'tb')).toBe(true);
  });

  it('makes a test-network address per asset from random bytes', () => {
    const bytes = new Uint8Array(20).fill(7);
    expect(sandboxAddress('BTC', bytes)).toMatch(/^tb1q[02-9ac-hj-np-z]{38}$/);
    expect(sandboxAddress('USDT', bytes)).toBe(`0x${'07'.repeat(20)}`);
    expect(() => sandboxAddress('BTC', new Uint8Array(19))).toThrow();
    expect(paymentUri('BTC', 'tb1qexample', 50_000n)).toBe('bitcoin:tb1qexample?amount=0.0005');
    expect(formatCryptoAmount(17_857_143n, 'USDT')).toBe('17.857143');
  });

  it('quotes coins rounded up so that their value is never below the amount, by less than one unit (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 100_000_000n }), fc.bigInt({ min: 1n, max: 100_000_000_00n }), fc.constantFrom(6, 8), (amount, rate, decimals) => {
        const units = unitsForCentavos(amount, rate, decimals);
        expect(centavosForUnits(units, rate, decimals)).toBeGreaterThanOrEqual(amount);
        expect(units === 0n || (units - 1n) * rate < amount * 10n ** BigInt(decimals)).toBe(true);
      }),
    );
  });
});

describe('deposit rules', () => {
  it('moves between statuses as the spec says', () => {
    expect(canMove('awaiting_payment', 'confirming')).toBe(true);
    expect(canMove('awaiting_payment', 'cancelled')).toBe(true);
    expect(canMove('confirming', 'completed')).toBe(true);
    expect(canMove('confirming', 'cancelled')).toBe(false);
    expect(canMove('confirming', 'expired')).toBe(false);
    for (const status of ['completed', 'failed', 'cancelled'] as const) {
      expect(isFinal(status)).toBe(true);
      for (const next of DEPOSIT_STATUSES) expect(canMove(status, next)).toBe(false);
    }
    // An expired deposit completes only on a payment made before its deadline, notified late.
    expect(DEPOSIT_STATUSES.filter((next) => canMove('expired', next))).toEqual(['completed']);
  });

  it('accepts a payment while awaiting it and in time, or while confirming', () => {
    const now = 1_790_000_000_000;
    const later = now + 30 * 60_000;
    expect(acceptsPayment({ status: 'awaiting_payment', expiresAtMs: later }, now)).toBe(true);
    expect(acceptsPayment({ status: 'awaiting_payment', expiresAtMs: now }, now)).toBe(false);
    expect(acceptsPayment({ status: 'awaiting_payment', expiresAtMs: null }, now)).toBe(true);
    expect(acceptsPayment({ status: 'confirming', expiresAtMs: now }, later)).toBe(true);
    expect(acceptsPayment({ status: 'cancelled', expiresAtMs: later }, now)).toBe(false);
    // Expired by our clock, but the provider says it was paid before the deadline.
    expect(acceptsPayment({ status: 'expired', expiresAtMs: later }, now)).toBe(true);
    expect(acceptsPayment({ status: 'expired', expiresAtMs: now }, later)).toBe(false);
  });

  it('checks limits inclusively', () => {
    const limits = { minCentavos: 1_000n, maxCentavos: 5_000n };
    expect(checkLimits(999n, limits)).toEqual({ ok: false, problem: 'below_minimum' });
    expect(checkLimits(1_000n, limits)).toEqual({ ok: true });
    expect(checkLimits(5_000n, limits)).toEqual({ ok: true });
    expect(checkLimits(5_001n, limits)).toEqual({ ok: false, problem: 'above_limit' });
    expect(limitsWithOverride(DEFAULT_DEPOSIT_LIMITS, undefined)).toEqual(DEFAULT_DEPOSIT_LIMITS);
  });

  it('knows the sandbox test cards, which are valid card numbers; any other of a card brand approves, one of no brand is declined', () => {
    for (const number of Object.keys(SANDBOX_CARDS)) expect(passesLuhn(number)).toBe(true);
    expect(sandboxCardOutcome('4000000000000002')).toBe('declined');
    expect(sandboxCardOutcome('4000000000009995')).toBe('insufficient_funds');
    expect(sandboxCardOutcome('4000000000000119')).toBe('processing_error');
    expect(sandboxCardOutcome('4000000000000226')).toBe('no_answer');
    expect(sandboxCardOutcome('5555555555554444')).toBe('approved');
    expect(sandboxCardOutcome('378282246310005')).toBe('approved');
    for (const noBrand of ['0000000000000000', '1234567812345670', '9999999999999995']) {
      expect(passesLuhn(noBrand)).toBe(true);
      expect(sandboxCardOutcome(noBrand)).toBe('declined');
    }
  });

  it('lets the player cancel only what they have not paid, and never a card charge', () => {
    for (const status of DEPOSIT_STATUSES) {
      expect(playerCanCancel({ method: 'pix', status })).toBe(status === 'awaiting_payment');
      expect(playerCanCancel({ method: 'card', status })).toBe(false);
    }
  });

  it('hands out references fit for a Pix txid and a bank-transfer description', () => {
    expect(depositReference(new Uint8Array(10))).toBe('PLP0000000000000000');
    expect(depositReference(new Uint8Array(10).fill(255))).toBe('PLPZZZZZZZZZZZZZZZZ');
    fc.assert(fc.property(fc.uint8Array({ minLength: 10, maxLength: 10 }), (bytes) => /^PLP[0-9A-HJKMNP-TV-Z]{16}$/.test(depositReference(bytes))));
    expect(() => randomCode(new Uint8Array(2), 10)).toThrow();
  });
});
