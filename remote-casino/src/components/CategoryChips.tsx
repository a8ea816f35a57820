import { paths, useTranslation } from '@palpite/shared';
import { CATEGORIES, categoryPath } from '../lib/categories.ts';
import { ChipNav } from './ChipNav.tsx';

/** All games plus one chip per category page. */
export function CategoryChips() {
  const { t } = useTranslation('casino');
  const links = [
    { to: paths.games(), label: t('categories.all') },
    ...CATEGORIES.map((category) => ({ to: categoryPath(category), label: t(`categories.${category}`) })),
  ];
  return <ChipNav label={t('categories.label')} links={links} />;
}
