import { describe, expect, it } from 'vitest';
import type { BonusOffer } from '@palpite/shared';
import { welcomeOffer } from '@palpite/shared/testing';
import { depositOffers, requestedOffer, shortOfBonusMinimum } from './bonus-choice.ts';

const offer = (overrides: Partial<BonusOffer>): BonusOffer => welcomeOffer({ free_spins: 0, free_spin_game: null, free_spin_bet: null, ...overrides });

describe('depositOffers', () => {
  it('keeps the offers a deposit grants', () => {
    const offers = [offer({ code: 'welcome' }), offer({ code: 'spins', kind: 'free_spins' }), offer({ code: 'reload' })];
    expect(depositOffers(offers).map((entry) => entry.code)).toEqual(['welcome', 'reload']);
  });

  it('drops the offers the player could not take now', () => {
    const passed = { reason: 'deposit_number_passed', message_key: 'bonus.errors.depositNumberPassed', message: '…' };
    const offers = [offer({ code: 'welcome', unavailable: passed }), offer({ code: 'reload', unavailable: null })];
    expect(depositOffers(offers).map((entry) => entry.code)).toEqual(['reload']);
  });
});

describe('requestedOffer', () => {
  it('is the asked offer when it is listed, else none', () => {
    const offers = [offer({ code: 'reload' })];
    expect(requestedOffer(offers, 'reload')).toBe('reload');
    expect(requestedOffer(offers, ' RELOAD')).toBe('reload');
    expect(requestedOffer(offers, 'welcome')).toBe('');
    expect(requestedOffer(offers, null)).toBe('');
    expect(requestedOffer([], 'reload')).toBe('');
  });
});

describe('shortOfBonusMinimum', () => {
  it('gives the minimum when the amount is below it', () => {
    expect(shortOfBonusMinimum(19.99, offer({ min_deposit: 20 }))).toBe(20);
  });

  it('is null when the amount qualifies, no bonus is chosen or no amount is typed', () => {
    expect(shortOfBonusMinimum(20, offer({ min_deposit: 20 }))).toBeNull();
    expect(shortOfBonusMinimum(5, offer({ min_deposit: null }))).toBeNull();
    expect(shortOfBonusMinimum(5, undefined)).toBeNull();
    expect(shortOfBonusMinimum(null, offer({}))).toBeNull();
  });
});
