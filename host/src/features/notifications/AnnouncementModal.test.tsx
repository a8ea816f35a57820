import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { palpiteStore } from '@palpite/shared';
import { missingTexts, renderWithPlatform } from '@palpite/shared/testing';
import { shellLocales } from '../../locales.ts';
import { AnnouncementModal } from './AnnouncementModal.tsx';
import { announcementMessageAtom } from './state.ts';

afterEach(() => palpiteStore.set(announcementMessageAtom, null));

const LONG_MESSAGE = 'Odds turbinadas neste fim de semana em todos os jogos do Brasileirão. '.repeat(29).trim();

describe('the site announcement (spec §2)', () => {
  it('opens on the top of a long message, which scrolls in its own box, not on “Entendi” at its end', async () => {
    expect(LONG_MESSAGE.length).toBeGreaterThan(2000);
    palpiteStore.set(announcementMessageAtom, LONG_MESSAGE);
    await renderWithPlatform(<AnnouncementModal />, { language: 'pt-BR', namespaces: { shell: shellLocales } });
    const dialog = screen.getByRole('dialog', { name: 'Comunicado' });
    const message = screen.getByRole('region', { name: 'Texto do comunicado' });
    expect(dialog).toContainElement(message);
    expect(message).toHaveTextContent(LONG_MESSAGE);
    // Focus on the button at the end scrolled the title and × off a phone's screen.
    expect(message).toHaveFocus();
    expect(message.className).toContain('message');
    expect(missingTexts()).toEqual([]);

    // The keyboard reaches the button next, then the ×.
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Entendi' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Entendi' }));
    expect(palpiteStore.get(announcementMessageAtom)).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
