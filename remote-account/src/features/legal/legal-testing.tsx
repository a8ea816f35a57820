import type { Language } from '@palpite/shared';
import { renderAccount } from '../../testing/account-testing.tsx';
import { legalPath, type LegalDoc } from './legal-docs.ts';
import { LegalPage } from './LegalPage.tsx';

/** Renders a legal page at its own route, in a language, with the account texts. */
export function renderLegal(doc: LegalDoc, language: Language, route = legalPath(doc)) {
  return renderAccount(<LegalPage doc={doc} />, { language, route });
}
