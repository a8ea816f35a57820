import { lazy, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';

// Rich texts (tags inside a translation) appear only on a few pages, and react-i18next's <Trans>
// brings an HTML parser: as its own chunk it stays off every other page (−4.8 KB gzip at home).
const TransWithoutContext = lazy(() => import('react-i18next/TransWithoutContext').then((module) => ({ default: module.Trans })));

export type TransProps = Omit<ComponentProps<typeof TransWithoutContext>, 'i18n'>;

/**
 * react-i18next's <Trans> bound to the platform's i18next instance. It suspends until its code has
 * loaded, so the nearest Suspense boundary (every remote page has one) shows the page whole, not
 * paragraph by paragraph.
 */
export function Trans(props: TransProps) {
  const { i18n } = useTranslation();
  return <TransWithoutContext {...props} i18n={i18n} />;
}
