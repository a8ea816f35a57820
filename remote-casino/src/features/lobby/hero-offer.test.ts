import { describe, expect, it } from 'vitest';
import type { BonusOffer } from '@palpite/shared';
import { welcomeOffer } from '@palpite/shared/testing';
import { chooseHeroOffer } from './hero-offer.ts';

const passed = { reason: 'deposit_number_passed', message_key: 'bonus.errors.depositNumberPassed', message: '…' };
const reload = (overrides: Partial<BonusOffer> = {}) => welcomeOffer({ code: 'casino-reload', percentage: 50, deposit_number: null, ...overrides });

describe('chooseHeroOffer', () => {
  it('advertises the welcome offer while the player can take it, whatever the order', () => {
    expect(chooseHeroOffer([reload(), welcomeOffer()])?.code).toBe('welcome');
  });

  it('advertises the next deposit offer once the welcome has passed for this player', () => {
    expect(chooseHeroOffer([welcomeOffer({ unavailable: passed }), reload({ unavailable: null })])?.code).toBe('casino-reload');
  });

  it('advertises nothing the player could not take, and never an offer a deposit does not grant', () => {
    expect(chooseHeroOffer([welcomeOffer({ unavailable: passed }), reload({ unavailable: { ...passed, reason: 'bonus_already_active' } })])).toBeNull();
    expect(chooseHeroOffer([welcomeOffer({ code: 'spins', kind: 'free_spins' })])).toBeNull();
    expect(chooseHeroOffer([])).toBeNull();
  });
});
