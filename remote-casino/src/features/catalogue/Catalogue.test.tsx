import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPlatform } from '@palpite/shared/testing';
import { casinoLocales } from '../../locales/index.ts';
import { game, json, mockApi } from '../../testing/casino-testing.tsx';
import { Catalogue } from './Catalogue.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('catalogue filters', () => {
  it('says when the provider list failed (the filter would offer only "All"), and reads it again on retry', async () => {
    mockApi({
      'GET games': () => json(200, { data: [game()], meta: { page: 1, per_page: 24, total: 1, last_page: 1 } }),
      'GET games/providers': [
        () => json(500, {}),
        () => json(200, { data: [{ slug: 'samba-studios', name: 'Samba Studios', kind: 'in_house', games_count: 3 }] }),
      ],
    });
    await renderWithPlatform(<Catalogue />, { route: '/Game', language: 'en', namespaces: { casino: casinoLocales } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The provider filter could not be loaded.');
    // The games are listed all the same.
    expect(await screen.findByRole('article', { name: 'Roleta Europeia' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('option', { name: /Samba Studios/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
