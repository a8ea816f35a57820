import { api, type PlayerBonus } from '@palpite/shared';

export interface BonusStep {
  id: number;
  kind:
    | 'claimed'
    | 'granted'
    | 'free_spins'
    | 'spin_win'
    | 'wagered'
    | 'wagering_reversed'
    | 'converted'
    | 'forfeited'
    | 'expired'
    | 'cancelled'
    | 'depleted'
    | (string & {});
  amount: number;
  wagered_after: number;
  source: string | null;
  created_at: string;
}

/**
 * A bonus of the history: its latest steps, newest first (older ones: `getBonusSteps`), and how
 * many it has in all (absent from an API before paging: then the steps are all of them).
 */
/**
 * What still holds back the conversion of an active bonus whose wagering is met: its free spins
 * left (what they win adds to the bonus and to its wagering) and stakes paid with bonus money still open.
 */
export interface ConversionWait {
  free_spins_left: number;
  open_stakes: boolean;
}

/** A player's bonus as the bonus routes give it; `conversion_waits_for` is absent from an API before it. */
export type OpenBonus = PlayerBonus & { conversion_waits_for?: ConversionWait | null };

export type BonusWithSteps = PlayerBonus & { transactions: BonusStep[]; transactions_total?: number };

/** `GET /user/bonuses`: the player's bonuses, newest first, each with its latest steps. */
export async function getBonusHistory(): Promise<BonusWithSteps[]> {
  const answer = await api.get('user/bonuses').json<{ data: BonusWithSteps[] }>();
  return answer.data;
}

/** `POST /user/bonuses/current/cancel`: the bonus and its balance are removed; the message is translated. */
export async function cancelCurrentBonus(): Promise<{ message: string }> {
  return api.post('user/bonuses/current/cancel', { json: {} }).json<{ message: string }>();
}
