import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, within } from '@testing-library/react';
import { eventBus } from '@palpite/shared';
import { renderWithPlatform } from '@palpite/shared/testing';
import { shellLocales } from '../../locales.ts';
import { TOAST_MS } from './toasts.ts';
import { Toaster } from './Toaster.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

async function renderToaster() {
  await renderWithPlatform(<Toaster />, { language: 'pt-BR', namespaces: { shell: shellLocales } });
  vi.useFakeTimers();
  return document.querySelector<HTMLElement>('[data-toasts]')!;
}

const emit = (message: string, options: { tone?: 'success' | 'error'; id?: string } = {}) =>
  act(() => eventBus.emit('toast', { tone: options.tone ?? 'success', message, ...(options.id ? { id: options.id } : {}) }));

describe('toasts', () => {
  it('shows a toast in a polite live region and takes it away after a few seconds', async () => {
    const region = await renderToaster();
    expect(region).toHaveAttribute('aria-live', 'polite');
    emit('Sete da Sorte adicionado aos favoritos');
    expect(within(region).getByText('Sete da Sorte adicionado aos favoritos')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(TOAST_MS - 10));
    expect(within(region).queryByText('Sete da Sorte adicionado aos favoritos')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(20));
    expect(within(region).queryByText('Sete da Sorte adicionado aos favoritos')).toBeNull();
  });

  it('stays while the pointer or focus is on it, and closes with its button', async () => {
    const region = await renderToaster();
    emit('Não foi possível salvar o favorito.', { tone: 'error' });
    const toast = within(region).getByText('Não foi possível salvar o favorito.').parentElement!;
    fireEvent.pointerEnter(toast);
    act(() => vi.advanceTimersByTime(TOAST_MS * 3));
    expect(toast).toBeInTheDocument();
    fireEvent.pointerLeave(toast);
    act(() => vi.advanceTimersByTime(TOAST_MS - 10));
    expect(toast).toBeInTheDocument();
    fireEvent.click(within(toast).getByRole('button', { name: 'Fechar' }));
    expect(within(region).queryByText('Não foi possível salvar o favorito.')).toBeNull();
  });

  it('replaces a toast of the same id instead of stacking it', async () => {
    const region = await renderToaster();
    emit('Keno adicionado aos favoritos', { id: 'favourite:keno' });
    emit('Keno removido dos favoritos', { id: 'favourite:keno' });
    expect(within(region).queryByText('Keno adicionado aos favoritos')).toBeNull();
    expect(within(region).getByText('Keno removido dos favoritos')).toBeInTheDocument();
  });
});
