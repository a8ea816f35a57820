import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime, observeServerTime } from '@palpite/shared';
import { renderWithPlatform, resetServerClock } from '@palpite/shared/testing';
import { shellLocales } from '../../locales.ts';
import { aUser, logIn, resetShellState } from './test-fixtures.tsx';
import { ExclusionBanner } from './ExclusionBanner.tsx';

const NOW = new Date('2026-11-28T15:00:00.000Z');
/** 15:31 on 29 November in São Paulo (UTC−3). */
const BREAK_END = '2026-11-29T18:31:00.000Z';
const HOUR_MS = 3_600_000;

const render = (language: 'pt-BR' | 'en' = 'pt-BR') => renderWithPlatform(<ExclusionBanner />, { language, namespaces: { shell: shellLocales } });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
  resetServerClock();
  resetShellState();
});

describe('the break or self-exclusion banner', () => {
  it('says the break lasts until its end, as the site writes every time, that betting and deposits are closed, and links to withdrawing and the tools', async () => {
    logIn(aUser({ exclusion: { kind: 'break', starts_at: NOW.toISOString(), ends_at: BREAK_END } }));
    await render();
    const banner = screen.getByRole('region', { name: 'Jogo responsável' });
    expect(banner).toHaveTextContent(
      `Sua conta está em pausa até ${formatDateTime(BREAK_END, 'pt-BR')}. Até lá, não é possível apostar nem depositar; os saques continuam disponíveis.`,
    );
    // In the device's time zone, like the other times beside it (the test's zone is the machine's).
    expect(formatDateTime(BREAK_END, 'pt-BR')).toMatch(/^\d{1,2} de nov\. de 2026, \d{2}:\d{2}$/);
    expect(within(banner).getByRole('link', { name: 'Sacar' })).toHaveAttribute('href', '/user/wallet/userwithdraw');
    expect(within(banner).getByRole('link', { name: 'Ferramentas de jogo responsável' })).toHaveAttribute('href', '/responsible-gambling');
  });

  it('goes away when the break ends, on a page left open', async () => {
    logIn(aUser({ exclusion: { kind: 'break', starts_at: NOW.toISOString(), ends_at: BREAK_END } }));
    await render('en');
    expect(screen.getByRole('region', { name: 'Responsible gambling' })).toHaveTextContent(`on a break until ${formatDateTime(BREAK_END, 'en')}`);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(Date.parse(BREAK_END) - NOW.getTime() - 1_000);
    });
    expect(screen.getByRole('region', { name: 'Responsible gambling' })).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('keeps to the server’s clock: a device two days ahead does not lift the break early', async () => {
    vi.setSystemTime(NOW.getTime() + 48 * HOUR_MS);
    observeServerTime(NOW.toISOString(), Date.now());
    logIn(aUser({ exclusion: { kind: 'break', starts_at: NOW.toISOString(), ends_at: BREAK_END } }));
    await render('en');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(screen.getByRole('region', { name: 'Responsible gambling' })).toBeInTheDocument();
  });

  it('says an indefinite self-exclusion has no end', async () => {
    logIn(aUser({ exclusion: { kind: 'self_exclusion', starts_at: NOW.toISOString(), ends_at: null } }));
    await render('en');
    expect(screen.getByRole('region', { name: 'Responsible gambling' })).toHaveTextContent(
      'Your account is self-excluded indefinitely. You cannot bet or deposit; withdrawals stay open.',
    );
  });

  it('shows nothing to a player with neither, nor to a visitor', async () => {
    logIn(aUser({ exclusion: null }));
    const { unmount } = await render();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    unmount();
    resetShellState();
    await render();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
