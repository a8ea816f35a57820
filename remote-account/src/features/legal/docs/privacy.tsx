import { paths } from '@palpite/shared';
import { LEGAL_CONTACTS } from '../legal-docs.ts';
import type { LegalDocument } from '../legal-document.ts';
import { Bullets, forProfile, mailLink, pageLink, Paragraphs, Subsection } from '../legal-text.tsx';
import { StorageKeysTable } from '../LegalTables.tsx';

/**
 * What a visit records (spec §3 "Visitor tracking": fingerprint, userAgent, language, platform,
 * timezone, screen width and height, referrer, url), plus the IP address the API stores with it.
 */
export const VISIT_FIELDS = ['fingerprint', 'userAgent', 'language', 'platform', 'timezone', 'screen', 'referrer', 'url', 'ip'] as const;

/** What the collected-data section lists, in order (each an h3). */
const COLLECTED = ['account', 'identity', 'payments', 'activity', 'device', 'support'] as const;

/** Kinds whose text differs under the br profile (Pix and bank transfer only, always the player's own CPF). */
const COLLECTED_BR_TEXT: ReadonlySet<(typeof COLLECTED)[number]> = new Set(['payments']);

/** Where the player sees that data in the account area. */
const COLLECTED_LINKS: Partial<Record<(typeof COLLECTED)[number], string>> = {
  identity: paths.verification(),
  device: paths.activeSessions(),
};

/** /privacy — the privacy policy (LGPD, Lei nº 13.709/2018). */
export const PRIVACY: LegalDocument = {
  toc: true,
  sections: [
    {
      id: 'controller',
      key: 'controller',
      render: (text) => <Paragraphs text={text} keys={['text']} />,
    },
    {
      id: 'data-we-collect',
      key: 'collected',
      render: (text) => (
        <>
          <Paragraphs text={text} keys={['intro']} />
          {COLLECTED.map((kind) => {
            const link = COLLECTED_LINKS[kind];
            const body = text.jurisdiction === 'br' && COLLECTED_BR_TEXT.has(kind) ? 'brText' : 'text';
            return (
              <Subsection key={kind} title={text.text(`${kind}.title`)}>
                <p>{text.rich(`${kind}.${body}`, link ? { page: pageLink(link) } : {})}</p>
              </Subsection>
            );
          })}
          <Subsection title={text.text('visits.title')}>
            <Paragraphs text={text.scope('visits')} keys={['intro']} />
            <Bullets text={text.scope('visits.fields')} keys={VISIT_FIELDS} />
          </Subsection>
        </>
      ),
    },
    {
      id: 'purposes',
      key: 'purposes',
      render: (text) => (
        <>
          <Paragraphs text={text} keys={['intro']} />
          <Bullets text={text} keys={['account', 'verification', 'payments', 'fraud', 'responsible', 'support', 'improve', 'marketing']} />
        </>
      ),
    },
    {
      id: 'legal-bases',
      key: 'legalBases',
      render: (text) => (
        <>
          <Paragraphs text={text} keys={['intro']} />
          <Bullets text={text} keys={['contract', 'legal', 'legitimate', 'consent', 'rights']} />
        </>
      ),
    },
    {
      id: 'retention',
      key: 'retention',
      render: (text) => <Paragraphs text={text} keys={['account', 'afterClosing', 'visits']} />,
    },
    {
      id: 'sharing',
      key: 'sharing',
      render: (text) => (
        <>
          <Paragraphs text={text} keys={['intro']} />
          <Bullets
            text={text}
            keys={forProfile(text, { default: ['payments', 'games', 'services', 'authorities'], br: ['brPayments', 'games', 'services', 'authorities'] })}
          />
          <Paragraphs text={text} keys={['international']} />
        </>
      ),
    },
    {
      id: 'your-rights',
      key: 'rights',
      render: (text) => (
        <>
          <Paragraphs text={text} keys={['intro']} />
          <Bullets text={text} keys={['access', 'correction', 'deletion', 'portability', 'sharing', 'revoke']} />
          <p>{text.rich('how', { mail: mailLink(LEGAL_CONTACTS.dpoEmail) })}</p>
          <Paragraphs text={text} keys={['limits', 'anpd']} />
        </>
      ),
    },
    {
      id: 'security',
      key: 'security',
      render: (text) => (
        <ul>
          {['https', 'passwords', 'twoFactor', 'access'].map((key) => (
            <li key={key}>{text.rich(key)}</li>
          ))}
          <li>{text.rich('sessions', { page: pageLink(paths.activeSessions()) })}</li>
        </ul>
      ),
    },
    {
      id: 'cookies-and-local-storage',
      key: 'storage',
      render: (text) => (
        <>
          <Paragraphs text={text} keys={['intro']} />
          <StorageKeysTable text={text} />
          <Paragraphs text={text} keys={['logout']} />
        </>
      ),
    },
    {
      id: 'minors',
      key: 'minors',
      render: (text) => <Paragraphs text={text} keys={['text']} />,
    },
    {
      id: 'data-protection-officer',
      key: 'dpo',
      render: (text) => <p>{text.rich('text', { mail: mailLink(LEGAL_CONTACTS.dpoEmail) })}</p>,
    },
    {
      id: 'changes',
      key: 'changes',
      render: (text) => <Paragraphs text={text} keys={['text']} />,
    },
  ],
};
