/**
 * The sessions table as cards on a phone. A test run empties the CSS it imports, so the stylesheet
 * is read from disk, as written.
 */
import { describe, expect, it } from 'vitest';
import { declared, readStylesheet, splitAtRules } from '@palpite/shared/testing';

const { blocks } = splitAtRules(await readStylesheet(import.meta.url, 'ActiveSessionsPage.module.css'), 'media');
const phone = blocks.map((block) => block.css).join('\n');

describe('a session as a card on a phone', () => {
  // The SDK's stacked table puts a value at the card's end, beside its label; these cells show no label.
  it.each(['.table td.deviceCell', '.table td.badgeCell'])('%s starts at the card’s start, having no label beside it', (selector) => {
    expect(declared(phone, selector, 'justify-content')).toEqual(['flex-start']);
  });
});
