import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, LANGUAGE_LABELS, registerNamespace, STORAGE_KEYS, type Language } from '@palpite/shared';
import { renderWithPlatform } from '@palpite/shared/testing';
import { shellLocales } from '../../locales.ts';
import { Toaster } from '../toasts/Toaster.tsx';
import { LanguagePicker } from './LanguagePicker.tsx';

const CODES: Record<Language, string> = { 'pt-BR': 'PT', en: 'EN', tr: 'TR' };
const TRIGGER_LABELS: Record<Language, string> = { 'pt-BR': 'Idioma', en: 'Language', tr: 'Dil' };

async function renderPicker() {
  await renderWithPlatform(
    <>
      <LanguagePicker variant="topbar" />
      <Toaster />
    </>,
    { language: 'en', namespaces: { shell: shellLocales } },
  );
  return userEvent.setup();
}

/** The picker's button names the language i18next shows, whatever it is. */
function triggerOf(language: Language) {
  return screen.getByRole('button', { name: `${TRIGGER_LABELS[language]}: ${LANGUAGE_LABELS[language]}, ${CODES[language]}` });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a language switch that fails', () => {
  it('leaves the picker, <html> and the stored choice on the language shown, and says so politely', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = await renderPicker();
    window.localStorage.setItem(STORAGE_KEYS.selectedLanguage, 'en');
    vi.spyOn(i18n, 'changeLanguage').mockRejectedValueOnce(new Error('i18next could not switch'));
    await user.click(triggerOf('en'));
    await user.click(screen.getByRole('button', { name: /Türkçe/ }));

    expect(await screen.findByText('The language couldn’t be changed. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('The language couldn’t be changed. Please try again.').closest('[aria-live="polite"]')).not.toBeNull();
    expect(i18n.language).toBe('en');
    expect(triggerOf('en')).toHaveFocus();
    expect(document.documentElement.lang).toBe('en');
    expect(window.localStorage.getItem(STORAGE_KEYS.selectedLanguage)).toBe('en');
  });

  it('with one remote’s texts failing to download, raises no unhandled rejection and the picker agrees with the page', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = await renderPicker();
    const english = { default: { title: 'Wallet' } };
    await registerNamespace('wallet', {
      'pt-BR': async () => english,
      en: async () => english,
      tr: () => Promise.reject(new Error('Loading chunk wallet-tr failed')),
    });
    await user.click(triggerOf('en'));
    await user.click(screen.getByRole('button', { name: /Türkçe/ }));
    // Switched for what loaded, or kept as it was and said so: never the picker out of step with the page.
    await waitFor(() => expect(i18n.language === 'tr' || screen.queryByText('The language couldn’t be changed. Please try again.') !== null).toBe(true));
    const shown = i18n.language as Language;
    expect(triggerOf(shown)).toBeInTheDocument();
    expect(document.documentElement.lang).toBe(shown);
  });
});
