import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../i18n/i18n.ts';
import { renderWithPlatform } from '../testing/index.tsx';
import { DateTime } from './DateTime.tsx';

describe('DateTime', () => {
  it('shows the day and the time of an instant in the interface language, and follows a switch', async () => {
    const instant = '2026-11-28T17:05:00Z';
    const day = (language: string) => new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(instant));
    // English's 12-hour clock drops the hour's leading zero; Portuguese's 24-hour one keeps it.
    const time = (language: string) =>
      new Intl.DateTimeFormat(language, { hour: language === 'en' ? 'numeric' : '2-digit', minute: '2-digit' }).format(new Date(instant));
    const { container } = await renderWithPlatform(<DateTime value={instant} />, { language: 'pt-BR' });

    const shown = container.querySelector('time');
    expect(shown).toHaveAttribute('datetime', instant);
    expect(shown).toHaveTextContent(`${day('pt-BR')} ${time('pt-BR')}`);
    expect(day('pt-BR')).toMatch(/nov\. de 2026/);

    await act(() => changeLanguage('en'));
    expect(container.querySelector('time')).toHaveTextContent(`${day('en')} ${time('en')}`);
    expect(time('en')).toMatch(/[AP]M/);
  });

  it('shows an em dash, not "Invalid Date", for a value that is not a date', async () => {
    const { container } = await renderWithPlatform(<DateTime value="yesterday-ish" stackOnWideScreens />, { language: 'tr' });
    expect(container.querySelector('time')).toBeNull();
    expect(screen.getByText('—')).toBeInTheDocument();
  });
});
