import { describe, expect, it } from 'vitest';
import type { BonusOffer } from '@palpite/shared';
import { welcomeOffer } from '@palpite/shared/testing';
import { depositOffers, shortOfBonusMinimum } from './bonus-choice.ts';

const offer = (overrides: Partial<BonusOffer>): BonusOffer => welcomeOffer({ free_spins: 0, free_spin_game: null, free_spin_bet: null, ...overrides });

describe('depositOffers', () => {
  it('keeps the offers a deposit grants', () => {
    const offers = [offer({ code: 'welcome' }), offer({ code: 'spins', kind: 'free_spins' }), offer({ code: 'reload' })];
    expect(depositOffers(offers).map((entry) => entry.code)).toEqual(['welcome', 'reload']);
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
