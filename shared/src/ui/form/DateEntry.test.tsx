import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { declared, missingTexts, readStylesheet, renderWithPlatform } from '../../testing/index.tsx';
import type { DateTextField as LoadedDateTextField, DateTextFieldProps } from './DateTextField.tsx';

const showPicker = vi.fn();
let DateTextField: typeof LoadedDateTextField;

// Whether the browser has a calendar is read once, when the module loads: it loads here with one.
beforeAll(async () => {
  Object.defineProperty(HTMLInputElement.prototype, 'showPicker', { value: showPicker, configurable: true });
  vi.resetModules();
  ({ DateTextField } = await import('./DateTextField.tsx'));
});

afterAll(() => {
  Reflect.deleteProperty(HTMLInputElement.prototype, 'showPicker');
});

function Birthdate({ initial, readOnly }: { initial: string; readOnly: DateTextFieldProps['readOnly'] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateTextField label="Nascimento" value={value} onValueChange={setValue} readOnly={readOnly} />
      <output aria-label="value">{value}</output>
    </>
  );
}

const field = () => screen.getByLabelText('Nascimento');
const calendarButton = () => screen.getByRole('button', { name: 'Abrir calendário' });
const picker = (container: HTMLElement) => container.querySelector<HTMLInputElement>('input[type="date"]')!;

describe('a read-only date', () => {
  it('keeps its calendar button in the tab order, unavailable, and opens no calendar with it', async () => {
    showPicker.mockClear();
    const user = userEvent.setup();
    await renderWithPlatform(<Birthdate initial="1990-05-17" readOnly />, { language: 'pt-BR', commonTexts: 'base' });
    expect(await screen.findByDisplayValue('17/05/1990')).toBe(field());
    expect(field()).toHaveAttribute('readonly');

    await user.click(field());
    await user.tab();
    expect(calendarButton()).toHaveFocus();
    expect(calendarButton()).toBeEnabled();
    expect(calendarButton()).toHaveAttribute('aria-disabled', 'true');

    await user.click(calendarButton());
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(showPicker).not.toHaveBeenCalled();
    expect(calendarButton()).toHaveFocus();
    expect(missingTexts()).toEqual([]);
  });

  it('takes no date from a calendar opened before it became read-only, and none typed', async () => {
    const user = userEvent.setup();
    const { container } = await renderWithPlatform(<Birthdate initial="1990-05-17" readOnly />, { language: 'pt-BR', commonTexts: 'base' });
    await screen.findByDisplayValue('17/05/1990');
    expect(picker(container)).toHaveAttribute('readonly');

    fireEvent.change(picker(container), { target: { value: '2001-09-30' } });
    await user.type(field(), '{Backspace}1');
    expect(field()).toHaveValue('17/05/1990');
    expect(screen.getByLabelText('value')).toHaveTextContent('1990-05-17');
    expect(picker(container)).toHaveValue('1990-05-17');
  });

  it('opens the calendar again, and takes its date, once it is editable', async () => {
    showPicker.mockClear();
    const user = userEvent.setup();
    const { container, rerender } = await renderWithPlatform(<Birthdate initial="1990-05-17" readOnly />, { language: 'pt-BR', commonTexts: 'base' });
    await screen.findByDisplayValue('17/05/1990');
    rerender(<Birthdate initial="1990-05-17" readOnly={false} />);
    expect(calendarButton()).not.toHaveAttribute('aria-disabled');

    await user.click(calendarButton());
    expect(showPicker).toHaveBeenCalledTimes(1);
    fireEvent.change(picker(container), { target: { value: '2001-09-30' } });
    expect(field()).toHaveValue('30/09/2001');
  });

  it('shows its calendar button unavailable (a Button’s look), hovered or not', async () => {
    const css = await readStylesheet(import.meta.url, 'DateInput.module.css');
    for (const selector of [".wrapper button[aria-disabled='true']", ".wrapper button[aria-disabled='true']:hover"]) {
      expect(declared(css, selector, 'cursor'), selector).toEqual(['not-allowed']);
      expect(declared(css, selector, 'opacity'), selector).toEqual(['0.55']);
      expect(declared(css, selector, 'background'), selector).toEqual(['transparent']);
    }
  });
});
