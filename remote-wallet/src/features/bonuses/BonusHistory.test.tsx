import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@palpite/shared';
import { welcomeOffer } from '@palpite/shared/testing';
import { json, logIn, logOut, mockApi, renderWallet, type ApiCall } from '../../testing/wallet-testing.tsx';
import type { BonusStep, BonusWithSteps } from './api/player-bonuses.ts';
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
  // Newest first, as the API gives them.
  transactions: [
    { id: 3, kind: 'depleted', amount: 0, wagered_after: 20, source: null, created_at: '2026-11-20T11:00:00.000Z' },
    { id: 2, kind: 'wagered', amount: 20, wagered_after: 20, source: 'casino_round:3', created_at: '2026-11-20T11:00:00.000Z' },
    { id: 1, kind: 'granted', amount: 20, wagered_after: 0, source: null, created_at: '2026-11-20T10:00:00.000Z' },
  ],
  transactions_total: 3,
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
    // The newest step first, under the header row.
    expect(within(steps).getAllByRole('row')[1]).toHaveTextContent(step);
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

/** A bonus wagered on many bets: steps 1 (its grant) to `count`, newest first. */
function manySteps(count: number): BonusStep[] {
  return Array.from({ length: count }, (_, index) => {
    const id = count - index;
    return id === 1
      ? { id, kind: 'granted', amount: 20, wagered_after: 0, source: null, created_at: '2026-11-20T10:00:00.000Z' }
      : { id, kind: 'wagered', amount: 1, wagered_after: id - 1, source: `casino_round:${id}`, created_at: '2026-11-20T11:00:00.000Z' };
  });
}

/** The bonus as the history gives it: its latest 20 steps and how many it has. */
const withSteps = (all: BonusStep[]): BonusWithSteps => ({
  ...depleted,
  id: 9,
  status: 'active',
  transactions: all.slice(0, 20),
  transactions_total: all.length,
});

/** `GET user/bonuses/9/transactions` as the API answers it from `all` (newest first). */
const olderSteps = (all: () => BonusStep[]) => (call: ApiCall) => {
  const before = Number(call.query.get('before'));
  const limit = Number(call.query.get('limit'));
  const older = all().filter((step) => step.id < before);
  const data = older.slice(0, limit);
  return json(200, { data, next_before: older.length > limit ? data.at(-1)!.id : null });
};

const stepRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const renderOne = (bonus: BonusWithSteps, language: Language = 'en') =>
  renderWallet(<BonusHistory history={{ status: 'ready', data: [bonus], refreshing: false, reload: () => {} }} />, { language });

describe('BonusHistory’s steps page by page', () => {
  it('shows a bonus’s latest 20 steps and reads the older ones on “Load more”, the focus on the first it brought', async () => {
    const all = manySteps(23);
    const api = mockApi({ 'GET user/bonuses/9/transactions': olderSteps(() => all) });
    const user = userEvent.setup();
    await renderOne(withSteps(all));
    expect(stepRows()).toHaveLength(20);
    expect(stepRows()[0]).toHaveTextContent('Wagered');
    const group = await screen.findByRole('group', { name: /^Steps of / });
    await user.click(within(group).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(stepRows()).toHaveLength(23));
    expect(Object.fromEntries(api.callsTo('GET user/bonuses/9/transactions')[0]!.query)).toEqual({ before: '4', limit: '20' });
    expect(stepRows().at(-1)).toHaveTextContent('Granted');
    // The last page came: the button went, and the focus is on the first step it brought, not on the page's body.
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(stepRows()[20]).toHaveFocus();
  });

  it('keeps “Load more” while older steps are left, with its focus, and reads each page once', async () => {
    const all = manySteps(45);
    const api = mockApi({ 'GET user/bonuses/9/transactions': olderSteps(() => all) });
    const user = userEvent.setup();
    await renderOne(withSteps(all));
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(stepRows()).toHaveLength(40));
    expect(screen.getByRole('button', { name: 'Load more' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(stepRows()).toHaveLength(45));
    expect(api.callsTo('GET user/bonuses/9/transactions').map((call) => call.query.get('before'))).toEqual(['26', '6']);
    expect(new Set(stepRows().map((row) => row.textContent)).size).toBe(45);
  });

  it('offers no “Load more” when the history brought every step, and asks nothing', async () => {
    const api = mockApi({});
    await renderOne(depleted);
    expect(stepRows()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.queryByRole('group')).toBeNull();
    expect(api.calls).toHaveLength(0);
  });

  it.each([
    ['pt-BR', 'Carregar mais', 'Não foi possível carregar mais. Tente novamente.'],
    ['tr', 'Daha fazla yükle', 'Daha fazlası yüklenemedi. Tekrar deneyin.'],
  ] as const)('says “Load more” and a failed page in %s, offering it again', async (language, more, failed) => {
    mockApi({ 'GET user/bonuses/9/transactions': () => json(500, { success: false, message: 'boom' }) });
    const user = userEvent.setup();
    await renderOne(withSteps(manySteps(23)), language);
    await user.click(await screen.findByRole('button', { name: more }));
    expect(await screen.findByRole('alert')).toHaveTextContent(failed);
    expect(screen.getByRole('button', { name: more })).toBeInTheDocument();
    expect(stepRows()).toHaveLength(20);
  });

  it('reads the older pages shown again below new latest steps when the history is read again, none twice', async () => {
    let all = manySteps(23);
    mockApi({ 'GET user/bonuses/9/transactions': olderSteps(() => all) });
    const user = userEvent.setup();
    const view = await renderOne(withSteps(all));
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(stepRows()).toHaveLength(23));
    // A bet counted meanwhile: the history's latest 20 moved up by one.
    all = manySteps(24);
    await act(async () => {
      view.rerender(<BonusHistory history={{ status: 'ready', data: [withSteps(all)], refreshing: false, reload: () => {} }} />);
    });
    await waitFor(() => expect(stepRows()).toHaveLength(24));
    const ids = stepRows().map((row) => row.textContent);
    expect(new Set(ids).size).toBe(24);
  });
});
