import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { palpiteStore, siteJurisdictionAtom } from '@palpite/shared';
import { renderWithPlatform } from '@palpite/shared/testing';
import { shellLocales } from '../../../locales.ts';
import { Footer } from './Footer.tsx';
import { SportsFooter } from './SportsFooter.tsx';

afterEach(() => palpiteStore.set(siteJurisdictionAtom, null));

async function paymentMethods(): Promise<string[]> {
  await renderWithPlatform(<Footer />, { namespaces: { shell: shellLocales } });
  return within(screen.getByRole('list', { name: 'Payment methods' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

describe('footer payment methods', () => {
  it('lists every method the site takes', async () => {
    palpiteStore.set(siteJurisdictionAtom, 'default');
    expect(await paymentMethods()).toHaveLength(8);
  });

  it('lists only Pix and bank transfer under the br profile', async () => {
    palpiteStore.set(siteJurisdictionAtom, 'br');
    expect(await paymentMethods()).toEqual(['Pix', 'Bank transfer']);
  });
});

describe('the sports footer', () => {
  it('is a region named apart from the sports pages’ own (landmarks are told apart by name)', async () => {
    await renderWithPlatform(<SportsFooter />, { namespaces: { shell: shellLocales } });
    expect(screen.getByRole('region', { name: 'Sports betting links and rules' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Sports betting' })).toBeNull();
  });
});
