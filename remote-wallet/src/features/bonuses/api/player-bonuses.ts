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

export type BonusWithSteps = PlayerBonus & { transactions: BonusStep[] };

/** `GET /user/bonuses`: the player's bonuses, newest first, each with every step. */
export async function getBonusHistory(): Promise<BonusWithSteps[]> {
  const answer = await api.get('user/bonuses').json<{ data: BonusWithSteps[] }>();
  return answer.data;
}

/** `POST /user/bonuses/current/cancel`: the bonus and its balance are removed; the message is translated. */
export async function cancelCurrentBonus(): Promise<{ message: string }> {
  return api.post('user/bonuses/current/cancel', { json: {} }).json<{ message: string }>();
}
