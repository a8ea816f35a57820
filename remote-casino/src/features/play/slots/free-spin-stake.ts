/** The stake a free spin plays at (pure), for the note that says the field's amount is not used. */
import type { FreeSpinState, Round } from '../api/types.ts';

/**
 * The campaign's stake per spin, in reais: as the state itself says, else as the campaign list said
 * for the same campaign, else as the free spin just played of that campaign was staked (a free
 * round's own `stake` is 0, what it played at is its bet's). Null when none of them says.
 */
export function freeSpinStakeReais(
  freeSpin: FreeSpinState,
  listed: FreeSpinState | null,
  lastRound: Pick<Round, 'free_spin_campaign_id' | 'bet'> | null,
): number | null {
  if (freeSpin.bet_value !== undefined) return freeSpin.bet_value;
  if (listed?.campaign_id === freeSpin.campaign_id && listed.bet_value !== undefined) return listed.bet_value;
  const played = lastRound?.free_spin_campaign_id === freeSpin.campaign_id ? lastRound.bet.stake : undefined;
  return typeof played === 'number' ? played : null;
}
