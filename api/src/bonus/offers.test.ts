import { describe, expect, it } from 'vitest';
import { BONUS_TERMS } from '@palpite/shared/contract';
import { OFFERS } from './offers.ts';

describe('the offers the site starts with', () => {
  // The bonus terms promise it for every bonus; a promotion may state its own wagering, not its own validity.
  it.each(OFFERS.map((offer) => [offer.code, offer] as const))('%s is valid for the terms’ period', (_code, offer) => {
    expect(offer.validityDays).toBe(BONUS_TERMS.validityDays);
  });

  it('have distinct codes', () => {
    expect(new Set(OFFERS.map((offer) => offer.code)).size).toBe(OFFERS.length);
  });
});
