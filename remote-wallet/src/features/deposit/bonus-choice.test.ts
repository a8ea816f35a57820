import { describe, expect, it } from 'vitest';
import type { BonusOffer, PlayerBonus } from '@palpite/shared';
import { welcomeOffer } from '@palpite/shared/testing';
import { depositOffers, shortOfBonusMinimum, startingOffer, waitingOfferCode } from './bonus-choice.ts';

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

describe('startingOffer', () => {
  it('is the asked offer when it is listed, else none', () => {
    const offers = [offer({ code: 'reload' })];
    expect(startingOffer(offers, 'reload')).toBe('reload');
    expect(startingOffer(offers, ' RELOAD')).toBe('reload');
    expect(startingOffer(offers, 'welcome')).toBe('');
    expect(startingOffer(offers, null)).toBe('');
    expect(startingOffer([], 'reload')).toBe('');
  });

  it('is the offer the player’s claim waits for when no listed offer was asked for', () => {
    const offers = [offer({ code: 'welcome' }), offer({ code: 'reload' })];
    expect(startingOffer(offers, null, 'reload')).toBe('reload');
    expect(startingOffer(offers, 'gone', 'reload')).toBe('reload');
    // A link the player can take still wins.
    expect(startingOffer(offers, 'welcome', 'reload')).toBe('welcome');
    expect(startingOffer(offers, null, 'sports-reload')).toBe('');
  });
});

describe('waitingOfferCode', () => {
  it('is the offer of a claim that waits for its deposit, not of a running bonus', () => {
    const bonus = { id: 1, offer: offer({ code: 'reload' }), status: 'claimed' } as PlayerBonus;
    expect(waitingOfferCode(bonus)).toBe('reload');
    expect(waitingOfferCode({ ...bonus, status: 'active' })).toBeNull();
    expect(waitingOfferCode({ ...bonus, offer: null })).toBeNull();
    expect(waitingOfferCode(null)).toBeNull();
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
