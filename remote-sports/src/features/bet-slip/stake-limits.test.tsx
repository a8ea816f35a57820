import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { modalsAtom, palpiteStore, siteBetLimitsAtom } from '@palpite/shared';
import { addToSlip, resetSlipState, setSlipVisible } from '../../lib/bet-slip/slip-state.ts';
import type { SlipSelection } from '../../lib/bet-slip/slip.ts';
import { expectOffButFocusable, json, logIn, logOut, mockApi, overSelection, renderSports, slipSelection } from '../../testing/sports-testing.tsx';
import BetSlipWidget from './BetSlipWidget.tsx';

const FLAMENGO = slipSelection();
const OVER = overSelection();

/** As GET /site answers with BETS_MIN_STAKE 5, BETS_MAX_STAKE 100 and a payout cap out of the way. */
const LIMITS = { minStake: 5, maxStake: 100, maxPotentialWin: 1_000_000 };

const placed = () => json(201, { success: true, translation_key: 'bets.placed', translation_params: {}, message: 'Your bet was placed.', bet: { id: 55 } });

/** The slip open with these picks, in this language. */
async function openSlipWith(selections: readonly SlipSelection[], language: 'en' | 'pt-BR' = 'en') {
  for (const selection of selections) addToSlip(selection);
  act(() => setSlipVisible(true));
  await renderSports(<BetSlipWidget />, { language });
  const slip = screen.getByRole('region', { name: language === 'en' ? /Bet slip/ : /Cupom/ });
  return { user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }), slip };
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-22T12:00:00.000Z'), shouldAdvanceTime: true });
  localStorage.clear();
  resetSlipState();
  logIn();
  // The slip reads its fixtures' prices when they join it: unanswered here, so the prices stay as added.
  mockApi({});
});
afterEach(() => {
  palpiteStore.set(siteBetLimitsAtom, null);
  vi.useRealTimers();
  vi.restoreAllMocks();
  logOut();
  palpiteStore.set(modalsAtom, { type: 'closeAll' });
});

describe('the stake limits per bet (GET /site bets, as the host stores them: the minimum and maximum stake)', () => {
  describe.each([
    ['a single', [FLAMENGO]],
    ['an accumulator', [FLAMENGO, OVER]],
  ] as const)('on %s', (_kind, selections) => {
    it.each([
      ['under the minimum', '4,99', '5', 'The minimum stake is R$\u00a05,00.'],
      ['over the maximum', '100,01', '100', 'The maximum stake per bet is R$\u00a0100,00.'],
    ])('says before Place Bet that the stake is %s, at the field, and sends nothing; the limit itself goes', async (_breach, typed, limit, why) => {
      const api = mockApi({ 'POST user/bet': placed });
      const { user, slip } = await openSlipWith(selections);
      const stake = within(slip).getByLabelText('Stake');
      await user.type(stake, typed);
      // Until the host's GET /site answers, the server alone says so.
      expect(within(slip).queryByRole('alert')).toBeNull();
      act(() => palpiteStore.set(siteBetLimitsAtom, LIMITS));
      expect(within(slip).getByRole('alert')).toHaveTextContent(why.replace(/\u00a0/g, ' '));
      expect(stake).toHaveAttribute('aria-invalid', 'true');
      expect(stake).toHaveAccessibleDescription(why);
      const place = within(slip).getByRole('button', { name: 'Place bet' });
      expectOffButFocusable(place);
      expect(place).toHaveAccessibleDescription(why);
      // Neither Enter nor a press sends it: the press takes the player to the stake to change.
      await user.type(stake, '{Enter}');
      await user.click(place);
      expect(stake).toHaveFocus();
      expect(api.callsTo('POST user/bet')).toHaveLength(0);

      await user.clear(stake);
      await user.type(stake, limit);
      expect(within(slip).queryByRole('alert')).toBeNull();
      expect(stake).not.toHaveAttribute('aria-invalid');
      await user.click(place);
      await vi.waitFor(() => expect(api.callsTo('POST user/bet')).toHaveLength(1));
      expect(JSON.parse(api.callsTo('POST user/bet')[0]!.body)).toMatchObject({ stake: Number(limit) });
    });
  });

  it('says nothing of a stake not typed yet: Place Bet asks for one', async () => {
    act(() => palpiteStore.set(siteBetLimitsAtom, LIMITS));
    const { slip } = await openSlipWith([FLAMENGO]);
    expect(within(slip).queryByRole('alert')).toBeNull();
    expect(within(slip).getByLabelText('Stake')).not.toHaveAttribute('aria-invalid');
    expect(within(slip).getByRole('button', { name: 'Place bet' })).toHaveAccessibleDescription('Enter your stake to place the bet.');
  });

  it('says it in pt-BR in the server’s own words', async () => {
    act(() => palpiteStore.set(siteBetLimitsAtom, LIMITS));
    const { user, slip } = await openSlipWith([FLAMENGO, OVER], 'pt-BR');
    const stake = within(slip).getByLabelText('Valor da aposta');
    await user.type(stake, '100,01');
    expect(within(slip).getByRole('alert')).toHaveTextContent('A aposta máxima por cupom é R$ 100,00.');
    await user.clear(stake);
    await user.type(stake, '4,99');
    expect(within(slip).getByRole('alert')).toHaveTextContent('A aposta mínima é R$ 5,00.');
  });
});
