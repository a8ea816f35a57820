/**
 * File names on a phone and at 200 % text. A test run empties the CSS it imports, so the
 * stylesheet is read from disk, as written.
 */
import { describe, expect, it } from 'vitest';
import { declared, readStylesheet } from '@palpite/shared/testing';

const stylesheet = await readStylesheet(import.meta.url, 'Verification.module.css');

describe('document file names', () => {
  it.each(['.fileName', '.historyFile'])('%s wraps a long name whole instead of cutting it off with an ellipsis', (selector) => {
    expect(declared(stylesheet, selector, 'overflow-wrap')).toEqual(['anywhere']);
    expect(declared(stylesheet, selector, 'white-space').join(';')).not.toMatch(/nowrap/);
    expect(declared(stylesheet, selector, 'text-overflow').join(';')).not.toMatch(/ellipsis/);
    expect(declared(stylesheet, selector, 'overflow').join(';')).not.toMatch(/hidden/);
  });

  it('puts the file’s size under its name when both do not fit on one line', () => {
    expect(declared(stylesheet, '.fileLine', 'flex-wrap')).toEqual(['wrap']);
  });
});
