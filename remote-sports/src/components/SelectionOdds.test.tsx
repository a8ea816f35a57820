import { Profiler } from 'react';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { observeServerTime, palpiteStore } from '@palpite/shared';
import { resetServerClock } from '@palpite/shared/testing';
import { resetSlipState, slipAtom, stakeAtom, updateSlipPrices } from '../lib/bet-slip/slip-state.ts';
import { slipSelections } from '../lib/bet-slip/slip.ts';
import type { MatchContext } from '../lib/bet-slip/selection-of.ts';
import { matchRow, renderSports } from '../testing/sports-testing.tsx';
import { SelectionOdds } from './SelectionOdds.tsx';

/** The rows' kick-off; the tests' clock stands before it unless they say otherwise. */
const KICK_OFF_MS = Date.parse('2026-11-23T00:30:00.000Z');
const MINUTE_MS = 60_000;
const FLAMENGO = matchRow({ id: 1001, home: 'CR Flamengo', away: 'SE Palmeiras' });
const SANTOS = matchRow({ id: 2002, home: 'Santos FC', away: 'São Paulo FC' });

/** How often each button has rendered, by its selection id. */
let renders: Map<string, number>;

function CountedOdds({ match }: { match: typeof FLAMENGO }) {
  const market = match.main_market!;
  const context: MatchContext = match;
  return (
    <div role="group" aria-label={match.home}>
      {market.selections.map((selection) => (
        <Profiler key={selection.id} id={String(selection.id)} onRender={(id) => renders.set(id, (renders.get(id) ?? 0) + 1)}>
          <SelectionOdds match={context} market={market} selection={selection} />
        </Profiler>
      ))}
    </div>
  );
}

const button = (name: RegExp) => within(screen.getByRole('group', { name: 'CR Flamengo' })).getByRole('button', { name });
const flamengoWin = () => button(/^1 2\.10, Match result: CR Flamengo$/);
const flamengoDraw = () => button(/^X 3\.30, Match result: Draw$/);

beforeEach(() => {
  localStorage.clear();
  resetSlipState();
  renders = new Map();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  resetServerClock();
});

describe('the odds buttons of a list, wired to the slip', () => {
  it('re-render only the button whose pick changed: adding one, replacing it or typing a stake leaves the others alone', async () => {
    vi.useFakeTimers({ now: KICK_OFF_MS - 60 * MINUTE_MS, toFake: ['Date'] });
    await renderSports(
      <>
        <CountedOdds match={FLAMENGO} />
        <CountedOdds match={SANTOS} />
      </>,
    );
    const unrelated = ['200201', '200202', '200203'];
    /** Runs a change and says which buttons rendered again for it. */
    const renderedBy = async (change: () => Promise<void> | void) => {
      const before = new Map(renders);
      await change();
      return [...renders].filter(([id, count]) => count !== before.get(id)).map(([id]) => id);
    };

    expect(await renderedBy(() => userEvent.click(flamengoWin()))).toEqual(['100101']);
    expect(flamengoWin()).toHaveAttribute('aria-pressed', 'true');

    // One pick per match: the draw replaces the home win, and only those two buttons render again.
    expect((await renderedBy(() => userEvent.click(flamengoDraw()))).sort()).toEqual(['100101', '100102']);
    expect(flamengoDraw()).toHaveAttribute('aria-pressed', 'true');
    expect(flamengoWin()).toHaveAttribute('aria-pressed', 'false');
    expect(Object.keys(palpiteStore.get(slipAtom).selections)).toEqual(['100102']);

    // A stake typed and a price moved on the slip render no button.
    expect(
      await renderedBy(() =>
        act(() => {
          palpiteStore.set(stakeAtom, '10');
          updateSlipPrices([{ selectionId: 100102, price: 3.5, suspended: false }]);
        }),
      ),
    ).toEqual([]);

    // Pressed again, the pick leaves the slip and its button clears.
    expect(await renderedBy(() => userEvent.click(flamengoDraw()))).toEqual(['100102']);
    expect(flamengoDraw()).toHaveAttribute('aria-pressed', 'false');
    expect(palpiteStore.get(slipAtom).bets).toEqual([]);
    expect(unrelated.every((id) => renders.get(id) === 1)).toBe(true);
  });
});

