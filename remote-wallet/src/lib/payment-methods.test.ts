import { describe, expect, it } from 'vitest';
import { DEPOSIT_METHODS, WITHDRAW_METHODS, withdrawalFields } from './payment-methods.ts';

describe('payment methods', () => {
  it('are the eight deposit and five withdraw methods of spec §2', () => {
    expect([...DEPOSIT_METHODS].sort()).toEqual(['bankTransfer', 'card', 'crypto', 'mefete', 'papara', 'payfix', 'pep', 'pix']);
    expect([...WITHDRAW_METHODS].sort()).toEqual(['bankTransfer', 'mefete', 'papara', 'payfix', 'pep']);
  });

  it('ask a bank withdrawal for the bank details and a wallet withdrawal only for the account', () => {
    expect(withdrawalFields('bankTransfer')).toContain('iban');
    expect(withdrawalFields('bankTransfer')).toContain('cpf');
    expect(withdrawalFields('papara')).toEqual(['accountNumber', 'firstName', 'lastName', 'amount']);
  });
});
