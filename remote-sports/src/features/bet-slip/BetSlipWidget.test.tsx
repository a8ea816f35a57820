import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createRetryKey,
  eventBus,
  formatDateTime,
  isUserLoadingAtom,
  modalsAtom,
  palpiteStore,
  siteBetLimitsAtom,
  siteBetMaxSelectionsAtom,
  STORAGE_KEYS,
} from '@palpite/shared';
import {
  addToSlip,
  isSlipVisibleAtom,
  resetSlipState,
  restoreSlip,
  setSlipVisible,
  slipAtom,
  stakeAtom,
  updateSlipPrices,
} from '../../lib/bet-slip/slip-state.ts';
import type { MatchDetail } from '../../lib/types.ts';
import {
  expectOffButFocusable,
  json,
  logIn,
  logOut,
  makeUser,
  matchDetail,
  mockApi,
  overSelection,
  renderSports,
  slipSelection,
} from '../../testing/sports-testing.tsx';
import { betPayload, placementFingerprint } from './bet-payload.ts';
import BetSlipWidget from './BetSlipWidget.tsx';
import { DESKTOP_QUERY } from './slip-geometry.ts';
import { OUTCOME_MS, STAKE_ERROR_MS } from './use-place-bet.ts';

const FLAMENGO = slipSelection();
const OVER = overSelection();

/** As the host lays it out: the page in a focusable <main>, the slip outside it. */
function renderSlipBesidePage() {
  return renderSports(
    <>
      <main tabIndex={-1}>
        <h1>Sports</h1>
      </main>
      <BetSlipWidget />
    </>,
  );
}

async function openSlip() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  await renderSlipBesidePage();
  const toggle = screen.getByRole('button', { name: '2 Bet slip 6.93' });
  expect(toggle).toHaveAccessibleDescription('Open bet slip: 2 selections, total odds 6.93');
  await user.click(toggle);
  return { user, slip: screen.getByRole('region', { name: /Bet slip/ }) };
}

const placed = () => json(201, { success: true, translation_key: 'bets.placed', translation_params: {}, message: 'Your bet was placed.', bet: { id: 55 } });

const place = () => screen.getByRole('button', { name: 'Place bet' });

const asShown = (text: string) => text.replace(/\s/g, ' ');

/** Place Bet is off, and the slip says why, in words that also describe the button. */
function expectPlaceOffFor(slip: HTMLElement, why: string) {
  // Shown text is matched with its no-break spaces (in amounts) as any space.
  expect(within(slip).getByText(asShown(why))).toBeVisible();
  expectOffButFocusable(place());
  expect(place()).toHaveAccessibleDescription(why);
}

/** The morning before the fixtures' kick-off (2026-11-23T00:30Z): their pre-match picks can still be placed. */
const BEFORE_KICK_OFF = new Date('2026-11-22T12:00:00.000Z');

beforeEach(() => {
  vi.useFakeTimers({ now: BEFORE_KICK_OFF, shouldAdvanceTime: true });
  localStorage.clear();
  resetSlipState();
  addToSlip(FLAMENGO);
  addToSlip(OVER);
  logIn();
  // The slip reads its fixtures' prices when they join it: unanswered here, so the prices stay as added.
  mockApi({});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  logOut();
  palpiteStore.set(modalsAtom, { type: 'closeAll' });
});

