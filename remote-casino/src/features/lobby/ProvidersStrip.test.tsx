import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithPlatform } from '@palpite/shared/testing';
import { casinoLocales } from '../../locales/index.ts';
import { ProvidersStrip } from './ProvidersStrip.tsx';
import type { Provider } from '../../lib/types.ts';

const renderStrip = (data: readonly Provider[]) =>
  renderWithPlatform(<ProvidersStrip providers={{ status: 'ready', data, refreshing: false }} onRetry={() => undefined} />, {
    language: 'en',
    namespaces: { casino: casinoLocales },
  });

describe('ProvidersStrip', () => {
  it('lists each provider with its games count, leading to its games', async () => {
    await renderStrip([{ slug: 'palpite-originals', name: 'Palpite Originals', kind: 'in_house', games_count: 9 }]);
    const list = screen.getByRole('list', { name: 'Providers' });
    expect(list).toHaveTextContent('Palpite Originals');
    expect(screen.getByRole('link', { name: /Palpite Originals/ })).toHaveAttribute('href', expect.stringContaining('palpite-originals'));
  });

  it('takes the keyboard’s focus under its name, so a row that scrolls scrolls with the arrow keys too', async () => {
    await renderStrip([{ slug: 'palpite-originals', name: 'Palpite Originals', kind: 'in_house', games_count: 9 }]);
    const list = screen.getByRole('list', { name: 'Providers' });
    list.focus();
    expect(list).toHaveFocus();
    expect(list).toHaveAttribute('tabindex', '0');
  });

  it('shows no section at all when the catalogue has no providers', async () => {
    await renderStrip([]);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Providers' })).toBeNull();
  });
});
