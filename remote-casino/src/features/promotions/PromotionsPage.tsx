import { useState } from 'react';
import { Page, PromotionList, ToggleChips, useTranslation } from '@palpite/shared';

const AUDIENCES = ['all', 'casino', 'sports'] as const;
type Audience = (typeof AUDIENCES)[number];

/** The casino's promotions: the running campaigns from the API with their offers and opt-in (SDK). */
export function PromotionsPage() {
  const { t } = useTranslation('casino');
  const [audience, setAudience] = useState<Audience>('all');

  return (
    <Page title={t('promotion.title')} subtitle={t('promotion.subtitle')}>
      <ToggleChips
        label={t('promotion.filtersLabel')}
        options={AUDIENCES.map((option) => ({ value: option, label: t(`promotion.audiences.${option}`) }))}
        value={audience}
        onChange={setAudience}
      />
      <PromotionList product={audience === 'all' ? null : audience} label={t('promotion.listLabel')} />
    </Page>
  );
}
