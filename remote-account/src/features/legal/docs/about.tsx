import { depositMethodsFor, formatList } from '../legal-figures.ts';
import { LEGAL_CONTACTS, legalPath } from '../legal-docs.ts';
import type { LegalDocument } from '../legal-document.ts';
import { Bullets, mailLink, pageLink, Paragraphs, type LegalText } from '../legal-text.tsx';

/** The profile's deposit methods other than Pix, by name, in the page's language. */
function otherMethods(text: LegalText): string {
  const names = depositMethodsFor(text.jurisdiction)
    .filter((method) => method !== 'pix')
    .map((method) => text.t(`payments.methods.${method}`, { ns: 'common' }));
  return formatList(names, text.language);
}

/** /about — who Palpite is and what it stands for. */
export const ABOUT: LegalDocument = {
  toc: false,
  sections: [
    {
      id: 'what-we-offer',
      key: 'offer',
      render: (text) => <Bullets text={text} keys={['casino', 'sports', 'demo']} />,
    },
    {
      id: 'fair-games',
      key: 'fairness',
      render: (text) => <Paragraphs text={text} keys={['provablyFair', 'rtp']} />,
    },
    {
      id: 'payments',
      key: 'payments',
      render: (text) => (
        <>
          <p>{text.text('pix', { otherMethods: otherMethods(text) })}</p>
          <p>{text.rich('rules', { page: pageLink(legalPath('terms')) })}</p>
        </>
      ),
    },
    {
      id: 'languages',
      key: 'languages',
      render: (text) => <Paragraphs text={text} keys={['text']} />,
    },
    {
      id: 'principles',
      key: 'principles',
      render: (text) => (
        <ul>
          <li>{text.rich('transparency')}</li>
          <li>{text.rich('responsible', { page: pageLink(legalPath('responsibleGambling')) })}</li>
          <li>{text.rich('security')}</li>
        </ul>
      ),
    },
    {
      id: 'contact',
      key: 'contact',
      render: (text) => <p>{text.rich('text', { mail: mailLink(LEGAL_CONTACTS.supportEmail) })}</p>,
    },
  ],
};
