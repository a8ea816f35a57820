/**
 * Real-money casino play for the specs that need a player to have staked (spec §9: deposits are
 * wagered 2.5× before any withdrawal). The rounds go through the casino API as the page's player,
 * so the ledger records them as it does for any player (`casino_bet` from cash).
 *
 * The game is baccarat with the same amount on player and banker: a player win returns the whole
 * stake, a tie pushes both, a banker win returns 97.5 % of it (the banker's 5 % commission on half
 * the stake). Whatever the cards, a round keeps at least 97.5 % of the stake, so a test can stake
 * a lot and still know the cash it will have left to the nearest few reais.
 */
import { expect, type Page } from '@playwright/test';
import { asPlayer } from './wallet.ts';

const MAX_ROUNDS = 50;

interface Game {
  uuid: string;
  game_type: string;
  play_style: string;
  real_available: boolean;
}

interface PlayAnswer {
  round: { stake_cash: number; stake_bonus: number; status: string };
  balance: { cash: number; bonus: number };
}

export interface CasinoStakes {
  /** Stakes the ledger took from cash, the ones withdrawal wagering counts. */
  stakedCentavos: number;
  /** Cash balance after the last round, as the API answered it. */
  cashCentavos: number;
  rounds: number;
}

const centavosOf = (reais: number) => Math.round(reais * 100);
const reaisText = (centavos: number) => (centavos / 100).toFixed(2);
const even = (centavos: number) => centavos - (centavos % 2);

/** The in-house single-step baccarat that takes real money, with its stake limits in centavos. */
async function findBaccarat(page: Page): Promise<{ uuid: string; minStakeCentavos: number; maxStakeCentavos: number }> {
  const list = await asPlayer<{ data: Game[] }>(page, 'GET', 'games?category=table&per_page=100');
  expect(list.status).toBe(200);
  const game = list.body.data.find((entry) => entry.game_type === 'baccarat' && entry.play_style === 'single' && entry.real_available);
  if (!game) throw new Error('GET /games lists no single-step baccarat with real play');
  const details = await asPlayer<{ game: { min_stake: number; max_stake: number } }>(page, 'GET', `games/${game.uuid}`);
  expect(details.status).toBe(200);
  return { uuid: game.uuid, minStakeCentavos: centavosOf(details.body.game.min_stake), maxStakeCentavos: centavosOf(details.body.game.max_stake) };
}

/**
 * Plays real-money baccarat rounds as the page's player (half on player, half on banker) until the
 * stakes taken from cash reach `targetCentavos`; each round stakes what is still missing, within
 * the game's limits and the cash the previous round left. Answers what it staked and the cash left.
 */
export async function stakeInCasino(page: Page, targetCentavos: number): Promise<CasinoStakes> {
  const game = await findBaccarat(page);
  const me = await asPlayer<{ user: { balance: number } }>(page, 'GET', 'user');
  expect(me.status).toBe(200);
  let cashCentavos = centavosOf(me.body.user.balance);
  let stakedCentavos = 0;
  let rounds = 0;

  while (stakedCentavos < targetCentavos) {
    if (rounds === MAX_ROUNDS) throw new Error(`staked only ${stakedCentavos} of ${targetCentavos} centavos in ${MAX_ROUNDS} rounds`);
    const missing = targetCentavos - stakedCentavos;
    const stakeCentavos = Math.min(even(game.maxStakeCentavos), even(cashCentavos), Math.max(missing + (missing % 2), game.minStakeCentavos));
    if (stakeCentavos < game.minStakeCentavos) {
      throw new Error(`cash of ${cashCentavos} centavos cannot stake the ${missing} centavos still missing (minimum stake ${game.minStakeCentavos})`);
    }
    const half = reaisText(stakeCentavos / 2);
    const played = await asPlayer<PlayAnswer>(page, 'POST', `games/${game.uuid}/play`, {
      mode: 'real',
      bets: [
        { spot: 'player', amount: half },
        { spot: 'banker', amount: half },
      ],
    });
    expect(played.status, JSON.stringify(played.body)).toBe(200);
    expect(played.body.round.status).toBe('settled');
    stakedCentavos += centavosOf(played.body.round.stake_cash);
    cashCentavos = centavosOf(played.body.balance.cash);
    rounds += 1;
  }
  return { stakedCentavos, cashCentavos, rounds };
}
