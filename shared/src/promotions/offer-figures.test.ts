import { describe, expect, it } from 'vitest';
import { offerConditions, offerHeadline } from './offer-figures.ts';
import { welcomeOffer } from '../testing/fixtures.ts';

const welcome = welcomeOffer();

describe('offerHeadline', () => {
  it('states the match with its maximum in pt-BR money, then the free spins', () => {
    expect(offerHeadline(welcome)).toEqual([
      { key: 'promotions.headline.match', values: { percentage: 100, max: 'R$\u00a05.000,00' } },
      { key: 'promotions.headline.freeSpins', values: { count: 75 } },
    ]);
  });

  it('states a free-spin offer by its spins alone', () => {
    expect(offerHeadline({ ...welcome, percentage: 0, max_bonus: 0 })).toEqual([{ key: 'promotions.headline.freeSpins', values: { count: 75 } }]);
  });
});

describe('offerConditions', () => {
  it('lists minimum deposit, deposit number, wagering, validity, win cap and the free-spin game', () => {
    expect(offerConditions(welcome).map((line) => [line.key, line.values])).toEqual([
      ['promotions.figures.minDeposit', { amount: 'R$\u00a020,00' }],
      ['promotions.figures.depositNumber', { count: 1 }],
      ['promotions.figures.wagering', { multiple: 40 }],
      ['promotions.figures.validity', { count: 7 }],
      ['promotions.figures.winCap', { amount: 'R$\u00a01.000,00' }],
      ['promotions.figures.freeSpinGame', { game: 'Carnaval do Rio', bet: 'R$\u00a00,50' }],
    ]);
  });

  it('leaves out what the offer does not have', () => {
    const reload = { ...welcome, min_deposit: 0, deposit_number: null, win_cap: null, free_spins: 0, free_spin_game: null };
    expect(offerConditions(reload).map((line) => line.key)).toEqual(['promotions.figures.wagering', 'promotions.figures.validity']);
  });
});
