import { LayoutSkeleton, useTranslation } from '@palpite/shared';

/** The grid of games matching the filters; tile placeholders while they load. */
export function GameGrid({ count = 18 }: { count?: number }) {
  const { t } = useTranslation('casino');
  return (
    <section aria-label={t('filters.results')} aria-busy="true">
      <LayoutSkeleton layout="tiles" count={count} />
    </section>
  );
}
