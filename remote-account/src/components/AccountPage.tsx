import type { ReactNode } from 'react';
import { Page, paths, TabNav, useTranslation } from '@palpite/shared';

const TABS = [
  { key: 'general', to: paths.dashboard },
  { key: 'security', to: paths.security },
  { key: 'activeSessions', to: paths.activeSessions },
  { key: 'verification', to: paths.verification },
] as const;

/** The frame the four account pages share: their title, then the account tabs, then the page. */
export function AccountPage({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  const { t } = useTranslation('account');
  return (
    <Page title={title} subtitle={subtitle}>
      <TabNav label={t('tabs.label')} links={TABS.map((tab) => ({ to: tab.to(), label: t(`tabs.${tab.key}`) }))} />
      {children}
    </Page>
  );
}
