import { routePath } from '@palpite/shared';

/** The legal and info pages: page id → route id in the SDK's route table (also the side nav's order). */
export const LEGAL_DOCS = {
  terms: 'terms',
  bonusTerms: 'bonusterm',
  privacy: 'privacy',
  responsibleGambling: 'responsibleGambling',
  about: 'about',
} as const;

export type LegalDoc = keyof typeof LEGAL_DOCS;

export function legalPath(doc: LegalDoc): string {
  return routePath(LEGAL_DOCS[doc]);
}

/** When each text last changed (ISO date, shown as "last updated"): bump it with every edit of the text. */
export const LEGAL_UPDATED_ON: Readonly<Record<LegalDoc, string>> = {
  terms: '2026-11-28',
  bonusTerms: '2026-11-28',
  privacy: '2026-11-28',
  responsibleGambling: '2026-11-27',
  about: '2026-11-28',
};

/** The site's role addresses (the shared contract's, which the casino's help card gives too). */
export { SITE_CONTACTS as LEGAL_CONTACTS } from '@palpite/shared/contract';
