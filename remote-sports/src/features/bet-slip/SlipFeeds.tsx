import { updateSlipClock, updateSlipPrices, useSlipSelections } from '../../lib/bet-slip/slip-state.ts';
import { matchChannel, useChannelEvent } from '../../lib/realtime.ts';
import type { MarketsUpdate, MatchUpdate } from '../../lib/types.ts';

/** Follows one fixture of the slip: its prices and its clock. */
function FixtureFeed({ fixtureId }: { fixtureId: number }) {
  const channel = matchChannel(fixtureId);
  useChannelEvent<MarketsUpdate>(channel, 'markets', (update) => {
    if (update.match_id !== fixtureId) return;
    updateSlipPrices(
      update.markets.flatMap((market) =>
        market.selections.map((selection) => ({
          selectionId: selection.id,
          price: selection.price,
          suspended: market.status !== 'open' || selection.status !== 'active' || update.suspended,
        })),
      ),
    );
  });
  useChannelEvent<MatchUpdate>(channel, 'match-update', (update) => {
    if (update.id !== fixtureId) return;
    updateSlipClock({ fixtureId, live: update.live, minute: update.minute, clock: update.clock });
  });
  return null;
}

/** One listener per fixture on the slip, so its prices stay current wherever the player is. */
export function SlipFeeds() {
  const fixtures = [...new Set(useSlipSelections().map((selection) => selection.fixture_id))];
  return fixtures.map((fixtureId) => <FixtureFeed key={fixtureId} fixtureId={fixtureId} />);
}
