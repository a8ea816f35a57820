import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@palpite/shared';
import { welcomeOffer } from '@palpite/shared/testing';
import { logIn, logOut, renderWallet } from '../../testing/wallet-testing.tsx';
import type { BonusWithSteps } from './api/player-bonuses.ts';
import { BonusHistory } from './BonusHistory.tsx';

beforeEach(() => logIn());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  logOut();
});

/** A bonus whose R$ 20 were all lost on stakes before its wagering was met: the engine ended it at once. */
const depleted: BonusWithSteps = {
  id: 7,
  offer: welcomeOffer(),
  status: 'depleted',
  bonus_amount: 20,
  wagering_target: 800,
  wagered: 20,
  wagering_remaining: 780,
  wagering_percent: 2,
  win_cap: null,
  free_spins: null,
  claimed_at: '2026-11-20T10:00:00.000Z',
  granted_at: '2026-11-20T10:00:00.000Z',
  expires_at: '2026-11-27T10:00:00.000Z',
  closed_at: '2026-11-20T11:00:00.000Z',
  close_reason: 'depleted',
  transactions: [
    { id: 1, kind: 'granted', amount: 20, wagered_after: 0, source: null, created_at: '2026-11-20T10:00:00.000Z' },
    { id: 2, kind: 'wagered', amount: 20, wagered_after: 20, source: 'casino_round:3', created_at: '2026-11-20T11:00:00.000Z' },
    { id: 3, kind: 'depleted', amount: 0, wagered_after: 20, source: null, created_at: '2026-11-20T11:00:00.000Z' },
  ],
};

function renderHistory(language: Language) {
  return renderWallet(<BonusHistory history={{ status: 'ready', data: [depleted], refreshing: false, reload: () => {} }} />, { language });
}

describe('BonusHistory', () => {
  it.each([
    ['en', 'Used up', 'Ended: bonus balance used up'],
    ['pt-BR', 'Esgotado', 'Encerrado: saldo de bônus esgotado'],
    ['tr', 'Tükendi', 'Sona erdi: bonus bakiyesi tükendi'],
  ] as const)('names a bonus ended because its money was all lost, and its last step, in %s (never a raw key)', async (language, status, step) => {
    await renderHistory(language);
    const entry = screen.getByRole('listitem');
    expect(within(entry).getByText(status)).toBeInTheDocument();
    const steps = within(entry).getByRole('table');
    expect(within(steps).getAllByRole('row').at(-1)).toHaveTextContent(step);
    expect(entry).not.toHaveTextContent('depleted');
    expect(entry).not.toHaveTextContent('bonus.history');
  });
});

describe('BonusHistory’s step tables', () => {
  it('name each scroll region after its own caption, apart even for two bonuses of one offer', async () => {
    const again: BonusWithSteps = { ...depleted, id: 8, claimed_at: '2026-11-25T09:30:00.000Z' };
    await renderWallet(<BonusHistory history={{ status: 'ready', data: [again, depleted], refreshing: false, reload: () => {} }} />, { language: 'en' });
    const regions = screen.getAllByRole('region');
    expect(regions).toHaveLength(2);
    const names = regions.map((region) => document.getElementById(region.getAttribute('aria-labelledby') ?? '')?.textContent);
    expect(names[0]).toMatch(/^Steps of Deposit bonus · 100% up to R\$\s5\.000,00 \+ 75 free spins \(claimed .*25.*\)$/);
    expect(new Set(names).size).toBe(2);
    for (const [index, region] of regions.entries()) {
      expect(region).toHaveAccessibleName(names[index]!);
      expect(within(region).getByRole('table')).toHaveAccessibleName(names[index]!);
    }
  });
});
