import { api } from '@palpite/shared';

/** Where a campaign stands: `status` is spec §4's (active or cancelled), `state` adds used up, expired and not started yet. */
export type CampaignState = 'active' | 'scheduled' | 'used_up' | 'expired' | 'cancelled';

/** Spec §3 "Free-spin campaign", as `GET /user/free-spins` gives it. */
export interface FreeSpinCampaign {
  id: number;
  game_name: string;
  game_uuid: string;
  quantity: number;
  quantity_left: number;
  status: 'active' | 'cancelled';
  state: CampaignState;
  valid_from: string;
  valid_until: string;
  total_win: number;
  bet_value: number;
}

/** `GET /user/free-spins`: the player's free-spin campaigns, newest first. */
export async function getFreeSpinCampaigns(): Promise<FreeSpinCampaign[]> {
  const answer = await api.get('user/free-spins').json<{ data: FreeSpinCampaign[] }>();
  return answer.data;
}
