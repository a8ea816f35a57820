/**
 * A match row lays itself out by its list's width: on /sportsbet, beside the desktop sidebar, the
 * leagues and a docked bet slip, a wide window left the row's columns so little room that the team
 * names shrank to 0–12 px. The test's DOM lays nothing out, so the rules are checked as written.
 */
import { describe, expect, it } from 'vitest';
import { containerRules, declarationsOf, stylesheet, valueOf } from '../testing/stylesheet.ts';

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
  return { row: await stylesheet(import.meta.url, 'MatchRow.module.css'), card: await stylesheet(import.meta.url, 'LeagueCard.module.css') };
}

/** The row in columns: the container rule that gives `.row` its one-line layout. */
function columnsRule(row: string) {
  const rules = containerRules(row, 'match-list').filter((rule) => valueOf(declarationsOf(rule.body, '.row'), 'grid-template-columns') !== '');
  expect(rules).toHaveLength(1);
  return rules[0]!;
}

describe('a match row’s layout (spec §2: beside the sidebar, the leagues and a docked bet slip)', () => {
  it('follows the width of its list, never the window’s', async () => {
    const { row, card } = await sheets();
    expect(valueOf(declarationsOf(card, '.leagues'), 'container')).toMatch(/^match-list\s*\/\s*inline-size$/);
    expect(row).not.toMatch(/@media/);
    expect(card).not.toMatch(/@media/);
  });

  it('takes one line only where its columns fit, the team names keeping at least 10rem', async () => {
    const { row } = await sheets();
    const rule = columnsRule(row);
    const rowInColumns = declarationsOf(rule.body, '.row');
    const tracks = tracksOf(valueOf(rowInColumns, 'grid-template-columns'));
    expect(valueOf(rowInColumns, 'grid-template-areas')).toBe("'time teams odds more'");
    expect(tracks).toHaveLength(4);
    const teamsRem = minimumRem(tracks[1]!);
    expect(teamsRem).toBeGreaterThanOrEqual(10);
    // Three gaps and the padding either side, each var(--space-4) (16 px).
    expect(valueOf(rowInColumns, 'gap')).toBe('var(--space-4)');
    expect(valueOf(declarationsOf(row, '.row'), 'padding')).toBe('var(--space-3) var(--space-4)');
    const gapsAndPaddingRem = (3 * 16 + 2 * 16) / PX_PER_REM;
    const minimumsRem = tracks.map(minimumRem);
    expect(minimumsRem.every(Number.isFinite)).toBe(true);
    expect(minimumsRem.reduce((sum, each) => sum + each, 0) + gapsAndPaddingRem).toBeLessThanOrEqual(rule.minWidthRem);
  });

  it('lets a long team name wrap once, then end in “…”, rather than run under the odds', async () => {
    const { row } = await sheets();
    const name = declarationsOf(row, '.nameText');
    expect(valueOf(name, 'min-width')).toBe('0');
    expect(valueOf(name, 'overflow')).toBe('hidden');
    expect(valueOf(name, '-webkit-line-clamp')).toBe('2');
    expect(valueOf(name, 'overflow-wrap')).toBe('break-word');
  });

  it('lines the league header’s outcome labels up with the rows’ odds, switching at the same width', async () => {
    const { row, card } = await sheets();
    const rule = columnsRule(row);
    const headers = containerRules(card, 'match-list').filter((each) => valueOf(declarationsOf(each.body, '.header'), 'grid-template-columns') !== '');
    expect(headers).toHaveLength(1);
    expect(headers[0]!.minWidthRem).toBe(rule.minWidthRem);
    expect(valueOf(declarationsOf(headers[0]!.body, '.header'), 'grid-template-columns')).toBe(
      valueOf(declarationsOf(rule.body, '.row'), 'grid-template-columns'),
    );
    expect(containerRules(card, 'match-list').every((each) => each.minWidthRem === rule.minWidthRem)).toBe(true);
  });
});
