import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api } from '../api/client.ts';
import { loginRequest } from '../contract/auth.ts';
import { changeLanguage } from '../i18n/i18n.ts';
import { apiError, mockApi, renderWithPlatform } from '../testing/index.tsx';
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

/** A form whose call the API refuses: the form's message and each field's error, as shown. */
function RefusedForm() {
  const { bindForm, ...form } = useApiForm(null);
  return (
    <form
      ref={bindForm}
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit(null, () => api.put('user/profile').json());
      }}
    >
      <p data-testid="form">{form.formError}</p>
      <p data-testid="birthdate">{form.fieldErrors.birthdate}</p>
      <p data-testid="password">{form.fieldErrors.password}</p>
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

  it('shows the server’s message and field errors in the language picked after they showed', async () => {
    mockApi({
      'PUT user/profile': () =>
        apiError(
          422,
          'auth.accountClosed',
          'Esta conta foi encerrada após 30 dias sem login. O seu saldo continua sendo seu: fale com o suporte para reabrir a conta ou sacar o saldo.',
          {
            translation_params: { days: 30 },
            errors: { birthdate: ['Você precisa ter 18 anos ou mais.'], password: ['A senha deve ter pelo menos 8 caracteres.'] },
          },
        ),
    });
    await renderWithPlatform(<RefusedForm />, { language: 'pt-BR' });
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByText(/Esta conta foi encerrada após 30 dias/)).toBeInTheDocument();
    expect(screen.getByTestId('birthdate')).toHaveTextContent('Você precisa ter 18 anos ou mais.');
    expect(screen.getByTestId('password')).toHaveTextContent('A senha deve ter pelo menos 8 caracteres.');

    await act(() => changeLanguage('en'));
    expect(screen.getByTestId('form')).toHaveTextContent('This account was closed after 30 days without a login.');
    // The API sends field errors as text only: each is read back to its key in the request's language.
    expect(screen.getByTestId('birthdate')).toHaveTextContent('You must be 18 or older.');
    expect(screen.getByTestId('password')).toHaveTextContent('Password must be at least 8 characters long.');
  });

  it('keeps the server’s words for a message this app has no text for', async () => {
    mockApi({
      'PUT user/profile': () => apiError(409, 'ops.releaseLocked', 'Versão bloqueada pela operação.', { errors: { password: ['Só o servidor diz isto.'] } }),
    });
    await renderWithPlatform(<RefusedForm />, { language: 'pt-BR' });
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByText('Versão bloqueada pela operação.')).toBeInTheDocument();

    await act(() => changeLanguage('en'));
    expect(screen.getByTestId('form')).toHaveTextContent('Versão bloqueada pela operação.');
    expect(screen.getByTestId('password')).toHaveTextContent('Só o servidor diz isto.');
  });
});
