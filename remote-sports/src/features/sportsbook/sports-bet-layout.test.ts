/**
 * /sportsbet puts its leagues beside the matches by the page's own width: a 240 px leagues column
 * from a 1024 px window on, beside the sidebar and a docked bet slip, left the match rows too little
 * room for the team names. The test's DOM lays nothing out, so the rules are checked as written.
 */
import { describe, expect, it } from 'vitest';
import { containerRules, declarationsOf, stylesheet, valueOf } from '../../testing/stylesheet.ts';

/** The width from which a match row takes one line (MatchRow.module.css). */
async function rowOnOneLineRem(): Promise<number> {
  const rows = containerRules(await stylesheet(import.meta.url, '../../components/MatchRow.module.css'), 'match-list');
  return Math.max(...rows.map((rule) => rule.minWidthRem));
}

describe('the /sportsbet layout (spec §2)', () => {
  it('follows the page’s width, never the window’s, for the page and its leagues', async () => {
    const page = await stylesheet(import.meta.url, 'SportsBetPage.module.css');
    const leagues = await stylesheet(import.meta.url, 'TopLeagues.module.css');
    expect(valueOf(declarationsOf(page, '.frame'), 'container')).toMatch(/^sports-bet\s*\/\s*inline-size$/);
    expect(page).not.toMatch(/@media/);
    expect(leagues).not.toMatch(/@media/);
  });

  it('puts the leagues beside the matches only where the matches keep the width their rows take one line at', async () => {
    const page = await stylesheet(import.meta.url, 'SportsBetPage.module.css');
    const [beside] = containerRules(page, 'sports-bet');
    expect(beside).toBeDefined();
    const layout = declarationsOf(beside!.body, '.layout');
    const columns = /^([\d.]+)rem\s+minmax\(0,\s*1fr\)$/.exec(valueOf(layout, 'grid-template-columns'));
    expect(columns).not.toBeNull();
    // The gap between them is var(--space-5): 24 px.
    expect(valueOf(layout, 'gap')).toBe('var(--space-5)');
    const matchesRem = beside!.minWidthRem - Number(columns![1]) - 24 / 16;
    expect(matchesRem).toBeGreaterThanOrEqual(await rowOnOneLineRem());
  });

  it('shows the leagues as a sidebar exactly where the page puts them beside the matches', async () => {
    const page = await stylesheet(import.meta.url, 'SportsBetPage.module.css');
    const leagues = await stylesheet(import.meta.url, 'TopLeagues.module.css');
    const [beside] = containerRules(page, 'sports-bet');
    const sidebar = containerRules(leagues, 'sports-bet');
    expect(sidebar.length).toBeGreaterThan(0);
    expect(sidebar.every((rule) => rule.minWidthRem === beside!.minWidthRem)).toBe(true);
  });
});
