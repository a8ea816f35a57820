import { formatBRL, Notice, useTranslation } from '@palpite/shared';
import type { SpotRefusal } from './spot-limits.ts';

/** Why the last chip was not placed: its spot's type and that type's maximum per spot. */
export function SpotRefusalNotice({ refusal }: { refusal: SpotRefusal | null }) {
  const { t } = useTranslation('casino');
  if (!refusal) return null;
  return <Notice tone="error">{t('play.roulette.spotMax', { spot: t(`details.bets.${refusal.type}`), max: formatBRL(refusal.maxCentavos / 100) })}</Notice>;
}
