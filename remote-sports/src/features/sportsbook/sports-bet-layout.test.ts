/**
 * /sportsbet puts its leagues beside the matches by the page's own width: a 240 px leagues column
 * from a 1024 px window on, beside the sidebar and a docked bet slip, left the match rows too little
 * room for the team names. The test's DOM lays nothing out, so the rules are checked as written.
 */
import { describe, expect, it } from 'vitest';
import { declared, minWidthRem, readStylesheet, splitAtRules } from '@palpite/shared/testing';

/** The stylesheet's `@container` blocks that query the container `name` ('' unnamed: another file's container, as CSS Modules renames a name per file). */
const queriesOf = (css: string, name: string) => splitAtRules(css, 'container').blocks.filter((block) => block.name === name);

/** The width from which a match row takes one line (MatchRow.module.css). */
async function rowOnOneLineRem(): Promise<number> {
  const rows = queriesOf(await readStylesheet(import.meta.url, '../../components/MatchRow.module.css'), '');
  return Math.max(...rows.map((rule) => minWidthRem(rule.condition)));
}

describe('the /sportsbet layout (spec §2)', () => {
  it('follows the page’s width, never the window’s, for the page and its leagues', async () => {
    const page = await readStylesheet(import.meta.url, 'SportsBetPage.module.css');
    const leagues = await readStylesheet(import.meta.url, 'TopLeagues.module.css');
    expect(declared(page, '.frame', 'container')).toEqual([expect.stringMatching(/^sports-bet\s*\/\s*inline-size$/)]);
    expect(page).not.toMatch(/@media/);
    expect(leagues).not.toMatch(/@media/);
  });

  it('puts the leagues beside the matches only where the matches keep the width their rows take one line at', async () => {
    const page = await readStylesheet(import.meta.url, 'SportsBetPage.module.css');
    const [beside] = queriesOf(page, 'sports-bet');
    expect(beside).toBeDefined();
    const columns = /^([\d.]+)rem\s+minmax\(0,\s*1fr\)$/.exec(declared(beside!.css, '.layout', 'grid-template-columns')[0] ?? '');
    expect(columns).not.toBeNull();
    // The gap between them is var(--space-5): 24 px.
    expect(declared(beside!.css, '.layout', 'gap')).toEqual(['var(--space-5)']);
    const matchesRem = minWidthRem(beside!.condition) - Number(columns![1]) - 24 / 16;
    expect(matchesRem).toBeGreaterThanOrEqual(await rowOnOneLineRem());
  });

  it('shows the leagues as a sidebar exactly where the page puts them beside the matches', async () => {
    const page = await readStylesheet(import.meta.url, 'SportsBetPage.module.css');
    const leagues = await readStylesheet(import.meta.url, 'TopLeagues.module.css');
    const [beside] = queriesOf(page, 'sports-bet');
    const sidebar = queriesOf(leagues, '');
    expect(sidebar.length).toBeGreaterThan(0);
    expect(sidebar.every((rule) => minWidthRem(rule.condition) === minWidthRem(beside!.condition))).toBe(true);
  });
});
