import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { palpiteStore, STORAGE_KEYS, userAtom, writeStored, type User } from '@palpite/shared';
import { renderWithPlatform } from '@palpite/shared/testing';
import { shellDialogTexts, shellLocales } from '../../locales.ts';
import { RealityCheckModal } from './RealityCheckModal.tsx';

const MINUTE_MS = 60_000;

function answerInterval(minutes: number | null) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(JSON.stringify({ reality_check_minutes: minutes }), { status: 200 }));
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  writeStored(STORAGE_KEYS.activeTime, String(29 * MINUTE_MS));
  palpiteStore.set(userAtom, { id: 7, first_name: 'Ana' } as User);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  palpiteStore.set(userAtom, null);
  window.localStorage.clear();
});

describe('reality check', () => {
  it('after each interval of active time says how long the player has played, and offers to go on, see the history or log out', async () => {
    answerInterval(30);
    const onLogout = vi.fn();
    await renderWithPlatform(<RealityCheckModal onLogout={onLogout} />, { language: 'pt-BR', namespaces: { shell: [shellLocales, shellDialogTexts.loaders] } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(15_000);
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    writeStored(STORAGE_KEYS.activeTime, String(31 * MINUTE_MS));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(15_000);
    });
    const dialog = screen.getByRole('dialog', { name: 'Lembrete de sessão' });
    expect(dialog).toHaveAccessibleDescription('Você está jogando há 31 minutos.');
    expect(screen.getByRole('button', { name: 'Continuar jogando' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Ver meu histórico' })).toBeInTheDocument();
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(screen.getByRole('button', { name: 'Sair' }));
    expect(onLogout).toHaveBeenCalledTimes(1);

    // The same interval is not shown twice; the next one is.
    writeStored(STORAGE_KEYS.activeTime, String(45 * MINUTE_MS));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(15_000);
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    writeStored(STORAGE_KEYS.activeTime, String(60 * MINUTE_MS));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(15_000);
    });
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription('Você está jogando há 60 minutos.');
  });

  it('stays silent when the player has no interval set', async () => {
    answerInterval(null);
    await renderWithPlatform(<RealityCheckModal onLogout={vi.fn()} />, { namespaces: { shell: [shellLocales, shellDialogTexts.loaders] } });
    writeStored(STORAGE_KEYS.activeTime, String(240 * MINUTE_MS));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
