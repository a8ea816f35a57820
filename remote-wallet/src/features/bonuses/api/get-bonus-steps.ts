import { api, type CursorPage } from '@palpite/shared';
import type { BonusStep, BonusWithSteps } from './player-bonuses.ts';

/** Steps per page of a bonus's older steps: as many as the history carries of its latest. */
export const BONUS_STEPS_PAGE_SIZE = 20;

/** `GET /user/bonuses/:id/transactions?before&limit`: the bonus's steps older than the step `before`, newest first. */
export async function getBonusSteps(bonusId: number, before: string): Promise<CursorPage<BonusStep>> {
  const page = await api
    .get(`user/bonuses/${bonusId}/transactions`, { searchParams: { before, limit: BONUS_STEPS_PAGE_SIZE } })
    .json<{ data: BonusStep[]; next_before: number | null }>();
  return { items: page.data, nextCursor: page.next_before === null ? null : String(page.next_before) };
}

/** The steps the history brought as the first page: older ones follow below the oldest of them while the bonus has more. */
export function latestStepsPage(bonus: BonusWithSteps): CursorPage<BonusStep> {
  const oldest = bonus.transactions.at(-1);
  const more = oldest !== undefined && bonus.transactions_total !== undefined && bonus.transactions.length < bonus.transactions_total;
  return { items: bonus.transactions, nextCursor: more ? String(oldest.id) : null };
}
