import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { observeServerTime, palpiteStore, siteJurisdictionAtom } from '@palpite/shared';
import { renderWithPlatform, resetServerClock } from '@palpite/shared/testing';
import { shellLocales } from '../../../locales.ts';
import { Footer } from './Footer.tsx';
import { SportsFooter } from './SportsFooter.tsx';

afterEach(() => {
  palpiteStore.set(siteJurisdictionAtom, null);
  vi.useRealTimers();
  resetServerClock();
});

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

describe('the footer’s copyright year', () => {
  it('is Brazil’s year on the server’s clock, whatever the device’s clock says', async () => {
    // The device thinks it is mid-2031; the server's answers say 02:30 UTC on New Year's Day 2027,
    // which is still 31 December 2026 in São Paulo.
    vi.useFakeTimers({ now: Date.parse('2031-06-15T12:00:00Z'), toFake: ['Date'] });
    observeServerTime('2027-01-01T02:30:00.000Z', Date.now());
    await renderWithPlatform(<Footer />, { namespaces: { shell: shellLocales } });
    expect(screen.getByText('© 2026 Palpite. All rights reserved.')).toBeInTheDocument();
  });
});
