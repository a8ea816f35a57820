import { useRef } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { missingTexts, renderWithPlatform } from '../testing/index.tsx';
import { COPIED_SHOWN_MS, CopyButton } from './CopyButton.tsx';

function Field({ iconOnly = false, text }: { iconOnly?: boolean; text?: string }) {
  const shown = useRef<HTMLElement>(null);
  return (
    <>
      <code ref={shown}>bet:3:cash</code>
      <CopyButton value="bet:3:cash" label="ID da transação" target={shown} iconOnly={iconOnly} {...(text ? { text } : {})} />
    </>
  );
}

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
  vi.restoreAllMocks();
});

describe('CopyButton', () => {
  it('copies the value, says so in its face and in a polite status, named by what it copies', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubClipboard(writeText);
    await renderWithPlatform(<Field />, { language: 'pt-BR' });
    await userEvent.click(screen.getByRole('button', { name: 'Copiar ID da transação' }));
    expect(writeText).toHaveBeenCalledWith('bet:3:cash');
    expect(screen.getByRole('button', { name: 'Copiar ID da transação' })).toHaveTextContent('Copiado');
    expect(screen.getByRole('status')).toHaveTextContent('Copiado para a área de transferência: ID da transação.');
    expect(missingTexts()).toEqual([]);
  });

  it('offers to copy again a moment later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubClipboard(vi.fn().mockResolvedValue(undefined));
    await renderWithPlatform(<Field />, { language: 'en' });
    const button = screen.getByRole('button', { name: 'Copy ID da transação' });
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(button);
    expect(button).toHaveTextContent(/^Copied$/);
    await act(() => vi.advanceTimersByTimeAsync(COPIED_SHOWN_MS));
    expect(button).toHaveTextContent(/^Copy$/);
    vi.useRealTimers();
  });

  it('shows only its icon in a table, and its own text as its name when given one', async () => {
    const { unmount } = await renderWithPlatform(<Field iconOnly />, { language: 'en' });
    expect(screen.getByRole('button', { name: 'Copy ID da transação' })).toHaveTextContent('');
    unmount();
    await renderWithPlatform(<Field text="Copy code" />, { language: 'en' });
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeInTheDocument();
  });

  it('when the browser refuses, says how to copy by hand and selects the value', async () => {
    stubClipboard(() => Promise.reject(new Error('denied')));
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true });
    await renderWithPlatform(<Field />, { language: 'tr' });
    await userEvent.click(screen.getByRole('button', { name: 'Kopyala: ID da transação' }));
    expect(await screen.findByText(/Tarayıcınız kopyalamaya izin vermedi/)).toBeVisible();
    expect(window.getSelection()?.toString()).toBe('bet:3:cash');
    Reflect.deleteProperty(document, 'execCommand');
  });
});
