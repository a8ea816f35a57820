import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { Language } from '../i18n/languages.ts';
import { missingTexts, renderWithPlatform } from '../testing/index.tsx';
import { DateField } from './Fields.tsx';
import type { DateEntryState } from './form/DateInput.tsx';

/** A filter's date as a page holds it: the value it gets, and whether the text is a date at all. */
function FromFilter() {
  const [from, setFrom] = useState('');
  const [entry, setEntry] = useState<DateEntryState['status'] | null>(null);
  return (
    <>
      <DateField label="From" value={from} onChange={setFrom} onEntryChange={(next) => setEntry(next.status)} />
      <output aria-label="value">{from}</output>
      <output aria-label="entry">{entry}</output>
    </>
  );
}

const field = () => screen.getByLabelText('From');
const shown = (name: 'value' | 'entry') => screen.getByLabelText(name).textContent;

async function renderFilter(language: Language) {
  await renderWithPlatform(<FromFilter />, { language, commonTexts: 'base' });
  // The date's code loads on first use.
  await waitFor(() => expect(field()).not.toHaveAttribute('readonly'));
}

describe('DateField', () => {
  it('tells its page an impossible date is not one, and says so under the field once left, read with it', async () => {
    await renderFilter('pt-BR');
    fireEvent.change(field(), { target: { value: '31/02/2026' } });
    expect(shown('value')).toBe('');
    expect(shown('entry')).toBe('invalid');
    // Not while the date is being typed.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field()).not.toHaveAttribute('aria-invalid');

    fireEvent.blur(field());
    const message = screen.getByRole('alert');
    expect(message).toHaveTextContent('Data inválida: use o formato dd/mm/aaaa.');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription('Data inválida: use o formato dd/mm/aaaa.');

    fireEvent.change(field(), { target: { value: '28/02/2026' } });
    expect(shown('value')).toBe('2026-02-28');
    expect(shown('entry')).toBe('date');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field()).not.toHaveAttribute('aria-invalid');
    expect(field()).not.toHaveAttribute('aria-describedby');
    expect(missingTexts()).toEqual([]);
  });

  it('flags an unfinished date, and a day-first date typed where the month comes first (en), in the language’s format', async () => {
    await renderFilter('en');
    fireEvent.change(field(), { target: { value: '01/01' } });
    fireEvent.blur(field());
    expect(shown('entry')).toBe('invalid');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid date: use the format mm/dd/yyyy.');

    fireEvent.change(field(), { target: { value: '30/11/2026' } });
    expect(shown('value')).toBe('');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid date: use the format mm/dd/yyyy.');

    fireEvent.change(field(), { target: { value: '' } });
    expect(shown('entry')).toBe('empty');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(missingTexts()).toEqual([]);
  });

  it('says it in Turkish too', async () => {
    await renderFilter('tr');
    fireEvent.change(field(), { target: { value: '31.04.2026' } });
    fireEvent.blur(field());
    expect(screen.getByRole('alert')).toHaveTextContent('Geçersiz tarih: gg.aa.yyyy biçimini kullanın.');
    expect(missingTexts()).toEqual([]);
  });
});
