import { describe, expect, it } from 'vitest';
import * as contract from '@palpite/shared/contract';
import { DEPOSIT_METHODS, isPaymentMethod, processingLabel, REDIRECT_METHODS, WITHDRAWAL_METHODS, type Translate } from './payment-methods.ts';

const t = ((key: string, options?: Record<string, unknown>) => `${key}${options ? JSON.stringify(options) : ''}`) as unknown as Translate;

describe('payment methods', () => {
  it('are the eight deposit and five withdraw methods of spec §2, by their API names', () => {
    expect([...DEPOSIT_METHODS].sort()).toEqual(['bank_transfer', 'card', 'crypto', 'mefete', 'papara', 'payfix', 'pep', 'pix']);
    expect([...WITHDRAWAL_METHODS].sort()).toEqual(['bank_transfer', 'mefete', 'papara', 'payfix', 'pep']);
    expect(DEPOSIT_METHODS).toEqual(contract.DEPOSIT_METHODS);
    expect(WITHDRAWAL_METHODS).toEqual(contract.WITHDRAWAL_METHODS);
    expect(REDIRECT_METHODS).toEqual(['papara', 'payfix', 'pep', 'mefete']);
    expect(isPaymentMethod('pix')).toBe(true);
    expect(isPaymentMethod('bankTransfer')).toBe(false);
  });

  it('say how long a method takes: instant, up to N minutes, or a range', () => {
    expect(processingLabel(t, { minMinutes: 0, maxMinutes: 0 })).toBe('processing.instant{"ns":"wallet"}');
    expect(processingLabel(t, { minMinutes: 0, maxMinutes: 5 })).toBe('processing.upTo{"ns":"wallet","count":5}');
    expect(processingLabel(t, { minMinutes: 10, maxMinutes: 60 })).toBe('processing.range{"ns":"wallet","min":10,"max":60}');
  });
});
