import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { json, logIn, logOut, mockApi, renderWithPlatform } from '@palpite/shared/testing';
import { casinoGameTexts, casinoLocales } from '../../../locales/index.ts';
import type { Round } from '../../../lib/types.ts';
import { RecallPanel } from './RecallPanel.tsx';

const ROUND: Round = {
  id: 123,
  game: { uuid: 'roleta', name: 'Roleta Europeia', provider: 'Samba Studios', image: '/images/games/roleta.webp', game_type: 'roulette' },
  mode: 'real',
  status: 'settled',
  stake: 1,
  payout: 2,
  profit: 1,
  bet: { bets: [{ type: 'red', stake: 1 }] },
  outcome: { pocket: 21, color: 'red', returns: [2] },
  created_at: '2026-11-22T03:45:00.000Z',
  settled_at: '2026-11-22T03:45:00.000Z',
  fairness: { server_seed_hash: 'ab', server_seed: null, client_seed: 'c', nonce: 4, revealed: false, verified: null },
};

afterEach(() => {
  vi.restoreAllMocks();
  logOut();
});

describe('RecallPanel', () => {
  it('names each round’s button by what it shows, so the visible words are its name', async () => {
    logIn();
    mockApi({ 'GET user/games/rounds': () => json(200, { data: [ROUND], next_cursor: null }) });
    await renderWithPlatform(<RecallPanel gameUuid="roleta" revision={0} />, {
      language: 'en',
      namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] },
    });
    const row = await screen.findByRole('button', { name: /^Number 21 \(red\)/ });
    expect(row).not.toHaveAttribute('aria-label');
    // formatBRL puts a no-break space after R$.
    expect(row).toHaveAccessibleName(/^Number 21 \(red\) R\$\s2,00 #123 · .+ · stake R\$\s1,00 Seed not revealed yet$/);
  });
});
