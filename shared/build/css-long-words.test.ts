/**
 * Text the site does not write (an address, a reason typed by back-office staff, an API message)
 * may hold a word longer than the screen: a 120-character match "id" made a phone page 1036 px
 * wide, a withdrawal's rejection reason a desktop page 1948 px (2026-12). The boxes that show such
 * text wrap any word, each listed here with what it shows.
 */
import { describe, expect, it } from 'vitest';
import { STYLESHEETS, withoutComments } from './stylesheets.ts';

const SHOWS_OTHERS_TEXT: readonly (readonly [sheet: string, selector: string, shows: string])[] = [
  ['shared/src/ui/Page.module.css', '.subtitle', 'a page’s subtitle: team names, a match number'],
  ['shared/src/ui/MessageDialog.module.css', '.message', 'announcements and notifications'],
  ['remote-wallet/src/features/withdraw/Withdraw.module.css', '.reason', 'why a withdrawal was rejected'],
  ['remote-wallet/src/components/GateNotice.module.css', '.detail', 'why an identity document was rejected'],
  ['remote-account/src/features/verification/Verification.module.css', '.historyReason', 'why a document was rejected'],
  ['remote-wallet/src/components/HistoryTable.module.css', '.id code', 'transaction ids'],
];

/** The declarations of the rule whose selector is exactly `selector` (top level or in a media query). */
function declarationsOf(css: string, selector: string): string | null {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?:^|[{}])\\s*${escaped}\\s*\\{([^{}]*)\\}`).exec(withoutComments(css))?.[1] ?? null;
}

describe('long words', () => {
  it.each(SHOWS_OTHERS_TEXT)('%s %s wraps any word (%s)', (sheet, selector) => {
    const declarations = declarationsOf(STYLESHEETS[sheet] ?? '', selector);
    expect(declarations, `${selector} in ${sheet}`).not.toBeNull();
    expect(declarations).toMatch(/(?:^|;)\s*overflow-wrap\s*:\s*anywhere\s*(?:;|$)/);
  });

  it('finds a rule by its whole selector only', () => {
    const css = '.title { color: red; }\n.subtitle {\n  overflow-wrap: anywhere;\n}\n.subtitleNote { margin: 0; }';
    expect(declarationsOf(css, '.subtitle')).toContain('overflow-wrap: anywhere');
    expect(declarationsOf(css, '.title')).not.toContain('overflow-wrap');
    expect(declarationsOf(css, '.note')).toBeNull();
  });
});
