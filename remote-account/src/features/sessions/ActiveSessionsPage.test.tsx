import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@palpite/shared';
import { json, mockApi, renderAccount } from '../../testing/account-testing.tsx';
import type { AccountSession } from './api/get-sessions.ts';
import { ActiveSessionsPage } from './ActiveSessionsPage.tsx';

const session = (id: number, overrides: Partial<AccountSession> = {}): AccountSession => ({
  id,
  device: 'desktop',
  browser: 'Chrome',
  os: 'Windows',
  ip: `10.0.0.${id}`,
  created_at: '2026-11-20T10:00:00.000Z',
  last_active_at: `2026-11-21T1${id}:00:00.000Z`,
  current: false,
  ...overrides,
});

const THIS = session(1, { current: true, browser: 'Firefox', os: 'Linux' });
const PHONE = session(2, { device: 'mobile', browser: 'Safari', os: 'iOS' });
const TABLET = session(3, { device: 'tablet', browser: 'Chrome', os: 'Android' });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('active sessions', () => {
  it('lists the sessions, this device first with its badge, dates with the time', async () => {
    mockApi({ 'GET user/sessions': () => json(200, { sessions: [PHONE, THIS, TABLET] }) });
    await renderAccount(<ActiveSessionsPage />);
    await screen.findByText('This device');
    const table = screen.getByRole('table', { name: 'Your sessions' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(['Computer', 'Tablet', 'Phone']);
    expect(within(rows[0]!).getByText('This device')).toBeInTheDocument();
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    expect(within(rows[0]!).getByText('Linux')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('10.0.0.1')).toBeInTheDocument();
    expect(rows[0]!.querySelector('time')?.textContent).toMatch(/^Nov 20, 2026 \d{1,2}:\d\d [AP]M$/);
    expect(
      within(rows[2]!).getByRole('button', { name: /^End the session on Phone · Safari · iOS, IP 10\.0\.0\.2, last active Nov 21, 2026, \d{1,2}:00 [AP]M$/ }),
    ).toBeInTheDocument();
  });

  it('names a browser and a system the API could not tell in the page’s language', async () => {
    const unknown = session(4, { browser: 'Other', os: 'Other' });
    mockApi({ 'GET user/sessions': () => json(200, { sessions: [THIS, unknown] }) });
    await renderAccount(<ActiveSessionsPage />, { language: 'pt-BR' });
    const button = await screen.findByRole('button', { name: /^Encerrar a sessão de Computador · Outro · Outro, IP 10\.0\.0\.4, última atividade / });
    const row = button.closest('tr')!;
    expect(within(row).getAllByText('Outro')).toHaveLength(2);
    expect(row).not.toHaveTextContent('Other');
  });

  it('ends one session after a confirmation, then reloads the list', async () => {
    const api = mockApi({
      'GET user/sessions': [() => json(200, { sessions: [THIS, PHONE, TABLET] }), () => json(200, { sessions: [THIS, TABLET] })],
      'DELETE user/sessions/2': () => json(200, { success: true, message: 'Session ended.' }),
    });
    await renderAccount(<ActiveSessionsPage />);
    await userEvent.click(await screen.findByRole('button', { name: /^End the session on Phone · Safari · iOS, IP / }));

    const dialog = screen.getByRole('dialog', { name: 'End this session?' });
    expect(dialog).toHaveTextContent('Phone · Safari · iOS');
    expect(dialog).toHaveTextContent('IP 10.0.0.2');
    // The safe choice has focus; cancelling changes nothing.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('DELETE user/sessions/2')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: /^End the session on Phone · Safari · iOS, IP / }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'End session' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Session ended.');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(screen.queryByText('Safari')).toBeNull());
    expect(api.callsTo('DELETE user/sessions/2')).toHaveLength(1);
    expect(api.callsTo('GET user/sessions')).toHaveLength(2);
  });

  it('ends all other sessions after a confirmation', async () => {
    const api = mockApi({
      'GET user/sessions': [() => json(200, { sessions: [THIS, PHONE, TABLET] }), () => json(200, { sessions: [THIS] })],
      'POST user/sessions/end-others': () => json(200, { success: true, ended: 2, message: 'All other sessions were ended.' }),
    });
    await renderAccount(<ActiveSessionsPage />);
    await screen.findByText('This device');
    await userEvent.click(screen.getByRole('button', { name: 'End all other sessions' }));
    const dialog = screen.getByRole('dialog', { name: 'End all other sessions?' });
    expect(dialog).toHaveTextContent('2 other sessions will end. You stay logged in on this device.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'End all' }));

    expect(await screen.findByRole('status')).toHaveTextContent('All other sessions were ended.');
    expect(await screen.findByText('Your account is logged in on this device only.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'End all other sessions' })).toBeDisabled();
    expect(api.callsTo('POST user/sessions/end-others')).toHaveLength(1);
  });

  it('keeps the dialog open with the server message when ending fails', async () => {
    mockApi({
      'GET user/sessions': () => json(200, { sessions: [THIS, PHONE] }),
      'DELETE user/sessions/2': () => json(404, { success: false, message_key: 'auth.sessionNotFound', message: 'Session not found.' }),
    });
    await renderAccount(<ActiveSessionsPage />);
    await userEvent.click(await screen.findByRole('button', { name: /^End the session on Phone · Safari · iOS, IP / }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'End session' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('Session not found.');
  });

  it('says the server’s refusal to end a session again in the language picked after it', async () => {
    mockApi({
      'GET user/sessions': () => json(200, { sessions: [THIS, PHONE] }),
      'DELETE user/sessions/2': () => json(404, { success: false, message_key: 'auth.sessionNotFound', message: 'Sessão não encontrada.' }),
    });
    await renderAccount(<ActiveSessionsPage />, { language: 'pt-BR' });
    await userEvent.click(await screen.findByRole('button', { name: /^Encerrar a sessão de / }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Encerrar sessão' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('Sessão não encontrada.');

    await act(() => changeLanguage('en'));
    expect(within(screen.getByRole('dialog', { name: 'End this session?' })).getByRole('alert')).toHaveTextContent('Session not found.');
  });

  it('says the “session ended” notice again in the language picked after it', async () => {
    mockApi({
      'GET user/sessions': [() => json(200, { sessions: [THIS, PHONE] }), () => json(200, { sessions: [THIS] })],
      'DELETE user/sessions/2': () => json(200, { success: true, message_key: 'auth.sessionEnded', message: 'Sessão encerrada.' }),
    });
    await renderAccount(<ActiveSessionsPage />, { language: 'pt-BR' });
    await userEvent.click(await screen.findByRole('button', { name: /^Encerrar a sessão de / }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Encerrar sessão' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Sessão encerrada.');

    await act(() => changeLanguage('en'));
    expect(screen.getByRole('status')).toHaveTextContent('Session ended.');
  });

  it('says the “all other sessions ended” notice again in the language picked after it', async () => {
    mockApi({
      'GET user/sessions': [() => json(200, { sessions: [THIS, PHONE, TABLET] }), () => json(200, { sessions: [THIS] })],
      'POST user/sessions/end-others': () =>
        json(200, { success: true, ended: 2, message_key: 'auth.otherSessionsEnded', message: 'Todas as outras sessões foram encerradas.' }),
    });
    await renderAccount(<ActiveSessionsPage />, { language: 'pt-BR' });
    await userEvent.click(await screen.findByRole('button', { name: 'Encerrar todas as outras' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Encerrar todas' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Todas as outras sessões foram encerradas.');

    await act(() => changeLanguage('en'));
    expect(screen.getByRole('status')).toHaveTextContent('All other sessions were ended.');
  });

  it('says why the list could not load again in the language picked after it', async () => {
    mockApi({ 'GET user/sessions': () => json(500, { success: false, message_key: 'unexpectedError', message: 'Algo deu errado. Tente novamente.' }) });
    await renderAccount(<ActiveSessionsPage />, { language: 'pt-BR' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Algo deu errado. Tente novamente.');

    await act(() => changeLanguage('en'));
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  });

  it('says there is no connection, rather than that the list could not load, when the request got no answer', async () => {
    mockApi({
      'GET user/sessions': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await renderAccount(<ActiveSessionsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('No connection. Check your internet and try again.');
  });

  it('shows a skeleton while loading and a retry when loading fails', async () => {
    let fail = true;
    mockApi({
      'GET user/sessions': () =>
        fail
          ? json(500, { success: false, message_key: 'unexpectedError', message: 'Something went wrong. Please try again.' })
          : json(200, { sessions: [THIS] }),
    });
    await renderAccount(<ActiveSessionsPage />);
    // The skeleton's scroll region is named after the table it stands for.
    expect(screen.getByRole('region', { name: /Your sessions$/ })).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('This device')).toBeInTheDocument();
  });
});
