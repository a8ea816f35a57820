/**
 * GET /site: what the front end must know of this deployment before anyone logs in — the
 * jurisdiction profile (JURISDICTION=br shows the addiction-risk warning at sign-up and login and
 * asks for limits at registration), the responsible-gambling terms the forms offer, and the bet
 * limits the slip must apply before Place Bet (BETS_MAX_SELECTIONS, BETS_MIN_STAKE, BETS_MAX_STAKE,
 * BETS_MAX_POTENTIAL_WIN, in reais, as the bet route applies them).
 */
import { RESPONSIBLE_GAMBLING_TERMS } from '@palpite/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { BetLimits } from '../../domain/bets/index.ts';
import { reaisOf } from '../../domain/money.ts';

export interface SiteDeps {
  jurisdiction: 'default' | 'br';
  /** Selections one bet may hold: the bets feature's validated config, the one POST /user/bet applies. */
  maxBetSelections: number;
  /** The stake and payout limits of the same config (app.ts: `bets.config`), which the slip checks before Place Bet. */
  betLimits: Pick<BetLimits, 'minStakeCentavos' | 'maxStakeCentavos' | 'maxPotentialWinCentavos'>;
}

export function siteRoutes(app: FastifyInstance, deps: SiteDeps): void {
  const answer = {
    jurisdiction: deps.jurisdiction,
    currency: 'BRL',
    responsible_gambling: {
      min_reality_check_minutes: RESPONSIBLE_GAMBLING_TERMS.minRealityCheckMinutes,
      min_break_hours: RESPONSIBLE_GAMBLING_TERMS.minBreakHours,
      max_break_months: RESPONSIBLE_GAMBLING_TERMS.maxBreakMonths,
      self_exclusion_months: [...RESPONSIBLE_GAMBLING_TERMS.selfExclusionMonths],
      limit_increase_cool_down_hours: RESPONSIBLE_GAMBLING_TERMS.limitIncreaseCoolDownHours,
    },
    bets: {
      max_selections: deps.maxBetSelections,
      min_stake: reaisOf(deps.betLimits.minStakeCentavos),
      max_stake: reaisOf(deps.betLimits.maxStakeCentavos),
      max_potential_win: reaisOf(deps.betLimits.maxPotentialWinCentavos),
    },
  };
  app.get('/site', async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=300');
    return answer;
  });
}
