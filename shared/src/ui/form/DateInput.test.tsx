import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../i18n/i18n.ts';
import { missingTexts, renderWithPlatform } from '../../testing/index.tsx';
import { DateTextField } from './DateTextField.tsx';

function Birthdate({ initial = '', onValue, error }: { initial?: string; onValue?: (value: string) => void; error?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateTextField
        label="Nascimento"
        value={value}
        error={error}
        onValueChange={(next) => {
          setValue(next);
          onValue?.(next);
        }}
      />
      <output aria-label="value">{value}</output>
      <button type="button" onClick={() => setValue('')}>
        reset
      </button>
    </>
  );
}

const field = () => screen.getByLabelText('Nascimento');
const value = () => screen.getByLabelText('value').textContent;

describe('DateTextField', () => {
  // First: React keeps a lazy component once loaded, so only the first render of the file waits for it.
  it('holds its place with an empty read-only box while its code loads', async () => {
    await renderWithPlatform(<Birthdate initial="1990-05-17" />, { language: 'pt-BR', commonTexts: 'base' });
    expect(field()).toHaveAttribute('readonly');
    expect(field()).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByDisplayValue('17/05/1990')).toBe(field());
    expect(field()).not.toHaveAttribute('readonly');
  });

  it('is typed day first in pt-BR, and gives the form an ISO date only once complete', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    await renderWithPlatform(<Birthdate onValue={onValue} />, { language: 'pt-BR', commonTexts: 'base' });
    expect(await screen.findByPlaceholderText('dd/mm/aaaa')).toBe(field());
    expect(field()).toHaveAttribute('inputmode', 'numeric');

    await user.type(field(), '2711');
    expect(field()).toHaveValue('27/11');
    expect(onValue).not.toHaveBeenCalled();

    await user.type(field(), '2026');
    expect(field()).toHaveValue('27/11/2026');
    expect(value()).toBe('2026-11-27');

    await user.type(field(), '{Backspace}');
    expect(field()).toHaveValue('27/11/202');
    expect(value()).toBe('');

    await user.clear(field());
    await user.type(field(), '31/02/2026');
    expect(value()).toBe('');
    expect(missingTexts()).toEqual([]);
  });

  it('shows a value from outside in the language layout, and follows a reset and a language switch', async () => {
    const user = userEvent.setup();
    await renderWithPlatform(<Birthdate initial="1990-05-17" />, { language: 'tr', commonTexts: 'base' });
    expect(await screen.findByDisplayValue('17.05.1990')).toBe(field());
    expect(field()).toHaveAttribute('placeholder', 'gg.aa.yyyy');

    await act(() => changeLanguage('en'));
    expect(field()).toHaveValue('05/17/1990');
    expect(field()).toHaveAttribute('placeholder', 'mm/dd/yyyy');

    await user.click(screen.getByRole('button', { name: 'reset' }));
    expect(field()).toHaveValue('');
    expect(missingTexts()).toEqual([]);
  });

  it('says an unfinished or impossible date is invalid once the player leaves it, in place of the form error', async () => {
    const user = userEvent.setup();
    await renderWithPlatform(<Birthdate error="Informe a sua data de nascimento." />, { language: 'pt-BR', commonTexts: 'base' });
    await screen.findByPlaceholderText('dd/mm/aaaa');
    expect(screen.getByText('Informe a sua data de nascimento.')).toBeInTheDocument();

    await user.type(field(), '2711');
    expect(screen.queryByText(/Data inválida/)).toBeNull();
    await user.tab();
    const invalid = screen.getByText('Data inválida: use o formato dd/mm/aaaa.');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription(invalid.textContent!);
    expect(screen.queryByText('Informe a sua data de nascimento.')).toBeNull();

    await user.type(field(), '2026');
    expect(value()).toBe('2026-11-27');
    expect(screen.queryByText(/Data inválida/)).toBeNull();

    await user.clear(field());
    await user.type(field(), '31/02/2026');
    expect(screen.getByText('Data inválida: use o formato dd/mm/aaaa.')).toBeInTheDocument();
    await user.clear(field());
    expect(screen.getByText('Informe a sua data de nascimento.')).toBeInTheDocument();
    expect(missingTexts()).toEqual([]);
  });

  it('left for its form’s submit button, says an unfinished date is invalid with the submit, not before (the button must not move under the press)', async () => {
    const user = userEvent.setup();
    await renderWithPlatform(
      <form onSubmit={(event) => event.preventDefault()}>
        <Birthdate />
        <button type="submit">Salvar</button>
      </form>,
      { language: 'pt-BR', commonTexts: 'base' },
    );
    await screen.findByPlaceholderText('dd/mm/aaaa');
    await user.type(field(), '150519');
    act(() => screen.getByRole('button', { name: 'Salvar' }).focus());
    expect(screen.queryByText(/Data inválida/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByText('Data inválida: use o formato dd/mm/aaaa.')).toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
  });

  it('takes a date from the browser calendar where there is one', async () => {
    const showPicker = vi.fn();
    Object.defineProperty(HTMLInputElement.prototype, 'showPicker', { value: showPicker, configurable: true });
    vi.resetModules();
    const { DateTextField: FieldWithPicker } = await import('./DateTextField.tsx');
    function WithPicker() {
      const [picked, setPicked] = useState('');
      return <FieldWithPicker label="Nascimento" value={picked} onValueChange={setPicked} />;
    }
    const user = userEvent.setup();
    const { container } = await renderWithPlatform(<WithPicker />, { language: 'pt-BR', commonTexts: 'base' });
    await user.click(await screen.findByRole('button', { name: 'Abrir calendário' }));
    expect(showPicker).toHaveBeenCalledTimes(1);

    fireEvent.change(container.querySelector('input[type="date"]')!, { target: { value: '2001-09-30' } });
    expect(field()).toHaveValue('30/09/2001');
    Reflect.deleteProperty(HTMLInputElement.prototype, 'showPicker');
  });
});
