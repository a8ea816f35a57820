/**
 * NavLink matches the path alone: the query decides between the sports home and Football, and on
 * another sport (/sports?sport=basketball) neither is the current page, where the home used to be.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithPlatform } from '@palpite/shared/testing';
import { shellLocales } from '../../../locales.ts';
import { SPORTS_GROUP } from '../menu.ts';
import { resetShellState } from '../test-fixtures.tsx';
import { MenuList } from './MenuList.tsx';
import styles from './MenuList.module.css';

afterEach(resetShellState);

/** The names of the Sports menu’s entries marked as the current page at `route`. */
async function currentEntriesAt(route: string): Promise<string[]> {
  await renderWithPlatform(<MenuList group={SPORTS_GROUP} />, { route, language: 'en', namespaces: { shell: shellLocales } });
  return within(screen.getByRole('list', { name: 'Sports' }))
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent ?? '');
}

describe('the Sports menu’s current entry', () => {
  it.each([
    ['/sports', ['Sports']],
    ['/sports?sport=home', ['Sports']],
    ['/sports?sport=', ['Sports']],
    ['/sports?sport=football', ['Football']],
    ['/sports?sport=basketball', []],
    ['/sports?sport=football&page=2', ['Football']],
    ['/live-bets?sport=football', ['Live bets']],
  ])('at %s is %j', async (route, expected) => {
    expect(await currentEntriesAt(route)).toEqual(expected);
  });

  it.each([
    ['/sports?sport=football', 'Football'],
    ['/sports?sport=basketball', null],
    ['/sports', 'Sports'],
  ])('at %s highlights %s alone', async (route, expected) => {
    await currentEntriesAt(route);
    const highlighted = within(screen.getByRole('list', { name: 'Sports' }))
      .getAllByRole('link')
      .filter((link) => link.classList.contains(styles.active ?? 'active'))
      .map((link) => link.textContent);
    expect(highlighted).toEqual(expected ? [expected] : []);
  });
});
