import { formatBRL } from '@palpite/shared';
import { readStake, stakeLimitBreach, type StakeLimits } from '../../lib/bet-slip/slip-maths.ts';
import type { Translate } from '../../lib/translate.ts';

/**
 * What the slip says at once of the stake as typed, while Place Bet is off for it: text that is no
 * amount (`1.000`, letters), or an amount outside the limits per bet, in the words the server would
 * refuse it with (its message keys, one catalogue for both). Null while the stake can be sent, and
 * while nothing is typed yet (Place Bet asks for a stake). `limits` null until the host knows them:
 * the server alone then says so.
 */
export function stakeProblem(t: Translate, text: string, limits: StakeLimits | null): string | null {
  const reading = readStake(text);
  switch (reading.kind) {
    case 'empty':
      return null;
    case 'unreadable':
      return t('bets.enterValidStake', { ns: 'common' });
    case 'ambiguousThousands':
      return t('slip.ambiguousThousands', { amount: formatBRL(Number(reading.whole)), whole: reading.whole, grouped: reading.grouped });
    case 'amount': {
      const breach = limits ? stakeLimitBreach(reading.reais, limits) : null;
      if (breach?.kind === 'belowMinimum') return t('bets.stakeBelowMinimum', { ns: 'common', min: formatBRL(breach.minStake) });
      if (breach?.kind === 'aboveMaximum') return t('bets.stakeAboveMaximum', { ns: 'common', max: formatBRL(breach.maxStake) });
      return null;
    }
  }
}
