import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { isHTTPError, useEvent, useLanguage } from '@palpite/shared';
import { closeSlipMissing, updateSlipClock, updateSlipPrices, useSlipSelections } from '../../lib/bet-slip/slip-state.ts';
import { isClosedMarket, type ClockChange, type PriceChange } from '../../lib/bet-slip/slip.ts';
import { getMatch } from '../../lib/get-match.ts';
import { kickOffTime } from '../../lib/match-format.ts';
import { matchChannel, useChannelEvent } from '../../lib/realtime.ts';
import type { Market, MarketsUpdate, MatchUpdate } from '../../lib/types.ts';

function priceChanges(markets: readonly Market[], matchSuspended: boolean): PriceChange[] {
  return markets.flatMap((market) =>
    market.selections.map((selection) => ({
      selectionId: selection.id,
      price: selection.price,
      suspended: market.status !== 'open' || selection.status !== 'active' || matchSuspended,
      closed: isClosedMarket(market.status),
    })),
  );
}

/** A match's kick-off as the slip keeps it, from a read or a `match-update`. */
function kickOffOf(startsAt: string, closesAt: string | null | undefined, language: string): NonNullable<ClockChange['kickOff']> {
  return { date: startsAt, time: kickOffTime(startsAt, language), closes_at: closesAt };
}

/**
 * Follows one fixture of the slip: its prices, its status and its clock. The channel brings only
 * what changes from now on, so the fixture is also read once when it joins the slip (a slip
 * restored from storage may hold prices hours old, of a match since over) and again after the
 * realtime connection lost its continuity; what a read or an event older than the last one
 * applied says is ignored (the match's version). A selection the read no longer lists, or a match
 * the API no longer knows, closes its entries: the server would refuse them.
 */
function FixtureFeed({ fixtureId }: { fixtureId: number }) {
  const channel = matchChannel(fixtureId);
  const language = useLanguage();
  const lastVersion = useRef(-1);
  const isCurrent = (version: number) => {
    if (version < lastVersion.current) return false;
    lastVersion.current = version;
    return true;
  };
  const catchUp = useEffectEvent(() => {
    getMatch(String(fixtureId)).then(
      (match) => {
        if (!isCurrent(match.version)) return;
        const markets = match.groups.flatMap((group) => group.markets);
        updateSlipPrices(priceChanges(markets, match.suspended));
        closeSlipMissing(fixtureId, new Set(markets.flatMap((market) => market.selections.map((selection) => selection.id))));
        // The kick-off too, which a feed may have moved, and when pre-match betting closes (shortly before it).
        const kickOff = kickOffOf(match.starts_at, match.prematch_closes_at, language);
        updateSlipClock({ fixtureId, status: match.status, live: match.live, minute: match.minute, clock: match.clock.display, kickOff });
      },
      (error: unknown) => {
        if (isHTTPError(error) && error.response.status === 404) closeSlipMissing(fixtureId, null);
        // Otherwise unread: the entry keeps its price; placing it still meets the server's price check.
      },
    );
  });
  const [resyncs, setResyncs] = useState(0);
  useEvent('realtime-resynced', () => setResyncs((count) => count + 1));
  useEffect(() => catchUp(), [fixtureId, resyncs]);
  useChannelEvent<MarketsUpdate>(channel, 'markets', (update) => {
    if (update.match_id !== fixtureId || !isCurrent(update.version)) return;
    updateSlipPrices(priceChanges(update.markets, update.suspended));
  });
  useChannelEvent<MatchUpdate>(channel, 'match-update', (update) => {
    if (update.id !== fixtureId || !isCurrent(update.version)) return;
    const clock = { fixtureId, status: update.status, live: update.live, minute: update.minute, clock: update.clock };
    // A kick-off the feed moved moves when pre-match betting closes, while the pick sits on the slip
    // (an older API's message does not say it: the kick-off last read stands).
    updateSlipClock(update.starts_at === undefined ? clock : { ...clock, kickOff: kickOffOf(update.starts_at, update.prematch_closes_at, language) });
  });
  return null;
}

/** One listener per fixture on the slip, so its prices stay current wherever the player is. */
export function SlipFeeds() {
  const fixtures = [...new Set(useSlipSelections().map((selection) => selection.fixture_id))];
  return fixtures.map((fixtureId) => <FixtureFeed key={fixtureId} fixtureId={fixtureId} />);
}
