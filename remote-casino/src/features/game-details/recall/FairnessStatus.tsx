import { StatusBadge, useTranslation, type BadgeTone } from '@palpite/shared';
import type { Round } from '../../../lib/types.ts';
import { fairnessBadge, type FairnessBadge } from './round-summary.ts';

const TONE: Record<FairnessBadge, BadgeTone> = { verified: 'success', failed: 'danger', hidden: 'warning', provider: 'neutral' };

/** The server's verdict on a round: verified once the seed is revealed, else waiting for a rotation. */
export function FairnessStatus({ round }: { round: Pick<Round, 'fairness'> }) {
  const { t } = useTranslation('casino');
  const badge = fairnessBadge(round);
  return <StatusBadge tone={TONE[badge]}>{t(`recall.badges.${badge}`)}</StatusBadge>;
}