describe('the bet slip widget (spec §2, §4, §9)', () => {
  it('is a small count / total-odds button while closed, and a labelled region when open', async () => {
    const { user, slip } = await openSlip();
    expect(within(slip).getByText('Accumulator')).toBeInTheDocument();
    expect(within(slip).getAllByRole('listitem')).toHaveLength(2);
    expect(within(slip).getByText('Over 2.5')).toBeInTheDocument();
    expect(within(slip).getByRole('checkbox', { name: 'Accept odds changes' })).toBeChecked();
    const stake = within(slip).getByLabelText('Stake');
    // Spec §2's "min 0 step 0.01" is kept by the field's rule (no sign, at most 2 decimals) on a
    // text field with the decimal keypad: a number field drops the decimal comma.
    expect(stake).toHaveAttribute('type', 'text');
    expect(stake).toHaveAttribute('inputmode', 'decimal');
    // Money in pt-BR format in every language (spec §1), as the payout under it; a point is taken too.
    expect(stake).toHaveAttribute('placeholder', '0,00');
    await user.type(stake, '10.5');
    expect(place()).toBeEnabled();
    expect(slip).toHaveTextContent('Potential payoutR$ 72,76');
  });

  it('keeps “Accept odds changes” as the player left it after a reload, and sends that choice', async () => {
    const api = mockApi({ 'POST user/bet': placed });
    const first = await openSlip();
    await first.user.click(within(first.slip).getByRole('checkbox', { name: 'Accept odds changes' }));
    // A reload: the page starts again from what is stored.
    cleanup();
    resetSlipState();
    const { user, slip } = await openSlip();
    expect(within(slip).getByRole('checkbox', { name: 'Accept odds changes' })).not.toBeChecked();
    await user.type(within(slip).getByLabelText('Stake'), '10');
    await user.click(place());
    await vi.waitFor(() => expect(api.callsTo('POST user/bet')).toHaveLength(1));
    expect(JSON.parse(api.callsTo('POST user/bet')[0]!.body)).toMatchObject({ accept_odds_changes: false });
  });

  it('tells the page how much of the window the closed slip’s button covers, so focus scrolls clear of it (WCAG 2.4.11)', async () => {
    const space = () => document.documentElement.style.getPropertyValue('--floating-bottom-space');
    const { slip } = await openSlip();
    expect(slip).toBeInTheDocument();
    // Open, the slip floats no button: nothing is claimed.
    expect(space()).toBe('');
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(within(slip).getByRole('button', { name: 'Close bet slip' }));
    expect(space()).toMatch(/^\d+px$/);
    // Gone with the button.
    cleanup();
    expect(space()).toBe('');
  });

  it('says of a live handicap pick that only the goals after the bet count', async () => {
    const handicap = slipSelection({ selection_id: 300131, fixture_id: 3001, outcome: 'home', bet_type: 'ft:asian-handicap:0', handicap: 0, live: true });
    act(() => addToSlip(handicap));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderSlipBesidePage();
    await user.click(screen.getByRole('button', { name: /^3 Bet slip/ }));
    const items = within(screen.getByRole('region', { name: /Bet slip/ })).getAllByRole('listitem');
    expect(items.filter((item) => item.textContent?.includes('Live handicap: only goals scored after your bet count.'))).toHaveLength(1);
    expect(items.at(-1)).toHaveTextContent('Live handicap');
  });

  it('shows total odds and the estimated payout to 2 decimals, and offers Place Bet only for a stake above 0', async () => {
    const { user, slip } = await openSlip();
    expectOffButFocusable(place());
    await user.type(within(slip).getByLabelText('Stake'), '0');
    expectOffButFocusable(place());
    await user.clear(within(slip).getByLabelText('Stake'));
    await user.click(within(slip).getByRole('button', { name: /^R\$\s20$/ }));
    expect(place()).toBeEnabled();
    expect(place()).not.toHaveAttribute('aria-disabled');
    expect(slip).toHaveTextContent('Total odds6.93');
    expect(slip).toHaveTextContent('Potential payoutR$ 138,60');
  });

  it('keeps Place bet focusable without a stake, says why, and takes a press to the stake field without placing', async () => {
    const api = mockApi({ 'POST user/bet': placed });
    const { user, slip } = await openSlip();
    const stake = within(slip).getByLabelText('Stake');
    expectOffButFocusable(place());
    expect(place()).toHaveAccessibleDescription('Enter your stake to place the bet.');
    await user.click(place());
    expect(stake).toHaveFocus();
    for (const key of ['{Enter}', ' ']) {
      place().focus();
      await user.keyboard(key);
      expect(stake).toHaveFocus();
    }
    expect(api.callsTo('POST user/bet')).toEqual([]);
    expect(within(slip).queryByRole('alert')).toBeNull();
    expect(within(slip).getByRole('group', { name: 'Quick stakes' })).toBeInTheDocument();
    await user.type(stake, '10');
    expect(place()).not.toHaveAttribute('aria-disabled');
    expect(place()).not.toHaveAttribute('aria-describedby');
    await user.click(place());
    await vi.waitFor(() => expect(api.callsTo('POST user/bet')).toHaveLength(1));
  });

  it('shows the total odds and payout the server took when it placed the bet at new odds, not the slip’s', async () => {
    mockApi({
      'POST user/bet': () =>
        json(201, {
          success: true,
          translation_key: 'bets.placedAtNewOdds',
          translation_params: { odds: '7.26' },
          message: 'x',
          bet: { id: 56, total_odds: 7.26, potential_win: 72.6 },
        }),
    });
    const { user, slip } = await openSlip();
    await user.type(within(slip).getByLabelText('Stake'), '10');
    expect(slip).toHaveTextContent('Total odds6.93');
    await user.click(place());
    expect(await within(slip).findByText('Odds changed: your bet was placed at the new odds (7.26).')).toBeInTheDocument();
    expect(slip).toHaveTextContent('Total odds7.26');
    expect(slip).toHaveTextContent('Potential payoutR$ 72,60');
    // The header's total too: nothing on the slip still says 6.93.
    expect(within(slip).getAllByText('7.26')).toHaveLength(2);
    expect(within(slip).queryByText('6.93')).toBeNull();
  });

  it('says before a press that a bet holds at most 20 selections, as the server would, and takes the slip once one goes', async () => {
    const api = mockApi({ 'POST user/bet': placed });
    const more = Array.from({ length: 19 }, (_, index) => slipSelection({ selection_id: 500101 + index, fixture_id: 5001 + index }));
    act(() => {
      for (const selection of more) addToSlip(selection);
      setSlipVisible(true);
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderSlipBesidePage();
    const slip = screen.getByRole('region', { name: /Bet slip/ });
    await user.type(within(slip).getByLabelText('Stake'), '10');
    expectPlaceOffFor(slip, 'A bet can have at most 20 selections.');
    await user.type(within(slip).getByLabelText('Stake'), '{Enter}');
    expect(api.callsTo('POST user/bet')).toHaveLength(0);
    await user.click(
      within(slip)
        .getAllByRole('button', { name: /^Remove/ })
        .at(-1)!,
    );
    expect(within(slip).queryByText('A bet can have at most 20 selections.')).toBeNull();
    expect(place()).toBeEnabled();
  });

  describe('under the deployment’s own limit on selections (GET /site, BETS_MAX_SELECTIONS)', () => {
    afterEach(() => palpiteStore.set(siteBetMaxSelectionsAtom, null));

    async function openSlipWithFourPicks() {
      act(() => {
        addToSlip(slipSelection({ selection_id: 600101, fixture_id: 6001 }));
        addToSlip(slipSelection({ selection_id: 600201, fixture_id: 6002 }));
        setSlipVisible(true);
      });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await renderSlipBesidePage();
      const slip = screen.getByRole('region', { name: /Bet slip/ });
      await user.type(within(slip).getByLabelText('Stake'), '10');
      return slip;
    }

    it('says a bet holds at most 3 selections on a deployment that allows 3, and keeps Place Bet off for 4', async () => {
      palpiteStore.set(siteBetMaxSelectionsAtom, 3);
      const slip = await openSlipWithFourPicks();
      expectPlaceOffFor(slip, 'A bet can have at most 3 selections.');
    });

    it('applies the usual 20 while the deployment’s limit is not known yet', async () => {
      const slip = await openSlipWithFourPicks();
      expect(within(slip).queryByText(/at most \d+ selections/)).toBeNull();
      expect(place()).toBeEnabled();
    });
  });

  it('takes a stake with a decimal comma as the placeholder shows it (0,00), not ten times it', async () => {
    const { user, slip } = await openSlip();
    await user.type(within(slip).getByLabelText('Stake'), '10,5');
    expect(within(slip).getByLabelText('Stake')).toHaveValue('10,5');
    expect(slip).toHaveTextContent('Potential payoutR$ 72,76');
    await user.type(within(slip).getByLabelText('Stake'), '5');
    expect(within(slip).getByLabelText('Stake')).toHaveValue('10,55');
    expect(place()).toBeEnabled();
  });

  it('opens the warning modal when a visitor places', async () => {
    logOut();
    const api = mockApi({});
    const { user, slip } = await openSlip();
    await user.type(within(slip).getByLabelText('Stake'), '10');
    await user.click(place());
    expect(palpiteStore.get(modalsAtom).isWarningVisible).toBe(true);
    expect(api.callsTo('POST user/bet')).toHaveLength(0);
  });

  it('says enterValidStake for a stake of 0 or less, for 3 s', async () => {
    const { user, slip } = await openSlip();
    await user.type(within(slip).getByLabelText('Stake'), '0{Enter}');
    expect(await within(slip).findByRole('alert')).toHaveTextContent('Enter a valid stake.');
    // The message takes the quick stakes' row of the footer (not the picks' room) while it shows.
    expect(within(slip).queryByRole('group', { name: 'Quick stakes' })).toBeNull();
    expect(within(slip).getAllByRole('listitem')).toHaveLength(2);
    act(() => vi.advanceTimersByTime(STAKE_ERROR_MS - 1000));
    expect(within(slip).getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1100));
    expect(within(slip).queryByRole('alert')).toBeNull();
    expect(within(slip).getByRole('group', { name: 'Quick stakes' })).toBeInTheDocument();
  });

  it('places the accumulator (spec §7 payload), shows the message 5 s, then clears the slip, resets the stake and closes', async () => {
    const api = mockApi({
      'POST user/bet': () =>
        json(201, {
          success: true,
          translation_key: 'bets.placed',
          translation_params: {},
          message_key: 'bets.placed',
          message: 'Your bet was placed.',
          bet: { id: 55 },
        }),
    });
    const placed = vi.fn();
    const refresh = vi.fn();
    const offs = [eventBus.on('bet-placed', placed), eventBus.on('user-refresh-requested', refresh)];
    const { user, slip } = await openSlip();
    await user.type(within(slip).getByLabelText('Stake'), '10');
    await user.click(place());
    expect(await within(slip).findByText('Your bet was placed.')).toBeInTheDocument();
    expect(placed).toHaveBeenCalledWith({ betId: 55 });
    expect(refresh).toHaveBeenCalledTimes(1);
    // The placed slip cannot be placed a second time while its success shows; the button keeps the focus.
    expect(place()).toHaveAttribute('aria-disabled', 'true');
    expect(place()).toHaveFocus();
    await user.click(place());
    await user.type(within(slip).getByLabelText('Stake'), '{Enter}');
    expect(api.callsTo('POST user/bet')).toHaveLength(1);

    const call = api.callsTo('POST user/bet')[0]!;
    expect(call.request.headers.get('Idempotency-Key')).toMatch(/\S{8,}/);
    const body = JSON.parse(call.body) as Record<string, unknown> & { bet_details: Record<string, unknown>[] };
    expect(body).toMatchObject({ frontend_id: 1, stake: 10, odds: 6.93, potential_win: 69.3, accept_odds_changes: true });
    expect(body.bet_details).toHaveLength(2);
    expect(body.bet_details[1]).toMatchObject({
      fixture_id: 2001,
      home_team_name: 'Santos FC',
      away_team_name: 'Grêmio FBPA',
      outcome: 'over',
      handicap: 2.5,
      bet_type: 'ft:total:2.5',
      type: 'football',
      odd: 3.3,
      live: false,
      elapsed: null,
      selection_id: 200111,
    });
    expect(typeof body.bet_details[1]!.bet_time).toBe('string');

    // The fake clock also runs with real time here: check well inside the 5 s, then past them.
    act(() => vi.advanceTimersByTime(OUTCOME_MS - 1000));
    expect(palpiteStore.get(slipAtom).bets).toHaveLength(2);
    // Still shown, no longer stored: a page loaded now does not offer the placed bets again, even
    // after a price moved on the shown slip.
    act(() => updateSlipPrices([{ selectionId: 200111, price: 3.4, suspended: false }]));
    expect(localStorage.getItem('betslip')).toBe('[]');
    act(() => vi.advanceTimersByTime(1100));
    expect(palpiteStore.get(slipAtom).bets).toEqual([]);
    expect(palpiteStore.get(stakeAtom)).toBe('');
    expect(palpiteStore.get(isSlipVisibleAtom)).toBe(false);
    expect(localStorage.getItem('betslip')).toBe('[]');
    for (const off of offs) off();
  });

  it('sends a slip whose answer was lost again under its key (its prices may have moved), so the server answers the bet it took; a refusal frees the key', async () => {
    const placed = json(201, { success: true, message_key: 'bets.placed', message: 'Your bet was placed.', bet: { id: 56 } });
    const api = mockApi({
      'POST user/bet': [
        () => {
          throw new TypeError('Failed to fetch');
        },
        () => json(409, { success: false, message_key: 'bets.oddsChanged', translation_params: { old: '2.10', new: '2.25' }, message: 'x' }),
        () => placed,
      ],
    });
    const { user, slip } = await openSlip();
    await user.type(within(slip).getByLabelText('Stake'), '10');
    await user.click(place());
    await vi.waitFor(() => expect(place()).toBeEnabled());
    // A live price moving while the answer was awaited does not make it another bet.
    act(() => updateSlipPrices([{ selectionId: 200111, price: 3.4, suspended: false }]));
    await user.click(place());
    expect(await within(slip).findByText('Odds changed (2.10 → 2.25). Accept odds changes to proceed.')).toBeInTheDocument();
    await vi.waitFor(() => expect(place()).toBeEnabled());
    await user.click(place());
    expect(await within(slip).findByText('Your bet was placed.')).toBeInTheDocument();

    const keys = api.callsTo('POST user/bet').map((call) => call.request.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  describe('a changed slip after a lost answer', () => {
    const lost = () => {
      throw new TypeError('Failed to fetch');
    };
    const stakeOf = (call: { body: string }) => (JSON.parse(call.body) as { stake: number }).stake;

    async function loseAnswerThenChangeStake(user: ReturnType<typeof userEvent.setup>, slip: HTMLElement) {
      const stake = within(slip).getByLabelText('Stake');
      await user.type(stake, '10');
      await user.click(place());
      expect(await within(slip).findByRole('alert')).toHaveTextContent("We did not get your bet's confirmation.");
      await vi.waitFor(() => expect(place()).toBeEnabled());
      await user.clear(stake);
      await user.type(stake, '20');
    }

    it('first asks what the lost one did: its bet was placed, so the changed slip is not sent and the player is told', async () => {
      const api = mockApi({ 'POST user/bet': [lost, placed], 'POST user/bet/resolve': () => json(200, { success: true, placed: true, bet: { id: 77 } }) });
      const announced: number[] = [];
      const off = eventBus.on('bet-placed', ({ betId }) => announced.push(betId));
      const { user, slip } = await openSlip();
      await loseAnswerThenChangeStake(user, slip);
      await user.click(place());
      expect(await within(slip).findByRole('alert')).toHaveTextContent(
        'Your earlier bet (no. 77) was placed before you changed the slip. This slip was not sent: check My bets and bet again if you wish.',
      );
      const [lostCall] = api.callsTo('POST user/bet');
      expect(api.callsTo('POST user/bet')).toHaveLength(1);
      expect(api.callsTo('POST user/bet/resolve').map((call) => call.request.headers.get('Idempotency-Key'))).toEqual([
        lostCall!.request.headers.get('Idempotency-Key'),
      ]);
      expect(announced).toEqual([77]);
      expect(palpiteStore.get(slipAtom).bets).toHaveLength(2);
      // Pressed again, the changed slip is a bet of its own, under a new key.
      await vi.waitFor(() => expect(place()).toBeEnabled());
      await user.click(place());
      expect(await within(slip).findByText('Your bet was placed.')).toBeInTheDocument();
      const [first, second] = api.callsTo('POST user/bet');
      expect(stakeOf(second!)).toBe(20);
      expect(second!.request.headers.get('Idempotency-Key')).not.toBe(first!.request.headers.get('Idempotency-Key'));
      expect(api.callsTo('POST user/bet/resolve')).toHaveLength(1);
      off();
    });

    it('sends the changed slip under a new key once the server says the lost one placed nothing (and now never will)', async () => {
      const api = mockApi({ 'POST user/bet': [lost, placed], 'POST user/bet/resolve': () => json(200, { success: true, placed: false }) });
      const { user, slip } = await openSlip();
      await loseAnswerThenChangeStake(user, slip);
      await user.click(place());
      expect(await within(slip).findByText('Your bet was placed.')).toBeInTheDocument();
      const [first, second] = api.callsTo('POST user/bet');
      expect(api.callsTo('POST user/bet/resolve')[0]!.request.headers.get('Idempotency-Key')).toBe(first!.request.headers.get('Idempotency-Key'));
      expect(stakeOf(second!)).toBe(20);
      expect(second!.request.headers.get('Idempotency-Key')).not.toBe(first!.request.headers.get('Idempotency-Key'));
    });

    it('sends nothing while the question gets no answer either, and asks again on the next press', async () => {
      const api = mockApi({
        'POST user/bet': [lost, placed],
        'POST user/bet/resolve': [lost, () => json(500, {}), () => json(200, { success: true, placed: false })],
      });
      const { user, slip } = await openSlip();
      await loseAnswerThenChangeStake(user, slip);
      for (let press = 0; press < 2; press++) {
        await user.click(place());
        expect(await within(slip).findByRole('alert')).toHaveTextContent("We did not get your bet's confirmation.");
        await vi.waitFor(() => expect(place()).toBeEnabled());
        expect(api.callsTo('POST user/bet')).toHaveLength(1);
      }
      await user.click(place());
      expect(await within(slip).findByText('Your bet was placed.')).toBeInTheDocument();
      const keys = api.callsTo('POST user/bet/resolve').map((call) => call.request.headers.get('Idempotency-Key'));
      expect(new Set(keys)).toEqual(new Set([api.callsTo('POST user/bet')[0]!.request.headers.get('Idempotency-Key')]));
      expect(keys).toHaveLength(3);
    });
  });

  it.each([
    [
      'a refusal: its translated key with the parameters',
      () =>
        json(409, {
          success: false,
          translation_key: 'bets.oddsChanged',
          translation_params: { old: '2.10', new: '2.25' },
          message_key: 'bets.oddsChanged',
          message: 'server text',
          details: { leg: 0 },
        }),
      'Odds changed (2.10 → 2.25). Accept odds changes to proceed.',
    ],
    [
      'a key the site does not know: the server’s message',
      () => json(422, { success: false, message_key: 'bets.somethingNew', message: 'Limite diário atingido.' }),
      'Limite diário atingido.',
    ],
    ['an HTTP error without key or message: unexpectedError', () => json(500, {}), 'Something went wrong. Please try again.'],
    [
      'no answer at all: the bet may have been taken, so the next press checks first',
      () => {
        throw new TypeError('Failed to fetch');
      },
      "We did not get your bet's confirmation. When you bet again, we first check whether it was placed: nothing is bet twice.",
    ],
  ])('on failure shows %s for 5 s, and keeps the slip', async (_name, reply, text) => {
    mockApi({ 'POST user/bet': reply });
    const { user, slip } = await openSlip();
    await user.type(within(slip).getByLabelText('Stake'), '10');
    await user.click(place());
    expect(await within(slip).findByRole('alert')).toHaveTextContent(text);
    act(() => vi.advanceTimersByTime(OUTCOME_MS + 50));
    expect(within(slip).queryByRole('alert')).toBeNull();
    expect(palpiteStore.get(slipAtom).bets).toHaveLength(2);
    expect(palpiteStore.get(isSlipVisibleAtom)).toBe(true);
  });

  it('still clears the placed slip when the widget goes away during the success message', async () => {
    mockApi({ 'POST user/bet': () => json(201, { success: true, translation_key: 'bets.placed', message: 'ok', bet: { id: 7 } }) });
    const { user, slip } = await openSlip();
    await user.type(within(slip).getByLabelText('Stake'), '10');
    await user.click(place());
    expect(await within(slip).findByText('Your bet was placed.')).toBeInTheDocument();
    cleanup();
    expect(palpiteStore.get(slipAtom).bets).toEqual([]);
    expect(palpiteStore.get(stakeAtom)).toBe('');
    expect(palpiteStore.get(isSlipVisibleAtom)).toBe(false);
  });

  it('puts a refused changed price on the entry, and locks an entry whose price was suspended', async () => {
    mockApi({
      'POST user/bet': [
        () =>
          json(409, {
            success: false,
            message_key: 'bets.oddsChanged',
            translation_params: { old: '3.30', new: '3.05' },
            message: 'x',
            details: { code: 'odds_changed', leg: 1, seen_odd: 3.3, current_odd: 3.05 },
          }),
        () => json(409, { success: false, message_key: 'bets.oddsSuspended', message: 'x', details: { code: 'odds_suspended', leg: 0 } }),
      ],
    });
    const { user, slip } = await openSlip();
    await user.type(within(slip).getByLabelText('Stake'), '10');
    await user.click(place());
    await within(slip).findByRole('alert');
    expect(palpiteStore.get(slipAtom).selections['200111']).toMatchObject({ odd: 3.05, previous_odd: 3.3, suspended: false });
    expect(slip).toHaveTextContent('Total odds6.40');
    const refused = slip.querySelector('[data-bet-id="200111"]')!;
    expect(refused.className).toMatch(/refused/);
    act(() => vi.advanceTimersByTime(OUTCOME_MS + 50));
    await user.click(place());
    await vi.waitFor(() => expect(palpiteStore.get(slipAtom).selections['100101']?.suspended).toBe(true));
    expect(within(slip.querySelector<HTMLElement>('[data-bet-id="100101"]')!).getByText('Odds suspended')).toBeInTheDocument();
    // Placing waits until the price reopens (or the pick is removed), and says so.
    act(() => vi.advanceTimersByTime(OUTCOME_MS + 50));
    expectOffButFocusable(place());
    expect(place()).toHaveAccessibleDescription('Odds on a selection are suspended: wait for them to reopen, or remove it to place the rest.');
    act(() => updateSlipPrices([{ selectionId: 100101, price: 2.2, suspended: false }]));
    expect(place()).toBeEnabled();
  });

  it('says a pick whose market closed (the match is over) will not reopen, and leaves it out of the total odds', async () => {
    const { slip } = await openSlip();
    act(() => updateSlipPrices([{ selectionId: 100101, price: 2.2, suspended: true, closed: true }]));
    const closed = slip.querySelector<HTMLElement>('[data-bet-id="100101"]')!;
    expect(within(closed).getByText('Market closed')).toBeInTheDocument();
    // Its last price move is not news: neither shown nor announced.
    expect(closed).toHaveTextContent(/Market closed2\.20$/);
    expect(slip).not.toHaveTextContent('Odds changed on CR Flamengo');
    expect(slip).toHaveTextContent('A selection is no longer available: remove it to place the rest.');
    expect(slip).not.toHaveTextContent('wait for them to reopen');
    expect(slip).toHaveTextContent('Total odds3.30');
    // The payout as the total: stake × 3.30, the closed pick's 2.10 left out of both.
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).type(within(slip).getByLabelText('Stake'), '10');
    expect(slip).toHaveTextContent('Potential payoutR$ 33,00');
    expectOffButFocusable(place());
    // Kept across a reload, until the player removes it.
    expect(JSON.parse(localStorage.getItem('betslip')!)).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: '100101', selection: expect.objectContaining({ closed: true }) })]),
    );
  });

  it('keeps a third decimal as typed, says it is no valid stake and keeps Place Bet off (the API takes centavos only)', async () => {
    const { user, slip } = await openSlip();
    await user.type(within(slip).getByLabelText('Stake'), '10,005');
    expect(palpiteStore.get(stakeAtom)).toBe('10,005');
    expect(within(slip).getByRole('alert')).toHaveTextContent('Enter a valid stake.');
    expectOffButFocusable(place());
  });

  it('keeps a pick added while the placed slip shows its success; the placed ones leave', async () => {
    mockApi({ 'POST user/bet': () => json(201, { success: true, translation_key: 'bets.placed', message: 'ok', bet: { id: 9 } }) });
    const { user, slip } = await openSlip();
    await user.type(within(slip).getByLabelText('Stake'), '10');
    await user.click(place());
    expect(await within(slip).findByText('Your bet was placed.')).toBeInTheDocument();
    const later = slipSelection({ selection_id: 300121, fixture_id: 3001, home_team_name: 'SC Internacional', away_team_name: 'Cruzeiro EC', odd: 1.8 });
    act(() => addToSlip(later));
    act(() => vi.advanceTimersByTime(OUTCOME_MS + 50));
    expect(palpiteStore.get(slipAtom).bets.map((bet) => bet.id)).toEqual(['300121']);
    expect(JSON.parse(localStorage.getItem('betslip')!)).toHaveLength(1);
    expect(palpiteStore.get(stakeAtom)).toBe('');
  });

  it('shows a busy Place Bet while the bet is being placed, with the picks, the stake and the options locked', async () => {
    let answer!: (response: Response) => void;
    mockApi({ 'POST user/bet': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { user, slip } = await openSlip();
    // Enter in the stake field places the bet; the focus stays in the field meanwhile.
    await user.type(within(slip).getByLabelText('Stake'), '10{Enter}');
    const busy = await within(slip).findByRole('button', { name: 'Placing bet…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    for (const remove of within(slip).getAllByRole('button', { name: /^Remove/ })) expect(remove).toBeDisabled();
    expect(within(slip).getByLabelText('Stake')).toHaveAttribute('readonly');
    expect(within(slip).getByLabelText('Stake')).toHaveFocus();
    await user.type(within(slip).getByLabelText('Stake'), '5');
    expect(palpiteStore.get(stakeAtom)).toBe('10');
    expect(within(slip).getByRole('checkbox', { name: 'Accept odds changes' })).toBeDisabled();
    expect(within(slip).getByRole('button', { name: /^R\$\s20$/ })).toBeDisabled();
    answer(json(201, { success: true, translation_key: 'bets.placed', message: 'ok', bet: { id: 1 } }));
    expect(await within(slip).findByText('Your bet was placed.')).toBeInTheDocument();
  });
});

describe('the same slip in two tabs of the browser', () => {
  /** Another tab stores the slip: its storage event fires here (never in the tab that wrote). */
  function storedByAnotherTab(text: string) {
    const oldValue = localStorage.getItem('betslip');
    localStorage.setItem('betslip', text);
    window.dispatchEvent(new StorageEvent('storage', { key: 'betslip', oldValue, newValue: text, storageArea: localStorage }));
  }

  it('empties when the other tab places it, so it is not offered a second time', async () => {
    const api = mockApi({ 'POST user/bet': placed });
    const { user, slip } = await openSlip();
    await user.type(within(slip).getByLabelText('Stake'), '10');
    expect(place()).toBeEnabled();
    // The other tab placed it: it stored the slip without the placed picks.
    act(() => storedByAnotherTab('[]'));
    expect(within(slip).getByText('Your bet slip is empty')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Place bet' })).toBeNull();
    expect(api.callsTo('POST user/bet')).toHaveLength(0);
  });

  it('sends the slip the other tab is placing at the same moment under that tab’s key, so the server takes it once', async () => {
    let answer!: (response: Response) => void;
    const api = mockApi({ 'POST user/bet': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { user, slip } = await openSlip();
    await user.type(within(slip).getByLabelText('Stake'), '10');
    // The other tab, loaded before this press like this one, has just sent the same slip.
    const sameSlip = betPayload({ selections: [FLAMENGO, OVER], stake: 10, acceptOddsChanges: true, frontendId: 1, now: new Date() });
    const otherTabsKey = createRetryKey({ storageKey: STORAGE_KEYS.betslipPending }).keyFor(placementFingerprint(makeUser().id, sameSlip));
    await user.click(place());
    await vi.waitFor(() => expect(api.callsTo('POST user/bet')).toHaveLength(1));
    expect(api.callsTo('POST user/bet')[0]!.request.headers.get('Idempotency-Key')).toBe(otherTabsKey);
    // The other tab's answer came first: it stored the slip without its picks. This tab's bet is still on its way.
    act(() => storedByAnotherTab('[]'));
    expect(within(slip).getByRole('button', { name: 'Placing bet…' })).toHaveAttribute('aria-disabled', 'true');
    // The server answers this one with the bet the other took (replayed).
    answer(json(201, { success: true, translation_key: 'bets.placed', message: 'ok', bet: { id: 55 }, details: { replayed: true } }));
    expect(await within(slip).findByText('Your bet was placed.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(OUTCOME_MS + 50));
    expect(palpiteStore.get(slipAtom).bets).toEqual([]);
    expect(localStorage.getItem('betslip')).toBe('[]');
  });
});

/** `GET sports/matches/:id` of a match that is over, as the API answers it: every market closed, nothing priced. */
function overMatch(id: number, status: string): MatchDetail {
  const open = matchDetail({ id });
  const closed = open.groups.map((group) => ({
    ...group,
    markets: group.markets.map((market) => ({
      ...market,
      status: 'closed',
      selections: market.selections.map((selection) => ({ ...selection, price: null, status: 'suspended' })),
    })),
  }));
  return { ...open, status, live: false, groups: closed };
}

describe('a restored slip with a selection that can no longer be placed (spec §4, §8)', () => {
  const entry = (slip: HTMLElement, betId: string) => slip.querySelector<HTMLElement>(`[data-bet-id="${betId}"]`)!;

  /** As after a reload: the slip is what storage kept, and it opens while its matches are read again. */
  async function openRestoredSlip() {
    restoreSlip();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderSlipBesidePage();
    await user.click(screen.getByTestId('bet-slip-toggle'));
    return { user, slip: screen.getByRole('region', { name: /Bet slip/ }) };
  }

  it('says on the entry that its match finished, explains the disabled Place Bet, and places the rest once it is removed', async () => {
    const api = mockApi({
      'GET sports/matches/1001': () => json(200, overMatch(1001, 'Finished')),
      'GET sports/matches/2001': () => json(200, matchDetail({ id: 2001 })),
      'POST user/bet': placed,
    });
    const { user, slip } = await openRestoredSlip();
    expect(await within(entry(slip, '100101')).findByText('Match finished')).toBeInTheDocument();
    expect(within(entry(slip, '200111')).queryByText(/finished|closed|suspended/i)).toBeNull();
    // Announced politely, with the match it is about.
    expect(within(slip).getByText('CR Flamengo vs SE Palmeiras: Match finished.').closest('[role="status"]')).not.toBeNull();

    await user.type(within(slip).getByLabelText('Stake'), '10{Enter}');
    const why = 'A selection is no longer available: remove it to place the rest.';
    expectPlaceOffFor(slip, why);
    // Enter in the stake field sends nothing either; the finished pick is out of the totals (the other one at its price as read).
    expect(api.callsTo('POST user/bet')).toEqual([]);
    expect(slip).toHaveTextContent('Total odds1.95');

    await user.click(within(slip).getByRole('button', { name: /^Remove CR Flamengo/ }));
    expect(within(slip).queryByText(why)).toBeNull();
    expect(place()).toBeEnabled();
    expect(place()).not.toHaveAccessibleDescription();
    await user.click(place());
    await vi.waitFor(() => expect(api.callsTo('POST user/bet')).toHaveLength(1));
    const body = JSON.parse(api.callsTo('POST user/bet')[0]!.body) as { bet_details: { selection_id: number }[] };
    expect(body.bet_details.map((leg) => leg.selection_id)).toEqual([200111]);
  });

  it('says why each of several cannot be placed, and removes them all with one press, keeping the rest', async () => {
    addToSlip(slipSelection({ selection_id: 300101, fixture_id: 3001, home_team_name: 'SC Internacional', away_team_name: 'Cruzeiro EC', odd: 1.8 }));
    mockApi({
      'GET sports/matches/1001': () => json(200, overMatch(1001, 'Cancelled')),
      // A match the API no longer knows: its pick cannot be placed either.
      'GET sports/matches/2001': () => json(404, { message_key: 'sports.matchNotFound', message: 'match not found' }),
      'GET sports/matches/3001': () => json(200, matchDetail({ id: 3001 })),
    });
    const removed = vi.fn();
    const off = eventBus.on('bet-removed', removed);
    const { user, slip } = await openRestoredSlip();
    expect(await within(entry(slip, '100101')).findByText('Match cancelled')).toBeInTheDocument();
    expect(await within(entry(slip, '200111')).findByText('Market closed')).toBeInTheDocument();
    expect(place()).toHaveAccessibleDescription('2 selections are no longer available: remove them to place the rest.');

    await user.click(within(slip).getByRole('button', { name: 'Remove the 2 unavailable selections' }));
    expect(within(slip).getAllByRole('listitem')).toHaveLength(1);
    expect(entry(slip, '300101')).not.toBeNull();
    expect(removed.mock.calls).toEqual([[{ betId: '100101' }], [{ betId: '200111' }]]);
    expect(within(slip).getByRole('heading', { name: /^Bet slip/ })).toHaveFocus();
    await user.type(within(slip).getByLabelText('Stake'), '10');
    expect(place()).toBeEnabled();
    off();
  });

  it('with one entry over and the other suspended, asks to remove the one and not to choose others (the other may reopen)', async () => {
    mockApi({
      'GET sports/matches/1001': () => json(200, overMatch(1001, 'Finished')),
      'GET sports/matches/2001': () => json(200, matchDetail({ id: 2001, suspended: true })),
    });
    const { slip } = await openRestoredSlip();
    expect(await within(entry(slip, '100101')).findByText('Match finished')).toBeInTheDocument();
    expect(await within(entry(slip, '200111')).findByText('Odds suspended')).toBeInTheDocument();
    expect(place()).toHaveAccessibleDescription('A selection is no longer available: remove it to place the rest.');
  });

  it('tells a slip with nothing left to place to choose another selection', async () => {
    mockApi({
      'GET sports/matches/1001': () => json(200, overMatch(1001, 'Postponed')),
      'GET sports/matches/2001': () => json(200, overMatch(2001, 'Finished')),
    });
    const { user, slip } = await openRestoredSlip();
    expect(await within(entry(slip, '100101')).findByText('Match postponed')).toBeInTheDocument();
    expect(await within(entry(slip, '200111')).findByText('Match finished')).toBeInTheDocument();
    expect(place()).toHaveAccessibleDescription('These 2 selections are no longer available: remove them and choose others.');
    // No odds to take: the totals and the header show none rather than 1.00 and R$ 0,00.
    expect(slip).toHaveTextContent('Total odds—');
    expect(slip).toHaveTextContent('Potential payout—');
    expect(within(slip).queryByText('1.00')).toBeNull();
    await user.click(within(slip).getByRole('button', { name: 'Close bet slip' }));
    expect(screen.getByTestId('bet-slip-toggle')).toHaveAccessibleName('2 Bet slip —');
    expect(screen.getByTestId('bet-slip-toggle')).toHaveAccessibleDescription('Open bet slip: 2 selections, none still available');
  });
});

describe('the bet slip while a stored session is being restored (GET /user not answered yet)', () => {
  beforeEach(() => {
    logOut();
    localStorage.setItem(STORAGE_KEYS.authToken, 'a-stored-token-of-forty-characters-long!');
    palpiteStore.set(isUserLoadingAtom, true);
  });
  afterEach(() => palpiteStore.set(isUserLoadingAtom, false));

  it('does not ask the player to log in: Place bet says the session is restoring, then places once the player is known', async () => {
    const api = mockApi({ 'POST user/bet': placed });
    const { user, slip } = await openSlip();
    await user.type(within(slip).getByLabelText('Stake'), '10');
    expectPlaceOffFor(slip, 'Restoring your session…');
    await user.click(place());
    await user.type(within(slip).getByLabelText('Stake'), '{Enter}');
    expect(palpiteStore.get(modalsAtom).isWarningVisible).toBeFalsy();
    expect(api.callsTo('POST user/bet')).toEqual([]);
    act(() => {
      logIn();
      palpiteStore.set(isUserLoadingAtom, false);
    });
    expect(within(slip).queryByText('Restoring your session…')).toBeNull();
    await user.click(place());
    await vi.waitFor(() => expect(api.callsTo('POST user/bet')).toHaveLength(1));
    expect(palpiteStore.get(modalsAtom).isWarningVisible).toBeFalsy();
  });

  it('asks a visitor to log in once the stored session turns out refused', async () => {
    const { user, slip } = await openSlip();
    await user.type(within(slip).getByLabelText('Stake'), '10');
    act(() => {
      localStorage.removeItem(STORAGE_KEYS.authToken);
      palpiteStore.set(isUserLoadingAtom, false);
    });
    expect(place()).not.toHaveAttribute('aria-disabled');
    await user.click(place());
    expect(palpiteStore.get(modalsAtom).isWarningVisible).toBe(true);
  });
});

describe('the bet slip of a player on a break', () => {
  it('says before a press that no bet can be placed until the break ends, and sends nothing', async () => {
    logIn(makeUser({ exclusion: { kind: 'break', starts_at: '2099-01-14T18:31:00.000Z', ends_at: '2099-01-15T18:31:00.000Z' } }));
    const api = mockApi({});
    const { user, slip } = await openSlip();
    await user.type(within(slip).getByLabelText('Stake'), '10{Enter}');
    const why = `You are on a break until ${formatDateTime('2099-01-15T18:31:00.000Z', 'en')}. Until then you cannot bet or deposit; withdrawals stay open.`;
    expectPlaceOffFor(slip, why);
    expect(api.callsTo('POST user/bet')).toEqual([]);
  });
});

describe('the bet slip keeps the keyboard focus (WCAG 2.4.3)', () => {
  const removeButton = (slip: HTMLElement, pick: RegExp) => within(slip).getByRole('button', { name: pick });
  const title = (slip: HTMLElement) => within(slip).getByRole('heading', { name: /^Bet slip/ });

  it('opens on the host’s “Skip to bet slip” and takes the focus; an open slip gives it to its title', async () => {
    await renderSlipBesidePage();
    act(() => eventBus.emit('open-bet-slip', {}));
    const slip = await screen.findByRole('region', { name: /Bet slip/ });
    expect(slip).toHaveFocus();
    act(() => eventBus.emit('open-bet-slip', {}));
    expect(within(slip).getByRole('heading', { name: /^Bet slip/ })).toHaveFocus();
  });

  it('says the count in its title in words, the badge hidden from speech', async () => {
    const { slip } = await openSlip();
    expect(title(slip)).toHaveAccessibleName(/^Bet slip\s*2 selections$/);
    expect(within(title(slip)).getByText('2')).toHaveAttribute('aria-hidden', 'true');
  });

  it('moves to the next pick’s remove button when a pick is removed, then to the title when the slip empties', async () => {
    const { user, slip } = await openSlip();
    await user.click(removeButton(slip, /^Remove CR Flamengo/));
    expect(removeButton(slip, /^Remove Over 2\.5/)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(within(slip).getByText('Your bet slip is empty')).toBeInTheDocument();
    expect(title(slip)).toHaveFocus();
  });

  it('moves to the previous pick’s remove button when the last pick is removed', async () => {
    const { user, slip } = await openSlip();
    await user.click(removeButton(slip, /^Remove Over 2\.5/));
    expect(removeButton(slip, /^Remove CR Flamengo/)).toHaveFocus();
  });

  it('moves to the title when the slip is cleared', async () => {
    const { user, slip } = await openSlip();
    await user.click(within(slip).getByRole('button', { name: 'Clear slip' }));
    expect(within(slip).getByText('Your bet slip is empty')).toBeInTheDocument();
    expect(title(slip)).toHaveFocus();
  });

  it('keeps the focus on Place bet when a pick is suspended under it, which then says why and ignores presses until the odds reopen', async () => {
    const api = mockApi({ 'POST user/bet': placed });
    const { user, slip } = await openSlip();
    await user.type(within(slip).getByLabelText('Stake'), '10');
    place().focus();
    act(() => updateSlipPrices([{ selectionId: 100101, price: 2.1, suspended: true }]));
    expect(place()).toHaveFocus();
    expect(document.body).not.toHaveFocus();
    expectOffButFocusable(place());
    expect(place()).toHaveAccessibleDescription('Odds on a selection are suspended: wait for them to reopen, or remove it to place the rest.');
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    await user.click(place());
    expect(api.callsTo('POST user/bet')).toEqual([]);
    act(() => updateSlipPrices([{ selectionId: 100101, price: 2.2, suspended: false }]));
    expect(place()).toHaveFocus();
    expect(place()).not.toHaveAttribute('aria-disabled');
  });

  it('goes back to the open button when the slip closes with bets on it', async () => {
    const { user, slip } = await openSlip();
    await user.click(within(slip).getByRole('button', { name: 'Close bet slip' }));
    expect(screen.getByTestId('bet-slip-toggle')).toHaveFocus();
  });

  it('lands on the page’s <main> when an empty slip closes, as there is no open button then', async () => {
    const { user, slip } = await openSlip();
    await user.click(within(slip).getByRole('button', { name: 'Clear slip' }));
    await user.click(within(slip).getByRole('button', { name: 'Close bet slip' }));
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('lands on the page’s <main> when a placed bet empties and closes the slip', async () => {
    mockApi({ 'POST user/bet': placed });
    const { user, slip } = await openSlip();
    await user.type(within(slip).getByLabelText('Stake'), '10');
    await user.click(place());
    expect(await within(slip).findByText('Your bet was placed.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(OUTCOME_MS + 50));
    expect(screen.queryByTestId('bet-slip')).toBeNull();
    expect(screen.queryByTestId('bet-slip-toggle')).toBeNull();
    expect(screen.getByRole('main')).toHaveFocus();
    expect(document.body).not.toHaveFocus();
  });

  it('on a desktop, closes the floating panel with Escape pressed on the page too (what it covers is revealed without moving the focus)', async () => {
    const { user } = await openSlip();
    expect(screen.getByTestId('bet-slip').className).toMatch(/panel/);
    const main = screen.getByRole('main');
    main.focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('bet-slip')).toBeNull();
    expect(main).toHaveFocus();
  });

  it('on a phone, leaves the focus on the page when Escape pressed there closes the sheet', async () => {
    const matchMedia = window.matchMedia.bind(window);
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => (query === DESKTOP_QUERY ? matchMedia('(max-width: 0px)') : matchMedia(query)));
    const { user } = await openSlip();
    expect(screen.getByTestId('bet-slip').className).toMatch(/sheet/);
    const main = screen.getByRole('main');
    main.focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('bet-slip')).toBeNull();
    expect(main).toHaveFocus();
  });

  it('on a phone, tells the page how much of the window the open sheet covers, so focus there scrolls clear of it (WCAG 2.4.11)', async () => {
    const matchMedia = window.matchMedia.bind(window);
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => (query === DESKTOP_QUERY ? matchMedia('(max-width: 0px)') : matchMedia(query)));
    const sheetTop = window.innerHeight - 530;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return DOMRect.fromRect(this.dataset.testid === 'bet-slip' ? { x: 0, y: sheetTop, width: 320, height: 530 } : { x: 0, y: 0, width: 0, height: 0 });
    });
    await openSlip();
    expect(document.documentElement.style.getPropertyValue('--floating-bottom-space')).toBe('538px');
  });

  it('goes to the open button when a pick added meanwhile keeps it after the placed slip closes', async () => {
    mockApi({ 'POST user/bet': placed });
    const { user, slip } = await openSlip();
    await user.type(within(slip).getByLabelText('Stake'), '10');
    await user.click(place());
    expect(await within(slip).findByText('Your bet was placed.')).toBeInTheDocument();
    act(() => addToSlip(slipSelection({ selection_id: 300121, fixture_id: 3001, home_team_name: 'SC Internacional', away_team_name: 'Cruzeiro EC' })));
    act(() => vi.advanceTimersByTime(OUTCOME_MS + 50));
    expect(screen.getByTestId('bet-slip-toggle')).toHaveFocus();
  });
});

describe('the stake field and the messages about the stake (WCAG 3.3.1, 4.1.2)', () => {
  const stakeOf = (slip: HTMLElement) => within(slip).getByLabelText('Stake');

  it('is valid and undescribed while no message is about the stake', async () => {
    const { slip } = await openSlip();
    expect(stakeOf(slip)).not.toHaveAttribute('aria-invalid');
    expect(stakeOf(slip)).not.toHaveAttribute('aria-describedby');
  });

  it('is invalid and described by enterValidStake while it shows (3 s)', async () => {
    const { user, slip } = await openSlip();
    await user.type(stakeOf(slip), '0{Enter}');
    expect(await within(slip).findByRole('alert')).toHaveTextContent('Enter a valid stake.');
    expect(stakeOf(slip)).toHaveAttribute('aria-invalid', 'true');
    expect(stakeOf(slip)).toHaveAccessibleDescription('Enter a valid stake.');
    act(() => vi.advanceTimersByTime(STAKE_ERROR_MS + 100));
    expect(within(slip).queryByRole('alert')).toBeNull();
    expect(stakeOf(slip)).not.toHaveAttribute('aria-invalid');
    expect(stakeOf(slip)).not.toHaveAttribute('aria-describedby');
  });

  it.each([
    ['bets.stakeBelowMinimum', { min: 'R$ 1,00' }, 'The minimum stake is R$ 1,00.'],
    ['bets.stakeAboveMaximum', { max: 'R$ 5.000,00' }, 'The maximum stake per bet is R$ 5.000,00.'],
  ])('is invalid and described by the server’s %s refusal while it shows (5 s)', async (key, params, text) => {
    mockApi({ 'POST user/bet': () => json(422, { success: false, translation_key: key, translation_params: params, message_key: key, message: 'x' }) });
    const { user, slip } = await openSlip();
    await user.type(stakeOf(slip), '10');
    await user.click(place());
    expect(await within(slip).findByRole('alert')).toHaveTextContent(text);
    expect(stakeOf(slip)).toHaveAttribute('aria-invalid', 'true');
    expect(stakeOf(slip)).toHaveAccessibleDescription(text);
    act(() => vi.advanceTimersByTime(OUTCOME_MS + 50));
    expect(stakeOf(slip)).not.toHaveAttribute('aria-invalid');
  });

  it.each([
    ['1.2.3', 'Enter a valid stake.'],
    ['10 reais', 'Enter a valid stake.'],
    ['-5', 'Enter a valid stake.'],
    ['10 00', 'Enter a valid stake.'],
    // A thousand in pt-BR, one in English: the slip says how to write the thousand.
    ['1.000', 'Ambiguous amount: for R$\u00a01.000,00, write 1000 or 1.000,00.'],
    ['2.500', 'Ambiguous amount: for R$\u00a02.500,00, write 2500 or 2.500,00.'],
  ])('keeps “%s” as typed, says at the field what is wrong with it and keeps Place Bet off, never reading another amount', async (typed, why) => {
    const api = mockApi({ 'POST user/bet': placed });
    const { user, slip } = await openSlip();
    await user.type(stakeOf(slip), typed);
    expect(stakeOf(slip)).toHaveValue(typed);
    expect(within(slip).getByRole('alert')).toHaveTextContent(asShown(why));
    expect(stakeOf(slip)).toHaveAttribute('aria-invalid', 'true');
    expect(stakeOf(slip)).toHaveAccessibleDescription(why);
    expectOffButFocusable(place());
    expect(place()).toHaveAccessibleDescription(why);
    expect(slip).toHaveTextContent('Potential payoutR$ 0,00');
    await user.type(stakeOf(slip), '{Enter}');
    expect(api.callsTo('POST user/bet')).toHaveLength(0);
    // Written as a plain amount, it is read.
    await user.clear(stakeOf(slip));
    await user.type(stakeOf(slip), '1000');
    expect(within(slip).queryByRole('alert')).toBeNull();
    expect(stakeOf(slip)).not.toHaveAttribute('aria-invalid');
    expect(place()).toBeEnabled();
    expect(slip).toHaveTextContent('Potential payoutR$ 6.930,00');
  });

  it('in pt-BR, says how to write “1.000”, and reads “1.000,00” and “R$ 1.000,00” as a thousand, 1,5 as 1,50', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    act(() => setSlipVisible(true));
    await renderSports(<BetSlipWidget />, { language: 'pt-BR' });
    const slip = screen.getByRole('region', { name: /Cupom/ });
    const stake = within(slip).getByLabelText('Valor da aposta');
    const placeBet = within(slip).getByRole('button', { name: 'Fazer aposta' });
    await user.type(stake, '1.000');
    expect(stake).toHaveValue('1.000');
    expect(within(slip).getByRole('alert')).toHaveTextContent('Valor ambíguo: para R$ 1.000,00, escreva 1000 ou 1.000,00.');
    expectOffButFocusable(placeBet);
    for (const typed of ['1.000,00', 'R$ 1.000,00']) {
      await user.clear(stake);
      await user.type(stake, typed);
      expect(stake).toHaveValue(typed);
      expect(within(slip).queryByRole('alert')).toBeNull();
      expect(placeBet).toBeEnabled();
      expect(slip).toHaveTextContent('R$ 6.930,00');
    }
    await user.clear(stake);
    await user.type(stake, '1,5');
    expect(within(slip).queryByRole('alert')).toBeNull();
    expect(placeBet).toBeEnabled();
    expect(slip).toHaveTextContent('R$ 10,39');
  });

  it('sends “1.000,00” as a stake of a thousand', async () => {
    const api = mockApi({ 'POST user/bet': placed });
    const { user, slip } = await openSlip();
    await user.type(stakeOf(slip), '1.000,00{Enter}');
    await vi.waitFor(() => expect(api.callsTo('POST user/bet')).toHaveLength(1));
    expect(JSON.parse(api.callsTo('POST user/bet')[0]!.body)).toMatchObject({ stake: 1000, potential_win: 6930 });
  });

  it('stays valid for a refusal about something else', async () => {
    mockApi({
      'POST user/bet': () => json(409, { success: false, message_key: 'bets.oddsSuspended', message: 'x', details: { code: 'odds_suspended', leg: 0 } }),
    });
    const { user, slip } = await openSlip();
    await user.type(stakeOf(slip), '10');
    await user.click(place());
    await within(slip).findByRole('alert');
    expect(stakeOf(slip)).not.toHaveAttribute('aria-invalid');
    expect(stakeOf(slip)).not.toHaveAttribute('aria-describedby');
  });

  /** Place refused with this key and text (as the server answers), the stake as typed. */
  async function refusedFor(key: string, params: Record<string, string>, text: string, stake: string) {
    mockApi({ 'POST user/bet': () => json(422, { success: false, translation_key: key, translation_params: params, message_key: key, message: text }) });
    const opened = await openSlip();
    await opened.user.type(stakeOf(opened.slip), stake);
    await opened.user.click(place());
    expect(await within(opened.slip).findByRole('alert')).toHaveTextContent(text);
    expect(stakeOf(opened.slip)).toHaveAttribute('aria-invalid', 'true');
    return opened;
  }

  it('drops the server’s message about the stake as soon as the stake is edited, not after its 5 s', async () => {
    const { user, slip } = await refusedFor('bets.stakeBelowMinimum', { min: 'R$ 1,00' }, 'The minimum stake is R$ 1,00.', '0,5');
    await user.clear(stakeOf(slip));
    await user.type(stakeOf(slip), '5');
    expect(within(slip).queryByRole('alert')).toBeNull();
    expect(stakeOf(slip)).not.toHaveAttribute('aria-invalid');
    expect(stakeOf(slip)).not.toHaveAttribute('aria-describedby');
    expect(place()).toBeEnabled();
    // Its timer gone with it: nothing else is cut short later.
    act(() => vi.advanceTimersByTime(OUTCOME_MS + 50));
    expect(within(slip).queryByRole('alert')).toBeNull();
  });

  it('says what is wrong with the stake now typed instead of the refusal of the one before (insufficient balance, then “1.000”)', async () => {
    const { user, slip } = await refusedFor('bets.insufficientBalance', { available: 'R$ 20,00' }, 'Insufficient balance. Available: R$ 20,00.', '25');
    await user.clear(stakeOf(slip));
    await user.type(stakeOf(slip), '1.000');
    const why = 'Ambiguous amount: for R$\u00a01.000,00, write 1000 or 1.000,00.';
    expect(within(slip).getByRole('alert')).toHaveTextContent(asShown(why));
    expect(within(slip).queryByText('Insufficient balance. Available: R$ 20,00.')).toBeNull();
    expect(stakeOf(slip)).toHaveAccessibleDescription(why);
    expect(place()).toHaveAccessibleDescription(why);
  });

  it('keeps a refusal about something else for its 5 s while the stake is edited, unless the stake typed cannot be read', async () => {
    mockApi({
      'POST user/bet': () =>
        json(409, { success: false, message_key: 'bets.oddsSuspended', message: 'Odds are suspended.', details: { code: 'odds_suspended', leg: 0 } }),
    });
    const { user, slip } = await openSlip();
    await user.type(stakeOf(slip), '10');
    await user.click(place());
    expect(await within(slip).findByRole('alert')).toHaveTextContent('Odds are suspended.');
    await user.type(stakeOf(slip), '0');
    expect(within(slip).getByRole('alert')).toHaveTextContent('Odds are suspended.');
    // What the player is typing now comes first; the field says so.
    await user.type(stakeOf(slip), 'x');
    expect(within(slip).getByRole('alert')).toHaveTextContent('Enter a valid stake.');
    expect(stakeOf(slip)).toHaveAccessibleDescription('Enter a valid stake.');
  });

  it('is read-only while a placed bet’s success shows: the stake and payout shown are the bet’s', async () => {
    mockApi({ 'POST user/bet': placed });
    const { user, slip } = await openSlip();
    await user.type(stakeOf(slip), '10');
    await user.click(place());
    expect(await within(slip).findByText('Your bet was placed.')).toBeInTheDocument();
    expect(stakeOf(slip)).toHaveAttribute('readonly');
    stakeOf(slip).focus();
    await user.keyboard('5');
    expect(stakeOf(slip)).toHaveValue('10');
    expect(slip).toHaveTextContent('Potential payoutR$ 69,30');
  });
});

describe('the payout cap (GET /site bets, as the host stores them: the maximum potential win per bet)', () => {
  afterEach(() => palpiteStore.set(siteBetLimitsAtom, null));

  async function openSlipWithStake(stake: string) {
    const opened = await openSlip();
    await opened.user.type(within(opened.slip).getByLabelText('Stake'), stake);
    return opened;
  }

  it('says before Place Bet when the payout is above the maximum, with the most that can be staked, once the host knows the deployment’s limits', async () => {
    const api = mockApi({});
    // 20 × 6.93 = 138.60; 14.43 × 6.93 = 99.99.
    const { slip } = await openSlipWithStake('20');
    // Until the host's GET /site answers, the server alone says so.
    expect(within(slip).queryByText(/stake at most/)).toBeNull();
    act(() => palpiteStore.set(siteBetLimitsAtom, { minStake: 1, maxStake: 10_000, maxPotentialWin: 100 }));
    const why = 'The potential payout is above the maximum of R$\u00a0100,00 per bet: stake at most R$\u00a014,43.';
    expectPlaceOffFor(slip, why);
    // The stake is what to change: the field says so.
    const stake = within(slip).getByLabelText('Stake');
    expect(stake).toHaveAttribute('aria-invalid', 'true');
    expect(stake).toHaveAccessibleDescription(why);
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).type(stake, '{Enter}');
    expect(api.callsTo('POST user/bet')).toHaveLength(0);
    // The host's one read at start-up is the slip's too: it asks the API nothing of its own.
    expect(api.callsTo('GET site')).toHaveLength(0);
  });

  it('takes the stake that pays the maximum exactly', async () => {
    act(() => palpiteStore.set(siteBetLimitsAtom, { minStake: 1, maxStake: 10_000, maxPotentialWin: 100 }));
    const { user, slip } = await openSlipWithStake('14,44');
    expect(within(slip).getByText(/stake at most/)).toBeVisible();
    await user.clear(within(slip).getByLabelText('Stake'));
    await user.type(within(slip).getByLabelText('Stake'), '14,43');
    expect(within(slip).queryByText(/stake at most/)).toBeNull();
    expect(place()).toBeEnabled();
  });

  it('asks to remove selections when even the minimum stake pays more than the maximum, whatever the stake', async () => {
    act(() => palpiteStore.set(siteBetLimitsAtom, { minStake: 20, maxStake: 10_000, maxPotentialWin: 100 }));
    const { slip } = await openSlip();
    const why = 'Even at the minimum stake of R$\u00a020,00, the potential payout is above the maximum of R$\u00a0100,00 per bet: remove selections.';
    expectPlaceOffFor(slip, why);
    // Not the stake's fault: the field stays valid.
    expect(within(slip).getByLabelText('Stake')).not.toHaveAttribute('aria-invalid');
  });

  it('says it in pt-BR', async () => {
    act(() => {
      palpiteStore.set(siteBetLimitsAtom, { minStake: 1, maxStake: 100_000, maxPotentialWin: 250_000 });
      setSlipVisible(true);
    });
    await renderSports(<BetSlipWidget />, { language: 'pt-BR' });
    const slip = screen.getByRole('region', { name: /Cupom/ });
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).type(within(slip).getByLabelText('Valor da aposta'), '40.000,00');
    expect(within(slip).getByText('O retorno potencial passa do máximo de R$ 250.000,00 por aposta: aposte no máximo R$ 36.075,03.')).toBeVisible();
  });
});
