import { describe, expect, it } from 'vitest';
import type { LiveBet } from '../api/types.ts';
import { placedOnRoundCentavos, roundRoom } from './round-room.ts';

const bet = (overrides: Partial<LiveBet>): LiveBet => ({
  id: 1,
  round_id: 41,
  table_id: 'bacara-ao-vivo',
  mode: 'real',
  bets: [],
  stake: 1,
  payout: null,
  status: 'open',
  created_at: '2026-12-01T12:00:00.000Z',
  settled_at: null,
  ...overrides,
});

describe('the stakes placed on a live round', () => {
  it('add up the bets of that round and mode only, in centavos', () => {
    const bets = [bet({ stake: 80 }), bet({ stake: 0.1 }), bet({ stake: 50, mode: 'demo' }), bet({ stake: 90, round_id: 40 })];
    expect(placedOnRoundCentavos(bets, 41, 'real')).toBe(8_010);
    expect(placedOnRoundCentavos(bets, 41, 'demo')).toBe(5_000);
    expect(placedOnRoundCentavos([], 41, 'real')).toBe(0);
  });
});

describe('the room a live round leaves', () => {
  it('is the balance less the chips on the board, when the balance is the tighter limit', () => {
    expect(roundRoom({ availableCentavos: 10_000, placedCentavos: 0 }, 100_000, 8_000)).toEqual({ leftCentavos: 2_000, limitedBy: 'balance' });
  });

  it('does not take the placed bets off the balance again: the balance paid for them already', () => {
    expect(roundRoom({ availableCentavos: 2_000, placedCentavos: 8_000 }, 100_000, 0)).toEqual({ leftCentavos: 2_000, limitedBy: 'balance' });
  });

  it('is the table’s maximum less the bets placed and on the board, when that is the tighter limit', () => {
    expect(roundRoom({ availableCentavos: 100_000, placedCentavos: 8_000 }, 10_000, 500)).toEqual({ leftCentavos: 1_500, limitedBy: 'table' });
  });

  it('is the table’s alone for a visitor, whose balance is unknown', () => {
    expect(roundRoom({ availableCentavos: null, placedCentavos: 0 }, 100_000, 100)).toEqual({ leftCentavos: 99_900, limitedBy: 'table' });
  });

  it('never goes below nothing, with chips past the balance on the board', () => {
    expect(roundRoom({ availableCentavos: 50, placedCentavos: 0 }, 100_000, 100)).toEqual({ leftCentavos: 0, limitedBy: 'balance' });
  });
});