describe('the odds buttons of a match whose pre-match betting closes before kick-off (prematch_closes_at)', () => {
  const CLOSES_MS = KICK_OFF_MS - MINUTE_MS;
  const closing = (overrides: Partial<typeof FLAMENGO> = {}) => ({ ...FLAMENGO, prematch_closes_at: new Date(CLOSES_MS).toISOString(), ...overrides });
  const lockedWin = () => button(/^1, Match result: CR Flamengo, suspended$/);

  function startAt(nowMs: number) {
    vi.useFakeTimers({ now: nowMs, shouldAdvanceTime: true });
    return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  }

  it('are locked like a suspension once it has closed, before kick-off, and add nothing to the slip', async () => {
    const user = startAt(CLOSES_MS + 30_000);
    await renderSports(<CountedOdds match={closing()} />);
    const locked = lockedWin();
    expect(locked).toBeDisabled();
    expect(locked).not.toHaveTextContent('2.10');
    await user.click(locked);
    expect(palpiteStore.get(slipAtom).bets).toEqual([]);
  });

  it('turn locked the moment it closes on a page left open, all on one timer, and still take a pick on the slip off it', async () => {
    const user = startAt(CLOSES_MS - 30_000);
    await renderSports(
      <>
        <CountedOdds match={closing()} />
        <CountedOdds match={{ ...SANTOS, prematch_closes_at: new Date(CLOSES_MS + 10 * MINUTE_MS).toISOString() }} />
      </>,
    );
    await user.click(flamengoWin());
    expect(flamengoDraw()).toBeEnabled();
    // Six buttons on two matches closing at different times: one timer waits, for the sooner closing.
    expect(vi.getTimerCount()).toBe(1);

    act(() => vi.advanceTimersByTime(CLOSES_MS - 1000 - Date.now()));
    expect(flamengoDraw()).toBeEnabled();
    act(() => vi.advanceTimersByTime(1000));
    expect(button(/^X, Match result: Draw, suspended$/)).toBeDisabled();
    expect(within(screen.getByRole('group', { name: 'Santos FC' })).getByRole('button', { name: /^1 2\.10, Match result: Santos FC$/ })).toBeEnabled();

    // The pick already on the slip shows the lock, pressed, and pressing it takes it off.
    expect(lockedWin()).toHaveAttribute('aria-pressed', 'true');
    await user.click(lockedWin());
    expect(palpiteStore.get(slipAtom).bets).toEqual([]);
    // Off the slip, it takes no pick again (it keeps the focus it has, marked disabled).
    expect(lockedWin()).toHaveAttribute('aria-pressed', 'false');
    await user.click(lockedWin());
    expect(palpiteStore.get(slipAtom).bets).toEqual([]);
  });

  it('lock at the server’s closing when the page’s first answer says the device’s clock is behind', async () => {
    startAt(CLOSES_MS - 10 * MINUTE_MS);
    await renderSports(<CountedOdds match={closing()} />);
    // The server is five minutes ahead: its closing comes in five minutes, not ten.
    act(() => observeServerTime(new Date(Date.now() + 5 * MINUTE_MS).toISOString(), Date.now()));
    expect(flamengoWin()).toBeEnabled();
    act(() => vi.advanceTimersByTime(5 * MINUTE_MS));
    expect(lockedWin()).toBeDisabled();
  });

  it('lock at once when a correction of under a minute moves the server’s clock past the closing', async () => {
    const user = startAt(CLOSES_MS - 10_000);
    await renderSports(<CountedOdds match={closing()} />);
    // Fifteen seconds ahead: too little to redraw the page, but past the closing.
    act(() => observeServerTime(new Date(Date.now() + 15_000).toISOString(), Date.now()));
    // The next button drawn (a pick taken) finds the clock moved, and every button of the match locks.
    await user.click(flamengoWin());
    expect(button(/^X, Match result: Draw, suspended$/)).toBeDisabled();
  });

  it('are never locked on a live match, whose pick is a live bet', async () => {
    const user = startAt(KICK_OFF_MS + 20 * MINUTE_MS);
    await renderSports(<CountedOdds match={closing({ live: true, status: '1st Half', minute: 20, clock: "20'", prematch_closes_at: null })} />);
    expect(flamengoWin()).toBeEnabled();
    await user.click(flamengoWin());
    expect(slipSelections(palpiteStore.get(slipAtom))).toEqual([expect.objectContaining({ id: '100101', live: true })]);
  });
});
