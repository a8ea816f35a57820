/**
 * A match row lays itself out by its list's width: on /sportsbet, beside the desktop sidebar, the
 * leagues and a docked bet slip, a wide window left the row's columns so little room that the team
 * names shrank to 0–12 px. The test's DOM lays nothing out, so the rules are checked as written.
 */
import { describe, expect, it } from 'vitest';
import { declared, minWidthRem, readStylesheet, splitAtRules } from '@palpite/shared/testing';

const PX_PER_REM = 16;

/** A grid track list's tracks, split on the spaces outside brackets. */
function tracksOf(columns: string): string[] {
  const tracks: string[] = [];
  let depth = 0;
  let track = '';
  for (const character of columns) {
    if (character === '(') depth += 1;
    if (character === ')') depth -= 1;
    if (/\s/.test(character) && depth === 0) {
      if (track) tracks.push(track);
      track = '';
    } else track += character;
  }
  if (track) tracks.push(track);
  return tracks;
}

/** The least width of a track, in rem (a minmax's minimum). */
function minimumRem(track: string): number {
  const minimum = /^minmax\(\s*([^,]+),/.exec(track)?.[1]?.trim() ?? track;
  const length = /^([\d.]+)(rem|px)$/.exec(minimum);
  if (!length) return Number.NaN;
  return length[2] === 'rem' ? Number(length[1]) : Number(length[1]) / PX_PER_REM;
}

async function sheets() {
  return { row: await readStylesheet(import.meta.url, 'MatchRow.module.css'), card: await readStylesheet(import.meta.url, 'LeagueCard.module.css') };
}

/**
 * The stylesheet's `@container` blocks that query the list's width: unnamed in the row's sheet (the
 * nearest container, the list; CSS Modules renames a name per file), `match-list` in the list's own.
 */
const listQueries = (css: string, name = '') => splitAtRules(css, 'container').blocks.filter((block) => block.name === name);

/** The row in columns: the container rule that gives `.row` its one-line layout. */
function columnsRule(row: string) {
  const rules = listQueries(row).filter((rule) => declared(rule.css, '.row', 'grid-template-columns').length > 0);
  expect(rules).toHaveLength(1);
  return rules[0]!;
}

describe('a match row’s layout (spec §2: beside the sidebar, the leagues and a docked bet slip)', () => {
  it('follows the width of its list, never the window’s', async () => {
    const { row, card } = await sheets();
    expect(declared(card, '.leagues', 'container')).toEqual([expect.stringMatching(/^match-list\s*\/\s*inline-size$/)]);
    expect(row).not.toMatch(/@media/);
    expect(card).not.toMatch(/@media/);
  });

  it('takes one line only where its columns fit, the team names keeping at least 10rem', async () => {
    const { row } = await sheets();
    const rule = columnsRule(row);
    const [columns = ''] = declared(rule.css, '.row', 'grid-template-columns');
    const tracks = tracksOf(columns);
    expect(declared(rule.css, '.row', 'grid-template-areas')).toEqual(["'time teams odds more'"]);
    expect(tracks).toHaveLength(4);
    const teamsRem = minimumRem(tracks[1]!);
    expect(teamsRem).toBeGreaterThanOrEqual(10);
    // Three gaps and the padding either side, each var(--space-4) (16 px).
    expect(declared(rule.css, '.row', 'gap')).toEqual(['var(--space-4)']);
    expect(declared(row, '.row', 'padding')).toEqual(['var(--space-3) var(--space-4)']);
    const gapsAndPaddingRem = (3 * 16 + 2 * 16) / PX_PER_REM;
    const minimumsRem = tracks.map(minimumRem);
    expect(minimumsRem.every(Number.isFinite)).toBe(true);
    expect(minimumsRem.reduce((sum, each) => sum + each, 0) + gapsAndPaddingRem).toBeLessThanOrEqual(minWidthRem(rule.condition));
  });

  it('lets a long team name wrap once, then end in “…”, rather than run under the odds', async () => {
    const { row } = await sheets();
    expect(declared(row, '.nameText', 'min-width')).toEqual(['0']);
    expect(declared(row, '.nameText', 'overflow')).toEqual(['hidden']);
    expect(declared(row, '.nameText', '-webkit-line-clamp')).toEqual(['2']);
    expect(declared(row, '.nameText', 'overflow-wrap')).toEqual(['break-word']);
  });

  it('lines the league header’s outcome labels up with the rows’ odds, switching at the same width', async () => {
    const { row, card } = await sheets();
    const rule = columnsRule(row);
    const cardQueries = listQueries(card, 'match-list');
    const headers = cardQueries.filter((each) => declared(each.css, '.header', 'grid-template-columns').length > 0);
    expect(headers).toHaveLength(1);
    expect(minWidthRem(headers[0]!.condition)).toBe(minWidthRem(rule.condition));
    expect(declared(headers[0]!.css, '.header', 'grid-template-columns')).toEqual(declared(rule.css, '.row', 'grid-template-columns'));
    expect(cardQueries.every((each) => minWidthRem(each.condition) === minWidthRem(rule.condition))).toBe(true);
  });
});

describe('a match row’s time column (a stopped match shows its status there)', () => {
  it('wraps a status wider than the column (“Interrompido”, “Rakip çıkmadı”) inside it rather than into the teams, at any text size', async () => {
    const { row } = await sheets();
    const { base, blocks } = splitAtRules(row, 'container');
    // The column's width is in rem: 200% text doubles it with the text.
    const [columns = ''] = declared(columnsRule(row).css, '.row', 'grid-template-columns');
    expect(tracksOf(columns)[0]).toMatch(/^[\d.]+rem$/);
    // Stacked, a status too long beside the day or the badge goes under them, whole words first.
    expect(declared(base, '.time', 'flex-wrap')).toEqual(['wrap']);
    // In the column, a word wider than it breaks, hyphenated where the browser knows the language.
    expect(declared(base, '.time', 'min-width')).toEqual(['0']);
    expect(declared(base, '.time', 'overflow-wrap')).toEqual(['anywhere']);
    expect(declared(base, '.time', 'hyphens')).toEqual(['auto']);
    // Nothing inside undoes it.
    for (const selector of ['.time', '.clock', '.day']) {
      for (const css of [base, ...blocks.map((block) => block.css)]) {
        expect(declared(css, selector, 'white-space')).toEqual([]);
        expect(declared(css, selector, 'overflow-wrap').filter((value) => value !== 'anywhere')).toEqual([]);
      }
    }
  });
});
