/**
 * While the methods loaded, the deposit page's skeleton laid its cards out by the window's width (two
 * columns, three from 768 px) and the picker that replaced it by its own width in rem (two, three
 * from 37.5rem, four from 56.25rem): on a wide screen, or with larger text, the page jumped as they
 * came. The skeleton now is the picker's own grid; the test's DOM lays nothing out, so the rules
 * that make them one are checked as written, and where the skeleton sits in the page.
 */
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { declared, readStylesheet, splitAtRules } from '@palpite/shared/testing';
import { json, logIn, logOut, mockApi, renderWallet } from '../../testing/wallet-testing.tsx';
import picker from '../../components/MethodPicker.module.css';
import { DepositPage } from './DepositPage.tsx';

const pageCss = await readStylesheet(import.meta.url, 'DepositPage.module.css');
const pickerCss = await readStylesheet(import.meta.url, '../../components/MethodPicker.module.css');

beforeEach(() => logIn());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  logOut();
});

describe('the deposit page while its methods load', () => {
  it('shows the method skeletons in the picker’s own container and grid, with its legend', async () => {
    mockApi({
      // Never answered: the page stays loading.
      'GET wallet/deposit-methods': () => new Promise<Response>(() => undefined),
      'GET wallet/deposits': () => json(200, { deposits: [] }),
    });
    await renderWallet(<DepositPage />);
    const group = await screen.findByRole('group', { name: 'Payment method' });
    expect(group).toHaveClass(picker.picker!);
    const grid = group.querySelector(`.${picker.grid}`);
    expect(grid?.children).toHaveLength(8);
    expect(within(group).queryByRole('radio')).toBeNull();
  });

  it('sets the skeleton no columns of its own: only the page’s two-part layout has any', () => {
    const columnRules = pageCss.match(/grid-template-columns/g) ?? [];
    const { base, blocks } = splitAtRules(pageCss, 'media');
    const layoutRules = [base, ...blocks.map((block) => block.css)].flatMap((css) => declared(css, '.layout', 'grid-template-columns'));
    expect(columnRules).toHaveLength(layoutRules.length);
  });

  it('changes the picker’s columns by its own width only, never by the window’s', () => {
    expect(declared(pickerCss, '.picker', 'container-type')).toEqual(['inline-size']);
    for (const block of splitAtRules(pickerCss, 'media').blocks) expect(declared(block.css, '.grid', 'grid-template-columns')).toEqual([]);
    const byContainer = splitAtRules(pickerCss, 'container').blocks.filter((block) => declared(block.css, '.grid', 'grid-template-columns').length > 0);
    expect(byContainer.length).toBeGreaterThan(0);
  });
});
