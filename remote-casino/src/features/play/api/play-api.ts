/** The calls of the game clients: one function per endpoint (api/src/features/casino/README.md). */
import { api } from '@palpite/shared';
import { readGame } from '../../../lib/api/games.ts';
import type { BlackjackAction, BlackjackHand, FreeSpinState, HandAnswer, LaunchAnswer, PlayAnswer, PlayMode, PokerHand, Round, StageGame } from './types.ts';

export function getGame(uuid: string): Promise<StageGame> {
  return readGame<StageGame>(uuid);
}

/**
 * One round of a single-step game; `bet` holds the game's own fields (stake, bets, picks…). Sent
 * again with the same `idempotencyKey` (no answer came), it answers the round the first one played.
 */
export function playRound<Outcome>(uuid: string, mode: PlayMode, bet: Record<string, unknown>, idempotencyKey: string): Promise<PlayAnswer<Outcome>> {
  return api
    .post(`games/${encodeURIComponent(uuid)}/play`, { json: { mode, ...bet }, headers: { 'Idempotency-Key': idempotencyKey } })
    .json<PlayAnswer<Outcome>>();
}

export async function getDemoBalance(): Promise<number> {
  return (await api.get('user/games/demo-balance').json<{ balance: number }>()).balance;
}

export async function resetDemoBalance(): Promise<number> {
  return (await api.post('user/games/demo-balance/reset', { json: {} }).json<{ balance: number }>()).balance;
}

export type HandGame = 'blackjack' | 'video-poker';

/** Deals a hand; sent again with the same `idempotencyKey` (no answer came), it answers the hand the first one dealt. */
export function dealHand<Hand>(game: HandGame, mode: PlayMode, stake: number, idempotencyKey: string): Promise<HandAnswer<Hand>> {
  return api.post(`games/${game}/hands`, { json: { mode, stake }, headers: { 'Idempotency-Key': idempotencyKey } }).json<HandAnswer<Hand>>();
}

export async function currentHand<Hand>(game: HandGame): Promise<Hand | null> {
  return (await api.get(`games/${game}/hands/current`).json<{ hand: Hand | null }>()).hand;
}

/**
 * A move on the hand as the player sees it: its `moves` go along, so a move sent again after a lost
 * answer finds the hand past it and gets the hand back instead of a second card.
 */
export function blackjackAction(hand: Pick<BlackjackHand, 'id' | 'moves'>, action: BlackjackAction): Promise<HandAnswer<BlackjackHand>> {
  return api.post(`games/blackjack/hands/${hand.id}/actions`, { json: { action, moves: hand.moves } }).json<HandAnswer<BlackjackHand>>();
}

export function pokerDraw(hand: Pick<PokerHand, 'id' | 'moves'>, held: readonly boolean[]): Promise<HandAnswer<PokerHand>> {
  return api.post(`games/video-poker/hands/${hand.id}/draw`, { json: { held, moves: hand.moves } }).json<HandAnswer<PokerHand>>();
}

export function launchGame(uuid: string, mode: PlayMode): Promise<LaunchAnswer> {
  return api.post(`games/${encodeURIComponent(uuid)}/launch`, { json: { mode } }).json<LaunchAnswer>();
}

/** The player's latest rounds of one game, newest first (`GET /user/games/rounds`). */
export async function recentRounds<Outcome>(uuid: string, limit = 12): Promise<Round<Outcome>[]> {
  const answer = await api.get('user/games/rounds', { searchParams: { game: uuid, limit } }).json<{ data: Round<Outcome>[] }>();
  return answer.data;
}

/** The player's free-spin campaigns (spec §3): what is left of an active one for this slot. */
export async function activeFreeSpins(gameUuid: string): Promise<FreeSpinState | null> {
  const answer = await api
    .get('user/free-spins')
    .json<{ data: { id: number; game_uuid: string; quantity_left: number; total_win: number; bet_value: number; state: string }[] }>();
  const campaign = answer.data.find((candidate) => candidate.game_uuid === gameUuid && candidate.state === 'active' && candidate.quantity_left > 0);
  return campaign ? { campaign_id: campaign.id, quantity_left: campaign.quantity_left, total_win: campaign.total_win, bet_value: campaign.bet_value } : null;
}
