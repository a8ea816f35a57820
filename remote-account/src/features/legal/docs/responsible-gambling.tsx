import type { Language } from '@palpite/shared';
import { LEGAL_CONTACTS } from '../legal-docs.ts';
import type { LegalDocument } from '../legal-document.ts';
import { RESPONSIBLE_GAMBLING_TOOLS_ID } from '../../../lib/rg-tools-anchor.ts';
import { Bullets, mailLink, Note, pageLink, Paragraphs, Subsection } from '../legal-text.tsx';

/** The tools themselves: the section the page shows a logged-in player above the document. */
export const RESPONSIBLE_GAMBLING_TOOLS_PATH = `/responsible-gambling#${RESPONSIBLE_GAMBLING_TOOLS_ID}`;

/** The player's own tools, in the order the page explains them. */
const TOOLS = ['depositLimits', 'lossLimits', 'realityCheck', 'timeOut', 'selfExclusion'] as const;

/** Help in Brazil, for every reader (the site's players are in Brazil). */
const BRAZIL_HELP = ['cvv', 'gamblersAnonymous', 'caps', 'emergency'] as const;

/** Help abroad, for readers of each language: the UK's services in English, Turkey's in Turkish. */
export const HELP_ABROAD: Readonly<Record<Language, readonly string[]>> = {
  'pt-BR': [],
  en: ['gamCare', 'beGambleAware'],
  tr: ['yedam'],
};

/** /responsible-gambling — playing safely, the tools, and where to find help. */
export const RESPONSIBLE_GAMBLING: LegalDocument = {
  toc: true,
  sections: [
    {
      id: 'adults-only',
      key: 'adults',
      render: (text) => <Paragraphs text={text} keys={['text', 'verification']} />,
    },
    {
      id: 'warning-signs',
      key: 'signs',
      render: (text) => (
        <>
          <Paragraphs text={text} keys={['intro']} />
          <Bullets text={text} keys={['money', 'chasing', 'borrowing', 'hiding', 'neglect', 'escape', 'restless', 'stakes']} />
          <Paragraphs text={text} keys={['help']} />
        </>
      ),
    },
    {
      id: 'playing-safely',
      key: 'tips',
      render: (text) => <Bullets text={text} keys={['budget', 'time', 'chasing', 'state', 'income', 'breaks']} />,
    },
    {
      id: 'tools',
      key: 'tools',
      render: (text) => (
        <>
          <Paragraphs text={text} keys={['intro']} />
          {TOOLS.map((tool) => (
            <Subsection key={tool} title={text.text(`${tool}.title`)}>
              <Paragraphs text={text.scope(tool)} keys={['text']} />
            </Subsection>
          ))}
          <Note>{text.rich('during')}</Note>
        </>
      ),
    },
    {
      id: 'where-to-find-the-tools',
      key: 'whereTools',
      render: (text) => (
        <>
          <p>{text.rich('text', { page: pageLink(RESPONSIBLE_GAMBLING_TOOLS_PATH) })}</p>
          <p>{text.rich('support', { mail: mailLink(LEGAL_CONTACTS.supportEmail) })}</p>
        </>
      ),
    },
    {
      id: 'get-help',
      key: 'help',
      render: (text) => {
        const abroad = HELP_ABROAD[text.language];
        return (
          <>
            <Paragraphs text={text} keys={['intro']} />
            <Subsection title={text.text('brazil')}>
              <Bullets text={text} keys={BRAZIL_HELP} />
            </Subsection>
            {abroad.length > 0 ? (
              <Subsection title={text.text('abroad')}>
                <Bullets text={text} keys={abroad} />
              </Subsection>
            ) : null}
          </>
        );
      },
    },
    {
      id: 'protecting-minors',
      key: 'minors',
      render: (text) => <Paragraphs text={text} keys={['text']} />,
    },
  ],
};
