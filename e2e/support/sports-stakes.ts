/**
 * Real-money stakes for the specs that need a player to have wagered (spec §9: deposits are
 * wagered 2.5× before any withdrawal). Casino stakes count at their game's contribution, and only
 * slots count at all, whose outcomes a test cannot know; a pre-match sports bet counts in full and
 * its outcome is the test's own: each bet backs the home side of a match the feed's sandbox then
 * finishes 1–0, and the settlement job pays it. The player ends with more cash than they started
 * with, to the centavo.
 */
import { expect, type Page } from '@playwright/test';
import { bettableMatches, finish } from './sports.ts';
import { asPlayer } from './wallet.ts';

const MAX_BETS = 6;

export interface SportsStakes {
  /** Stakes the ledger took from cash, the ones withdrawal wagering counts. */
  stakedCentavos: number;
  /** Cash balance once the last bet was paid. */
  cashCentavos: number;
  bets: number;
}

const centavosOf = (reais: number) => Math.round(reais * 100);

async function cashOf(page: Page): Promise<number> {
  const me = await asPlayer<{ user: { balance: number } }>(page, 'GET', 'user');
  expect(me.status).toBe(200);
  return centavosOf(me.body.user.balance);
}

/**
 * Backs home sides as the page's player, one winning single at a time, until the stakes taken from
 * cash reach `targetCentavos`; each bet stakes what is still missing, within the cash there is.
 */
export async function stakeOnSports(page: Page, targetCentavos: number): Promise<SportsStakes> {
  const matches = await bettableMatches('football', 'stakes');
  let cashCentavos = await cashOf(page);
  let stakedCentavos = 0;
  let bets = 0;
  while (stakedCentavos < targetCentavos) {
    if (bets === MAX_BETS) throw new Error(`staked only ${stakedCentavos} of ${targetCentavos} centavos in ${MAX_BETS} bets`);
    const match = matches.shift();
    const market = match?.main_market;
    const home = market?.selections.find((selection) => selection.key === '1');
    if (!match || !market || !home?.price) throw new Error('the sports home lists too few bettable football matches');
    const stakeCentavos = Math.min(cashCentavos, targetCentavos - stakedCentavos);
    const placed = await asPlayer<{ success: boolean; message: string }>(page, 'POST', 'user/bet', {
      stake: (stakeCentavos / 100).toFixed(2),
      accept_odds_changes: true,
      bet_details: [
        {
          fixture_id: match.id,
          home_team_name: match.home,
          away_team_name: match.away,
          selection_id: home.id,
          bet_type: market.key,
          outcome: home.key,
          odd: home.price,
          live: false,
          type: 'football',
        },
      ],
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.success, placed.body.message).toBe(true);
    await finish(match.id, { home: 1, away: 0, ht_home: 1, ht_away: 0 });
    // Paid by the settlement job (every 5 s): a won price above 1 leaves more cash than before the bet.
    await expect.poll(() => cashOf(page), { timeout: 30_000 }).toBeGreaterThan(cashCentavos);
    cashCentavos = await cashOf(page);
    stakedCentavos += stakeCentavos;
    bets += 1;
  }
  return { stakedCentavos, cashCentavos, bets };
}
