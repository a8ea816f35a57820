import { paths, routePath } from '@palpite/shared';
import { BONUS_TERMS } from '@palpite/shared/terms';
import { formatList } from '../legal-figures.ts';
import type { LegalDocument } from '../legal-document.ts';
import { Bullets, Note, pageLink, Paragraphs, type LegalText } from '../legal-text.tsx';
import { ContributionsTable } from '../LegalTables.tsx';
import styles from '../LegalPage.module.css';

/** The categories whose stakes do not count towards wagering (spec §9: table games, video poker, keno…). */
function excludedCategories(text: LegalText): string {
  const names = Object.entries(BONUS_TERMS.contributionByCategory)
    .filter(([, share]) => share === 0)
    .map(([category]) => text.text(`categories.${category}`, { defaultValue: category }));
  return formatList(names, text.language);
}

/** The welcome offer in one glance, above its terms. */
function WelcomeHighlight({ text }: { text: LegalText }) {
  return (
    <div className={styles.highlight}>
      <p className={styles.highlightLabel}>{text.text('label')}</p>
      <p className={styles.highlightOffer}>{text.text('offer')}</p>
      <p className={styles.highlightDetails}>{text.text('details')}</p>
    </div>
  );
}

/** /bonusterm — the rules of every bonus and free spin. */
export const BONUS_TERMS_DOC: LegalDocument = {
  toc: true,
  sections: [
    {
      id: 'bonuses-in-brazil',
      key: 'brBonuses',
      only: 'br',
      render: (text) => (
        <>
          <Paragraphs text={text} keys={['realBetFirst', 'noWelcome']} />
          <p>{text.rich('others', { page: pageLink(routePath('promotion')) })}</p>
        </>
      ),
    },
    {
      id: 'welcome-offer',
      key: 'welcome',
      // No bonus before a real-money bet under the br licence, and a first deposit always precedes one.
      only: 'default',
      render: (text) => (
        <>
          <WelcomeHighlight text={text.scope('highlight')} />
          <Paragraphs text={text} keys={['offer', 'conditions', 'example']} />
          <Note>{text.rich('bannerNote')}</Note>
        </>
      ),
    },
    {
      id: 'wagering',
      key: 'wagering',
      render: (text) => <Paragraphs text={text} keys={['rule', 'counting', 'conversion']} />,
    },
    {
      id: 'validity',
      key: 'validity',
      render: (text) => <Paragraphs text={text} keys={['text']} />,
    },
    {
      id: 'win-cap',
      key: 'winCap',
      // The cap is the new-member offers' (the welcome, a registration code's), which the br licence never grants.
      only: 'default',
      render: (text) => <Paragraphs text={text} keys={['text']} />,
    },
    {
      id: 'game-contributions',
      key: 'contributions',
      render: (text) => (
        <>
          <Paragraphs text={text} keys={['intro']} />
          <ContributionsTable text={text} />
          <p>{text.text('excluded', { categories: excludedCategories(text) })}</p>
        </>
      ),
    },
    {
      id: 'cash-first',
      key: 'cashFirst',
      render: (text) => <Paragraphs text={text} keys={['text', 'void']} />,
    },
    {
      id: 'one-bonus-at-a-time',
      key: 'oneActive',
      render: (text) => <p>{text.rich('text', {}, BONUS_TERMS.maxActiveBonuses)}</p>,
    },
    {
      id: 'forfeiture',
      key: 'forfeit',
      render: (text) => (
        <>
          <Paragraphs text={text} keys={['intro']} />
          <Bullets text={text} keys={['expiry', 'withdrawal', 'cancelled', 'abuse']} />
          <Paragraphs text={text} keys={['cash']} />
        </>
      ),
    },
    {
      id: 'free-spins',
      key: 'freeSpins',
      render: (text) => (
        <ul>
          <li>{text.rich('where', { page: pageLink(paths.bonusTransactions()) })}</li>
          {['expiry', 'wins', 'bonusWins', 'cancel'].map((key) => (
            <li key={key}>{text.rich(key)}</li>
          ))}
        </ul>
      ),
    },
  ],
};
