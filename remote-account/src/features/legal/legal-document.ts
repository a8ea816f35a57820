import type { ReactNode } from 'react';
import type { LegalText } from './legal-text.tsx';

/** One h2 section of a legal page. */
export interface LegalSection {
  /** The anchor (`/terms#withdrawals`) and the table of contents' link. */
  id: string;
  /** Its texts' key under the page's (`terms.withdrawals.title`, `terms.withdrawals.…`). */
  key: string;
  /** The section's content under its heading, from its texts. */
  render: (text: LegalText) => ReactNode;
}

export interface LegalDocument {
  sections: readonly LegalSection[];
  /** Long pages open with a table of contents. */
  toc: boolean;
}
