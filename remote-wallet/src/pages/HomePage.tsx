import { LayoutSkeleton, Page, useTranslation } from '@palpite/shared';

export default function HomePage() {
  const { t } = useTranslation('wallet');
  return (
    <Page title={t('home.title')}>
      <LayoutSkeleton layout="tiles" count={12} />
    </Page>
  );
}
