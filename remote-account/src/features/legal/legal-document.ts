import type { ReactNode } from 'react';
import type { Jurisdiction } from '@palpite/shared';
import type { LegalText } from './legal-text.tsx';

/** One h2 section of a legal page. */
export interface LegalSection {
  /** The anchor (`/terms#withdrawals`) and the table of contents' link. */
  id: string;
  /** Its texts' key under the page's (`terms.withdrawals.title`, `terms.withdrawals.…`). */
  key: string;
  /** The section's content under its heading, from its texts (`text.jurisdiction` says whose rules apply). */
  render: (text: LegalText) => ReactNode;
  /** Shown only under this jurisdiction profile (a section the other profile has no rule for). */
  only?: Jurisdiction;
}

/** The sections a site of this profile shows. */
export function sectionsFor(document: LegalDocument, jurisdiction: Jurisdiction): readonly LegalSection[] {
  return document.sections.filter((section) => section.only === undefined || section.only === jurisdiction);
}

export interface LegalDocument {
  sections: readonly LegalSection[];
  /** Long pages open with a table of contents. */
  toc: boolean;
}
