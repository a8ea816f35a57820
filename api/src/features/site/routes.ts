/**
 * GET /site: what the front end must know of this deployment before anyone logs in — the
 * jurisdiction profile (JURISDICTION=br shows the addiction-risk warning at sign-up and login and
 * asks for limits at registration) and the responsible-gambling terms the forms offer.
 */
import { RESPONSIBLE_GAMBLING_TERMS } from '@palpite/shared/contract';
import type { FastifyInstance } from 'fastify';

export function siteRoutes(app: FastifyInstance, deps: { jurisdiction: 'default' | 'br' }): void {
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
  };
  app.get('/site', async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=300');
    return answer;
  });
}
