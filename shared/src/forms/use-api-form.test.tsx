import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loginRequest } from '../contract/auth.ts';
import { changeLanguage } from '../i18n/i18n.ts';
import { renderWithPlatform } from '../testing/index.tsx';
import { useApiForm } from './use-api-form.ts';

function PasswordForm({ password = '' }: { password?: string }) {
  const { bindForm, ...form } = useApiForm(loginRequest);
  return (
    <form
      ref={bindForm}
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit({ email: 'ana@example.com', password }, async () => {
          throw new TypeError('Failed to fetch');
        });
      }}
    >
      <p role="alert">{form.fieldErrors.password ?? form.formError}</p>
      <button type="submit">Go</button>
    </form>
  );
}

describe('useApiForm', () => {
  it('shows the schema’s message under its field in the language picked after it showed', async () => {
    await renderWithPlatform(<PasswordForm />, { language: 'en' });
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Password is required.');

    await act(() => changeLanguage('pt-BR'));
    expect(screen.getByRole('alert')).toHaveTextContent('A senha é obrigatória.');
  });

  it('says its own message (no answer came) in the language picked after it showed', async () => {
    await renderWithPlatform(<PasswordForm password="s3nha-forte" />, { language: 'en' });
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByText('No connection. Check your internet and try again.')).toBeInTheDocument();

    await act(() => changeLanguage('pt-BR'));
    expect(screen.getByRole('alert')).toHaveTextContent('Sem conexão. Verifique sua internet e tente novamente.');
  });
});
