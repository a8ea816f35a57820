import type { TFunction } from 'i18next';

/** The `t` of the sports namespace (`useTranslation('sports')`), which the formatting helpers take. */
export type Translate = TFunction<'sports'>;
