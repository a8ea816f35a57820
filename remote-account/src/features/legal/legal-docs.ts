import { routePath } from '@palpite/shared';

/** The legal and info pages: page id → route id in the SDK's route table. */
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
