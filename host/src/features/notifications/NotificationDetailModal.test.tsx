import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { palpiteStore } from '@palpite/shared';
import { renderWithPlatform } from '@palpite/shared/testing';
import { shellLocales } from '../../locales.ts';
import { NotificationDetailModal } from './NotificationDetailModal.tsx';
import { selectedNotificationAtom } from './state.ts';

afterEach(() => palpiteStore.set(selectedNotificationAtom, null));

describe('notification detail (spec §2)', () => {
  it('says "you have a new notification" for one without a message, as the list does, and closes on OK', async () => {
    palpiteStore.set(selectedNotificationAtom, {
      id: 7,
      title: null,
      message: '',
      translation_key: 'notifications.default',
      translation_params: {},
      read_at: null,
      created_at: '2026-03-02T10:00:00Z',
    });
    await renderWithPlatform(<NotificationDetailModal />, { language: 'en', namespaces: { shell: shellLocales } });
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('You have a new notification.');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(palpiteStore.get(selectedNotificationAtom)).toBeNull();
  });
});
