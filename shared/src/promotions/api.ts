import { api } from '../api/client.ts';
import type { BonusOffer, BonusProduct, PlayerBonus, Promotion } from './types.ts';

/** `GET /promotions?product=`: the promotions running now, in the client's language. */
export async function getPromotions(product: BonusProduct | null): Promise<Promotion[]> {
  const searchParams = product ? { product } : undefined;
  const answer = await api.get('promotions', { searchParams }).json<{ data: Promotion[] }>();
  return answer.data;
}

/** `GET /bonuses/offers?product=`: the offers a player can opt in to now. */
export async function getBonusOffers(product: BonusProduct | null): Promise<BonusOffer[]> {
  const searchParams = product ? { product } : undefined;
  const answer = await api.get('bonuses/offers', { searchParams }).json<{ data: BonusOffer[] }>();
  return answer.data;
}

/** `GET /user/bonuses/current`: the player's claimed or active bonus, or null. */
export async function getCurrentBonus(): Promise<PlayerBonus | null> {
  const answer = await api.get('user/bonuses/current').json<{ bonus: PlayerBonus | null }>();
  return answer.bonus;
}

/** `POST /user/bonuses/claim { code }`: opt in; the answer's message is translated by the server. */
/** `message_key`: the notice's key (an API from before it was sent leaves it out). */
type ClaimAnswer = { message: string; message_key?: string; bonus: PlayerBonus | null };

export async function claimBonus(code: string): Promise<ClaimAnswer> {
  return api.post('user/bonuses/claim', { json: { code } }).json<ClaimAnswer>();
}
