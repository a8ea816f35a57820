import { describe, expect, it } from 'vitest';
import { freeSpinStakeReais } from './free-spin-stake.ts';

const state = (campaign_id: number, bet_value?: number) => ({ campaign_id, quantity_left: 3, total_win: 0, ...(bet_value === undefined ? {} : { bet_value }) });
const freeRound = (campaign: number | null, stake: unknown = 0.2) => ({ free_spin_campaign_id: campaign, bet: { stake, free_spin: true } });

describe('the stake a free spin plays at', () => {
  it('is the campaign list’s bet value', () => expect(freeSpinStakeReais(state(3, 0.2), state(3, 0.2), null)).toBe(0.2));

  it('is the listed campaign’s after a play answered the spins left without it', () => expect(freeSpinStakeReais(state(3), state(3, 0.5), null)).toBe(0.5));

  it('is the stake of the free spin just played of that campaign when the list did not say', () => {
    expect(freeSpinStakeReais(state(3), null, freeRound(3))).toBe(0.2);
    expect(freeSpinStakeReais(state(3), state(7, 0.5), freeRound(3, 1))).toBe(1);
  });

  it('is unknown when nothing said it for that campaign', () => {
    expect(freeSpinStakeReais(state(3), state(7, 0.5), freeRound(7))).toBeNull();
    expect(freeSpinStakeReais(state(3), null, freeRound(null))).toBeNull();
    expect(freeSpinStakeReais(state(3), null, freeRound(3, '0.20'))).toBeNull();
  });
});
