/**
 * The "Live now" strip at 200% text: fixed pixel cards and one-line names cut the team names with
 * "…". The test's DOM lays nothing out, so the rules are checked as written.
 */
import { describe, expect, it } from 'vitest';
import { declared, readStylesheet, splitAtRules } from '@palpite/shared/testing';

const stripCss = () => readStylesheet(import.meta.url, 'LiveNowStrip.module.css');

describe('the "Live now" strip at 200% text', () => {
  it('sizes its cards in rem at every width, so they grow with the text', async () => {
    const css = await stripCss();
    const { base, blocks } = splitAtRules(css, 'media');
    const columnWidths = [base, ...blocks.map((block) => block.css)].flatMap((rules) => declared(rules, '.strip', 'grid-auto-columns'));
    expect(columnWidths.length).toBeGreaterThan(0);
    for (const width of columnWidths) expect(width).not.toMatch(/\dpx/);
  });

  it('keeps every card within the strip’s width, so a phone at 200% text shows a whole card', async () => {
    const { base, blocks } = splitAtRules(await stripCss(), 'media');
    const columnWidths = [base, ...blocks.map((block) => block.css)].flatMap((rules) => declared(rules, '.strip', 'grid-auto-columns'));
    for (const width of columnWidths) expect(width).toMatch(/min\([\d.]+rem,\s*100%\)/);
  });

  it('wraps a long team name instead of cutting it with “…”', async () => {
    const { base } = splitAtRules(await stripCss(), 'media');
    expect(declared(base, '.name', 'white-space')).not.toContain('nowrap');
    expect(declared(base, '.name', 'text-overflow')).not.toContain('ellipsis');
    expect(declared(base, '.name', 'overflow')).not.toContain('hidden');
    expect(declared(base, '.name', 'overflow-wrap')).toEqual(['anywhere']);
  });
});
