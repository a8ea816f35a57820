import { screen } from '@testing-library/react';
import type { Language } from '@palpite/shared';
import { renderAccount } from '../../testing/account-testing.tsx';
import { legalPath, type LegalDoc } from './legal-docs.ts';
import { LegalPage } from './LegalPage.tsx';

/**
 * Renders a legal page at its own route, in a language, with the account texts; resolves once the
 * page shows (its rich texts load their code first).
 */
export async function renderLegal(doc: LegalDoc, language: Language, route = legalPath(doc)) {
  const view = await renderAccount(<LegalPage doc={doc} />, { language, route });
  await screen.findByRole('heading', { level: 1 });
  return view;
}
