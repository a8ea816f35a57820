/**
 * Text the site does not write (an address, a reason typed by back-office staff, an API message)
 * may hold a word longer than the screen: a 120-character match "id" made a phone page 1036 px
 * wide, a withdrawal's rejection reason a desktop page 1948 px (2026-12). The boxes that show such
 * text wrap any word, each listed here with what it shows.
 */
import { describe, expect, it } from 'vitest';
import { declared, splitAtRules } from '../src/testing/stylesheet.ts';
import { STYLESHEETS, withoutComments } from './stylesheets.ts';

const SHOWS_OTHERS_TEXT: readonly (readonly [sheet: string, selector: string, shows: string])[] = [
  ['shared/src/ui/Page.module.css', '.subtitle', 'a page’s subtitle: team names, a match number'],
  ['shared/src/ui/MessageDialog.module.css', '.message', 'announcements and notifications'],
  ['remote-wallet/src/features/withdraw/Withdraw.module.css', '.reason', 'why a withdrawal was rejected'],
  ['remote-wallet/src/components/GateNotice.module.css', '.detail', 'why an identity document was rejected'],
  ['remote-account/src/features/verification/Verification.module.css', '.historyReason', 'why a document was rejected'],
  ['remote-wallet/src/components/HistoryTable.module.css', '.id code', 'transaction ids'],
];

/** The rules of a sheet that hold at every width: outside its `@media` and `@container` blocks. */
function atEveryWidth(css: string): string {
  return splitAtRules(splitAtRules(withoutComments(css), 'media').base, 'container').base;
}

describe('long words', () => {
  it.each(SHOWS_OTHERS_TEXT)('%s %s wraps any word (%s)', (sheet, selector) => {
    expect(declared(atEveryWidth(STYLESHEETS[sheet] ?? ''), selector, 'overflow-wrap'), `${selector} in ${sheet}`).toEqual(['anywhere']);
  });
});
