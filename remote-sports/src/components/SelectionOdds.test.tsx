import { Profiler } from 'react';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { palpiteStore } from '@palpite/shared';
import { resetSlipState, slipAtom, stakeAtom, updateSlipPrices } from '../lib/bet-slip/slip-state.ts';
import type { MatchContext } from '../lib/bet-slip/selection-of.ts';
import { matchRow, renderSports } from '../testing/sports-testing.tsx';
import { SelectionOdds } from './SelectionOdds.tsx';

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
afterEach(cleanup);

describe('the odds buttons of a list, wired to the slip', () => {
  it('re-render only the button whose pick changed: adding one, replacing it or typing a stake leaves the others alone', async () => {
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
