import { useEffect, useRef } from 'react';
import { usePagedList, type PagedList } from '@palpite/shared';
import { getBonusSteps, latestStepsPage } from './api/get-bonus-steps.ts';
import type { BonusStep, BonusWithSteps } from './api/player-bonuses.ts';

/**
 * A bonus's steps page by page: the latest, which the history brought, then older ones as the
 * player asks for them. A bonus wagered on thousands of bets never loads them all at once.
 */
export function useBonusSteps(bonus: BonusWithSteps): PagedList<BonusStep> {
  const list = usePagedList((before) => (before === null ? Promise.resolve(latestStepsPage(bonus)) : getBonusSteps(bonus.id, before)), String(bonus.id));
  // The history read again after a bet or a spin: new steps came on top, so the older pages shown
  // are read again below the new latest ones (none twice, none missed), keeping how many there were.
  const newest = `${bonus.transactions[0]?.id ?? ''}|${bonus.transactions_total ?? ''}`;
  const shownNewest = useRef(newest);
  const { refresh } = list;
  useEffect(() => {
    if (shownNewest.current === newest) return;
    shownNewest.current = newest;
    refresh();
  }, [newest, refresh]);
  return list;
}
