/**
 * axe's landmark-unique on the bonus page: each table's scroll region was named with the words of
 * the section around it (or, in the bonus history, of another bonus of the same offer), so a screen
 * reader's list of landmarks held pairs it could not tell apart.
 */
import { cleanup, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { welcomeOffer } from '@palpite/shared/testing';
import { line } from '../../testing/fixtures.ts';
import { json, logIn, logOut, mockApi, renderWallet } from '../../testing/wallet-testing.tsx';
import type { BonusWithSteps } from './api/player-bonuses.ts';
import type { FreeSpinCampaign } from './api/free-spin-campaigns.ts';
import { BonusTransactionsPage } from './BonusTransactionsPage.tsx';

beforeEach(() => logIn());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  logOut();
});

const completed = (id: number, claimedAt: string): BonusWithSteps => ({
  id,
  offer: welcomeOffer(),
  status: 'completed',
  bonus_amount: 20,
  wagering_target: 800,
  wagered: 800,
  wagering_remaining: 0,
  wagering_percent: 100,
  win_cap: null,
  free_spins: null,
  claimed_at: claimedAt,
  granted_at: claimedAt,
  expires_at: null,
  closed_at: null,
  close_reason: null,
  transactions: [{ id: id * 10, kind: 'granted', amount: 20, wagered_after: 0, source: null, created_at: claimedAt }],
});

const campaign: FreeSpinCampaign = {
  id: 4,
  game_name: 'Carnaval do Rio',
  game_uuid: 'g-1',
  quantity: 10,
  quantity_left: 0,
  status: 'active',
  state: 'used_up',
  valid_from: '2026-11-01T00:00:00.000Z',
  valid_until: '2026-11-08T00:00:00.000Z',
  total_win: 3,
  bet_value: 0.5,
};

/** A landmark's name as the page gives it: the elements it is labelled by, else its label. */
function landmarkName(element: Element): string {
  const ids = element.getAttribute('aria-labelledby');
  if (ids)
    return ids
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
  return element.getAttribute('aria-label') ?? '';
}

describe('the bonus page’s landmarks', () => {
  it('give every table’s scroll region a name of its own, apart from its section’s and from each other’s', async () => {
    mockApi({
      'GET user/bonuses/current': () => json(200, { bonus: null }),
      'GET user/bonuses': () => json(200, { data: [completed(2, '2026-11-25T09:30:00.000Z'), completed(1, '2026-11-20T10:00:00.000Z')] }),
      'GET user/free-spins': () => json(200, { data: [campaign] }),
      'GET wallet/bonus-transactions': () =>
        json(200, {
          transactions: [line({ transaction_id: 'bonus:1', action: 'bonus_grant', amount: 50, post_balance: 50, payment_method: null })],
          next_cursor: null,
        }),
    });
    await renderWallet(<BonusTransactionsPage />);
    expect(await screen.findByText('bonus:1')).toBeInTheDocument();
    expect(await screen.findByText('Carnaval do Rio')).toBeInTheDocument();
    expect(await screen.findAllByRole('table', { name: /^Steps of/ })).toHaveLength(2);

    const landmarks = [...document.querySelectorAll('section[aria-labelledby], [role="region"]')].map(landmarkName);
    expect(landmarks).toEqual(
      expect.arrayContaining(['Bonus balance movements', 'Table: Bonus balance movements', 'Free-spin campaigns', 'Table: Free-spin campaigns']),
    );
    expect(landmarks.filter((name) => name.startsWith('Steps of'))).toHaveLength(2);
    expect(new Set(landmarks).size).toBe(landmarks.length);

    const audit = await axe.run(document.body, { runOnly: ['landmark-unique'] });
    expect(audit.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')))).toEqual([]);
  });
});
