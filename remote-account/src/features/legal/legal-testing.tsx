import { screen } from '@testing-library/react';
import { palpiteStore, siteJurisdictionAtom, type Jurisdiction, type Language } from '@palpite/shared';
import { renderAccount } from '../../testing/account-testing.tsx';
import { legalPath, type LegalDoc } from './legal-docs.ts';
import { LegalPage } from './LegalPage.tsx';

/**
 * Renders a legal page at its own route, in a language, with the account texts, for a site of the
 * given jurisdiction profile; resolves once the page shows (its rich texts load their code first).
 */
export async function renderLegal(doc: LegalDoc, language: Language, route = legalPath(doc), jurisdiction: Jurisdiction = 'default') {
  palpiteStore.set(siteJurisdictionAtom, jurisdiction);
  const view = await renderAccount(<LegalPage doc={doc} />, { language, route });
  await screen.findByRole('heading', { level: 1 });
  return view;
}
