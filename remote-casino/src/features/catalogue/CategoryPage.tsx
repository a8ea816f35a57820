import { Page, useTranslation } from '@palpite/shared';
import { CategoryChips } from '../../components/CategoryChips.tsx';
import type { Category } from '../../lib/categories.ts';
import { Catalogue } from './Catalogue.tsx';

/** One category's games (slots, live casino, roulette, blackjack, table games). */
export function CategoryPage({ category }: { category: Category }) {
  const { t } = useTranslation('casino');
  return (
    <Page title={t(`${category}.title`)} subtitle={t(`${category}.subtitle`)}>
      <CategoryChips />
      <Catalogue category={category} />
    </Page>
  );
}
