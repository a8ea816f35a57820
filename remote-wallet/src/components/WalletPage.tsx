import type { ReactNode } from 'react';
import { Page, paths, TabNav, useTranslation } from '@palpite/shared';

const TABS = [
  { key: 'deposit', to: paths.wallet },
  { key: 'withdraw', to: paths.withdraw },
  { key: 'transactions', to: paths.transactions },
  { key: 'financialTransactions', to: paths.financialTransactions },
  { key: 'bonusTransactions', to: paths.bonusTransactions },
] as const;

/** The frame the wallet pages share: their title, then the wallet tabs, then the page. */
export function WalletPage({ title, subtitle, actions, children }: { title: string; subtitle?: string; actions?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('wallet');
  return (
    <Page title={title} subtitle={subtitle} actions={actions}>
      <TabNav label={t('tabs.label')} links={TABS.map((tab) => ({ to: tab.to(), label: t(`tabs.${tab.key}`) }))} />
      {children}
    </Page>
  );
}
