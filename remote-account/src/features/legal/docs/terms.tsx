import { paths } from '@palpite/shared';
import { WITHDRAWAL_TERMS } from '@palpite/shared/terms';
import { LEGAL_CONTACTS, legalPath } from '../legal-docs.ts';
import type { LegalDocument } from '../legal-document.ts';
import { Bullets, forProfile, mailLink, Note, pageLink, Paragraphs } from '../legal-text.tsx';
import { DepositLimitsTable } from '../LegalTables.tsx';

/** /terms — the contract between the player and Palpite. */
export const TERMS: LegalDocument = {
  toc: true,
  sections: [
    {
      id: 'who-we-are',
      key: 'who',
      render: (text) => (
        <>
          <Paragraphs text={text} keys={['operator', 'adults']} />
          <p>
            {text.rich('documents', {
              bonus: pageLink(legalPath('bonusTerms')),
              privacy: pageLink(legalPath('privacy')),
              responsible: pageLink(legalPath('responsibleGambling')),
            })}
          </p>
        </>
      ),
    },
    {
      id: 'account',
      key: 'account',
      render: (text) => (
        <ul>
          {forProfile(text, { default: ['onePerPerson', 'accurate', 'age', 'documents'], br: ['onePerPerson', 'brCpf', 'accurate', 'age', 'documents'] }).map(
            (key) => (
              <li key={key}>{text.rich(key)}</li>
            ),
          )}
          <li>{text.rich('identity', { page: pageLink(paths.verification()) })}</li>
          <li>{text.rich('email')}</li>
          <li>{text.rich('security', { page: pageLink(paths.security()) })}</li>
          {text.jurisdiction === 'br' ? <li>{text.rich('brIdle')}</li> : null}
        </ul>
      ),
    },
    {
      id: 'deposits',
      key: 'deposits',
      render: (text) => (
        <>
          <Paragraphs text={text} keys={['intro']} />
          <DepositLimitsTable text={text} />
          <Bullets
            text={text}
            keys={forProfile(text, {
              default: ['current', 'verifiedEmail', 'ownName', 'crypto'],
              br: ['current', 'verifiedEmail', 'brOwnCpf', 'brFirstLimits'],
            })}
          />
        </>
      ),
    },
    {
      id: 'withdrawals',
      key: 'withdrawals',
      render: (text) => (
        <>
          <Bullets
            text={text}
            keys={forProfile(text, { default: ['identity', 'methods', 'minimum', 'weekly'], br: ['identity', 'methods', 'brOwnCpf', 'minimum', 'weekly'] })}
          />
          <Note>{text.rich('applicable')}</Note>
          <ul>
            <li>{text.rich('free', {}, WITHDRAWAL_TERMS.freeWithdrawalsPerMonth)}</li>
            <li>{text.rich('wagering', { page: pageLink(legalPath('bonusTerms')) })}</li>
            <li>{text.rich('smallDepositor')}</li>
            <li>{text.rich('bonus')}</li>
            <li>{text.rich('review')}</li>
          </ul>
        </>
      ),
    },
    {
      id: 'bets-and-games',
      key: 'bets',
      render: (text) => <Bullets text={text} keys={['acceptance', 'oddsChanges', 'stake', 'void', 'voidEffect', 'interrupted', 'casino', 'liability']} />,
    },
    {
      id: 'bonuses',
      key: 'bonuses',
      render: (text) => (
        <>
          {text.jurisdiction === 'br' ? <p>{text.rich('brRealBetFirst')}</p> : null}
          <p>{text.rich('text', { page: pageLink(legalPath('bonusTerms')) })}</p>
        </>
      ),
    },
    {
      id: 'suspension-and-closure',
      key: 'suspension',
      render: (text) => <Bullets text={text} keys={['reasons', 'evidence', 'inactive', 'closing']} />,
    },
    {
      id: 'responsible-gambling',
      key: 'responsibleGambling',
      render: (text) => <p>{text.rich('text', { page: pageLink(legalPath('responsibleGambling')) })}</p>,
    },
    {
      id: 'complaints',
      key: 'complaints',
      render: (text) => (
        <>
          <p>{text.rich('contact', { mail: mailLink(LEGAL_CONTACTS.supportEmail) })}</p>
          <Paragraphs text={text} keys={['escalate']} />
        </>
      ),
    },
    {
      id: 'changes',
      key: 'changes',
      render: (text) => <Paragraphs text={text} keys={['text', 'language']} />,
    },
    {
      id: 'governing-law',
      key: 'law',
      render: (text) => <Paragraphs text={text} keys={['text']} />,
    },
  ],
};
