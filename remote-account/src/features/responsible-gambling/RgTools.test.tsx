import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, eventBus } from '@palpite/shared';
import { json, logIn, logOut, mockApi, renderAccount } from '../../testing/account-testing.tsx';
import type { LimitView, RgOverview } from './api/responsible-gambling.ts';
import { RgTools } from './RgTools.tsx';

const limit = (kind: LimitView['kind'], period: LimitView['period'], overrides: Partial<LimitView> = {}): LimitView => ({
  kind,
  period,
  amount: null,
  pending_amount: null,
  pending_removal: false,
  pending_from: null,
  used: 0,
  remaining: null,
  ...overrides,
});

const overview = (overrides: Partial<RgOverview> = {}): RgOverview => ({
  limits: [
    limit('deposit', 'day', { amount: 50, used: 20, remaining: 30, pending_amount: 80, pending_from: '2026-11-23T12:00:00.000Z' }),
    limit('deposit', 'week'),
    limit('deposit', 'month'),
    limit('loss', 'day'),
    limit('loss', 'week'),
    limit('loss', 'month'),
  ],
  exclusion: null,
  reality_check_minutes: null,
  terms: {
    min_reality_check_minutes: 30,
    min_break_hours: 24,
    max_break_months: 6,
    self_exclusion_months: [6, 12, 24, 60],
    limit_increase_cool_down_hours: 24,
  },
  ...overrides,
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  logOut();
});

describe('responsible-gambling tools', () => {
  it('shows nothing to a visitor', async () => {
    const { container } = await renderAccount(<RgTools />);
    expect(container).toBeEmptyDOMElement();
  });

  it('nests its headings: the tools’ h2, an h3 per card, an h4 per limit', async () => {
    logIn();
    mockApi({ 'GET user/responsible-gambling': () => json(200, overview()) });
    await renderAccount(<RgTools />, { language: 'pt-BR' });
    const limits = (await screen.findByRole('heading', { level: 3, name: 'Limites de depósito e de perdas' })).closest('section')!;
    const headings = (level: number) => screen.getAllByRole('heading', { level }).map((heading) => heading.textContent);
    expect(headings(2)).toEqual(['Ferramentas de jogo responsável']);
    expect(headings(3)).toEqual(['Limites de depósito e de perdas', 'Lembrete de sessão', 'Fazer uma pausa', 'Autoexclusão']);
    expect(within(limits).getAllByRole('heading', { level: 4 })).toHaveLength(6);
    expect(within(limits).getByRole('heading', { level: 4, name: 'Limite diário de depósito' })).toBeInTheDocument();
  });

  it('shows the six limits with their use and pending change, and saves a new limit', async () => {
    logIn();
    const api = mockApi({
      'GET user/responsible-gambling': () => json(200, overview()),
      'PUT user/responsible-gambling/limits': () => json(200, { success: true, message: 'Limit saved.', ...overview() }),
    });
    await renderAccount(<RgTools />);
    const daily = (await screen.findByRole('heading', { name: 'Daily deposit limit' })).closest('form')!;
    expect(daily).toHaveTextContent(/Used R\$\s20,00 · left R\$\s30,00/);
    expect(daily).toHaveTextContent(/Changes to R\$\s80,00 from/);
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(6);

    const weekly = screen.getByRole('heading', { name: 'Weekly deposit limit' }).closest('form')!;
    await userEvent.type(within(weekly).getByLabelText('New weekly deposit limit (R$)'), 'abc');
    await userEvent.click(within(weekly).getByRole('button', { name: 'Save' }));
    expect(within(weekly).getByLabelText('New weekly deposit limit (R$)')).toHaveAccessibleDescription('Enter an amount in reais, such as 50 or 1.500,00.');
    // The field it is about takes the focus.
    expect(within(weekly).getByLabelText('New weekly deposit limit (R$)')).toHaveFocus();
    await userEvent.clear(within(weekly).getByLabelText('New weekly deposit limit (R$)'));
    await userEvent.type(within(weekly).getByLabelText('New weekly deposit limit (R$)'), '1.500,00');
    await userEvent.click(within(weekly).getByRole('button', { name: 'Save' }));
    expect(await within(weekly).findByText('Limit saved.')).toBeInTheDocument();
    // Saving kept the keyboard where it was (a disabled button dropped it to the page).
    expect(within(weekly).getByRole('button', { name: 'Save' })).toHaveFocus();
    expect(JSON.parse(api.callsTo('PUT user/responsible-gambling/limits')[0]!.body)).toEqual({ kind: 'deposit', period: 'week', amount: 1500 });

    // A minus is not dropped into a limit of 5: the amount is refused, and the last save's message goes with it.
    await userEvent.type(within(weekly).getByLabelText('New weekly deposit limit (R$)'), '-5');
    expect(within(weekly).getByLabelText('New weekly deposit limit (R$)')).toHaveValue('-5');
    await userEvent.click(within(weekly).getByRole('button', { name: 'Save' }));
    expect(within(weekly).getByLabelText('New weekly deposit limit (R$)')).toHaveAccessibleDescription('Enter an amount in reais, such as 50 or 1.500,00.');
    expect(within(weekly).queryByText('Limit saved.')).toBeNull();
    expect(api.callsTo('PUT user/responsible-gambling/limits')).toHaveLength(1);
  });

  it('hands the focus to the field once the removal shows pending and its Remove button is gone', async () => {
    logIn();
    const removing = overview({ limits: [limit('deposit', 'day', { amount: 50, used: 20, remaining: 30 }), ...overview().limits.slice(1)] });
    const removed = overview({
      limits: [
        limit('deposit', 'day', { amount: 50, used: 20, remaining: 30, pending_removal: true, pending_from: '2026-11-23T12:00:00.000Z' }),
        ...overview().limits.slice(1),
      ],
    });
    const api = mockApi({
      'GET user/responsible-gambling': [() => json(200, removing), () => json(200, removed)],
      'PUT user/responsible-gambling/limits': () => json(200, { success: true, message: 'The limit is removed after the cool-down.', ...removed }),
    });
    await renderAccount(<RgTools />);
    const daily = (await screen.findByRole('heading', { name: 'Daily deposit limit' })).closest('form')!;
    await userEvent.click(within(daily).getByRole('button', { name: 'Remove the daily deposit limit' }));

    expect(await within(daily).findByText(/^Removed from/)).toBeInTheDocument();
    expect(within(daily).queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(within(daily).getByLabelText('New daily deposit limit (R$)')).toHaveFocus();
    expect(JSON.parse(api.callsTo('PUT user/responsible-gambling/limits')[0]!.body)).toEqual({ kind: 'deposit', period: 'day', amount: null });
  });

  it('during a break says limits can only be lowered, and offers no Remove', async () => {
    logIn();
    const exclusion = { kind: 'break' as const, starts_at: '2026-11-22T12:00:00.000Z', ends_at: '2026-11-23T12:00:00.000Z' };
    mockApi({ 'GET user/responsible-gambling': () => json(200, overview({ exclusion })) });
    await renderAccount(<RgTools />);
    const daily = (await screen.findByRole('heading', { name: 'Daily deposit limit' })).closest('form')!;
    expect(
      screen.getByText('During a break or self-exclusion limits can only be lowered: raising or removing them is possible again once it ends.'),
    ).toBeInTheDocument();
    expect(within(daily).queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(screen.queryByText(/a higher limit or a removal applies after/i)).toBeNull();
    expect(within(daily).getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('refuses an amount above the API’s largest before sending, and shows the server’s amount error under the field', async () => {
    logIn();
    const api = mockApi({
      'GET user/responsible-gambling': () => json(200, overview()),
      'PUT user/responsible-gambling/limits': () =>
        json(400, {
          success: false,
          message_key: 'validation.invalid',
          message: 'Check the highlighted fields.',
          errors: { amount: ['Enter an amount above zero.'] },
        }),
    });
    await renderAccount(<RgTools />);
    const weekly = (await screen.findByRole('heading', { name: 'Weekly deposit limit' })).closest('form')!;
    const amount = within(weekly).getByLabelText('New weekly deposit limit (R$)');
    await userEvent.type(amount, '1000000000000{Enter}');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription(/^Enter at most R\$\s999\.999\.999\.999,99\.$/);
    expect(amount).toHaveFocus();
    expect(api.callsTo('PUT user/responsible-gambling/limits')).toHaveLength(0);

    // The largest goes out. Should the server still refuse the amount, its word lands under the field, not above it.
    await userEvent.clear(amount);
    await userEvent.type(amount, '999999999999,99');
    await userEvent.click(within(weekly).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(amount).toHaveAccessibleDescription('Enter an amount above zero.'));
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveFocus();
    expect(within(weekly).queryByRole('alert')).not.toBeInTheDocument();
    expect(JSON.parse(api.callsTo('PUT user/responsible-gambling/limits')[0]!.body)).toMatchObject({ amount: 999_999_999_999.99 });
  });

  it('says the tools’ refusals again in the language picked after them', async () => {
    logIn();
    const withDaily = overview({ limits: [limit('deposit', 'day', { amount: 50, used: 20, remaining: 30 }), ...overview().limits.slice(1)] });
    mockApi({
      'GET user/responsible-gambling': () => json(200, withDaily),
      'PUT user/responsible-gambling/limits': [
        () =>
          json(400, {
            success: false,
            message_key: 'validation.invalid',
            message: 'Verifique os campos destacados.',
            errors: { amount: ['Informe um valor maior que zero.'] },
          }),
        () =>
          json(403, {
            success: false,
            message_key: 'rg.errors.noLooseningWhileExcluded',
            message: 'Durante uma pausa ou autoexclusão, não é possível aumentar nem remover limites; ainda é possível reduzi-los.',
          }),
      ],
      'PUT user/responsible-gambling/reality-check': () =>
        json(422, {
          success: false,
          message_key: 'rg.errors.realityCheckTooShort',
          message: 'O lembrete de sessão deve ser de no mínimo 30 minutos.',
          translation_params: { min: 30 },
        }),
      'POST user/responsible-gambling/break': () =>
        json(422, { success: false, message_key: 'rg.errors.wouldShorten', message: 'Uma pausa ou autoexclusão em vigor não pode ser encurtada.' }),
    });
    await renderAccount(<RgTools />, { language: 'pt-BR' });

    // The amount's refusal under its field; the daily limit's removal refused above its form.
    const weekly = (await screen.findByRole('heading', { name: 'Limite semanal de depósito' })).closest('form')!;
    const amount = within(weekly).getByLabelText('Novo limite semanal de depósito (R$)');
    await userEvent.type(amount, '50{Enter}');
    await vi.waitFor(() => expect(amount).toHaveAccessibleDescription('Informe um valor maior que zero.'));
    const daily = screen.getByRole('heading', { name: 'Limite diário de depósito' }).closest('form')!;
    await userEvent.click(within(daily).getByRole('button', { name: 'Remover o limite diário de depósito' }));
    expect(await within(daily).findByRole('alert')).toHaveTextContent('não é possível aumentar nem remover limites');

    const reminder = screen.getByRole('combobox', { name: 'Lembrar-me' }).closest('section')!;
    await userEvent.selectOptions(within(reminder).getByRole('combobox'), '45');
    await userEvent.click(within(reminder).getByRole('button', { name: 'Salvar' }));
    expect(await within(reminder).findByRole('alert')).toHaveTextContent('O lembrete de sessão deve ser de no mínimo 30 minutos.');

    await userEvent.click(screen.getByRole('button', { name: 'Fazer uma pausa' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByLabelText('Entendo que não posso desfazer isto.'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Começar a pausa' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Uma pausa ou autoexclusão em vigor não pode ser encurtada.');

    await act(() => changeLanguage('en'));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('A break or self-exclusion in force cannot be shortened.');
    // Behind the open dialog, read as text: the page under a modal is hidden from the accessibility tree.
    expect(amount).toHaveAccessibleDescription('Enter an amount above zero.');
    expect(daily).toHaveTextContent('During a break or self-exclusion you cannot raise or remove limits');
    expect(reminder).toHaveTextContent('The session reminder must be at least 30 minutes.');
  });

  it('says the saved limit’s and reminder’s notices again in the language picked after them', async () => {
    logIn();
    mockApi({
      'GET user/responsible-gambling': () => json(200, overview()),
      'PUT user/responsible-gambling/limits': () =>
        json(200, {
          success: true,
          message_key: 'rg.limitPending',
          message: 'Pedido registrado. Um limite maior ou a remoção de um limite só vale depois de 24 horas.',
          ...overview(),
        }),
      'PUT user/responsible-gambling/reality-check': () =>
        json(200, { success: true, message_key: 'rg.realityCheckSaved', message: 'Lembrete de sessão salvo.', ...overview({ reality_check_minutes: 45 }) }),
    });
    await renderAccount(<RgTools />, { language: 'pt-BR' });
    const weekly = (await screen.findByRole('heading', { name: 'Limite semanal de depósito' })).closest('form')!;
    await userEvent.type(within(weekly).getByLabelText('Novo limite semanal de depósito (R$)'), '500{Enter}');
    expect(await within(weekly).findByRole('status')).toHaveTextContent(
      'Pedido registrado. Um limite maior ou a remoção de um limite só vale depois de 24 horas.',
    );
    const reminder = screen.getByRole('combobox', { name: 'Lembrar-me' }).closest('section')!;
    await userEvent.selectOptions(within(reminder).getByRole('combobox'), '45');
    await userEvent.click(within(reminder).getByRole('button', { name: 'Salvar' }));
    expect(await within(reminder).findByRole('status')).toHaveTextContent('Lembrete de sessão salvo.');

    await act(() => changeLanguage('en'));
    expect(within(weekly).getByRole('status')).toHaveTextContent('Request saved. A higher limit, or removing a limit, applies only after 24 hours.');
    expect(within(reminder).getByRole('status')).toHaveTextContent('Session reminder saved.');
  });

  it('says why the tools could not load again in the language picked after it', async () => {
    logIn();
    mockApi({
      'GET user/responsible-gambling': () => json(500, { success: false, message_key: 'unexpectedError', message: 'Algo deu errado. Tente novamente.' }),
    });
    await renderAccount(<RgTools />, { language: 'pt-BR' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Algo deu errado. Tente novamente.');

    await act(() => changeLanguage('en'));
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  });

  it('says there is no connection, rather than that the tools could not load, when the request got no answer', async () => {
    logIn();
    mockApi({
      'GET user/responsible-gambling': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await renderAccount(<RgTools />);
    expect(await screen.findByRole('alert')).toHaveTextContent('No connection. Check your internet and try again.');
  });

  it('sets the reminder interval from the 30-minute minimum', async () => {
    logIn();
    const api = mockApi({
      'GET user/responsible-gambling': () => json(200, overview()),
      'PUT user/responsible-gambling/reality-check': () => json(200, { success: true, message: 'Reminder saved.', ...overview({ reality_check_minutes: 45 }) }),
    });
    await renderAccount(<RgTools />);
    const select = await screen.findByRole('combobox', { name: 'Remind me' });
    expect([...(select as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'Off',
      'Every 30 minutes',
      'Every 45 minutes',
      'Every 60 minutes',
      'Every 90 minutes',
      'Every 120 minutes',
    ]);
    await userEvent.selectOptions(select, '45');
    await userEvent.click(within(select.closest('section')!).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Reminder saved.')).toBeInTheDocument();
    expect(JSON.parse(api.callsTo('PUT user/responsible-gambling/reality-check')[0]!.body)).toEqual({ minutes: 45 });
  });

  it('takes a break only after the box is ticked, then logs out locally', async () => {
    logIn();
    const api = mockApi({
      'GET user/responsible-gambling': () => json(200, overview()),
      'POST user/responsible-gambling/break': () => json(200, { success: true, message: 'Break started.', ...overview() }),
    });
    const forced = vi.fn();
    const off = eventBus.on('force-logout', forced);
    await renderAccount(<RgTools />);
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Length of the break' }), 'days:7');
    await userEvent.click(screen.getByRole('button', { name: 'Take a break' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take a break of 7 days?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start my break' }));
    // The message is the box’s own: tied to it, and the box takes the focus.
    const box = within(dialog).getByLabelText('I understand that I cannot undo this.');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Tick the box to confirm.');
    expect(box).toHaveFocus();
    // A language picked while it shows says it in that language.
    await act(() => changeLanguage('pt-BR'));
    expect(box).toHaveAccessibleDescription('Marque a caixa para confirmar.');
    await act(() => changeLanguage('en'));
    expect(api.callsTo('POST user/responsible-gambling/break')).toHaveLength(0);
    await userEvent.click(box);
    expect(box).not.toHaveAttribute('aria-invalid');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start my break' }));
    await vi.waitFor(() => expect(forced).toHaveBeenCalledWith({ reason: 'excluded' }));
    expect(JSON.parse(api.callsTo('POST user/responsible-gambling/break')[0]!.body)).toEqual({ length: { unit: 'days', value: 7 } });
    off();
  });

  it('offers self-exclusion by the terms’ months or indefinitely', async () => {
    logIn();
    mockApi({ 'GET user/responsible-gambling': () => json(200, overview()) });
    await renderAccount(<RgTools />);
    const select = await screen.findByRole('combobox', { name: 'Length of the self-exclusion' });
    expect([...(select as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      '6 months',
      '12 months',
      '24 months',
      '60 months',
      'Indefinitely',
    ]);
  });

  it('names a limit inside its labels in lower case, as a Brazilian writes it', async () => {
    logIn();
    mockApi({ 'GET user/responsible-gambling': () => json(200, overview()) });
    await renderAccount(<RgTools />, { language: 'pt-BR' });
    const daily = (await screen.findByRole('heading', { name: 'Limite diário de depósito' })).closest('form')!;
    expect(within(daily).getByLabelText('Novo limite diário de depósito (R$)')).toBeInTheDocument();
    expect(within(daily).getByRole('button', { name: 'Remover o limite diário de depósito' })).toHaveTextContent('Remover limite');
    const lossDaily = screen.getByRole('heading', { name: 'Limite diário de perdas' }).closest('form')!;
    expect(within(lossDaily).getByLabelText('Novo limite diário de perdas (R$)')).toBeInTheDocument();
  });

  it('asks about an indefinite self-exclusion in its own words, not as a length put into the timed sentence', async () => {
    logIn();
    mockApi({ 'GET user/responsible-gambling': () => json(200, overview()) });
    await renderAccount(<RgTools />, { language: 'pt-BR' });
    const select = await screen.findByRole('combobox', { name: 'Duração da autoexclusão' });
    await userEvent.click(screen.getByRole('button', { name: 'Autoexcluir-me' }));
    let dialog = await screen.findByRole('dialog', { name: 'Autoexcluir-se por 6 meses?' });
    expect(within(dialog).getByText(/^A sua conta fica fechada para apostas por 6 meses a partir de agora\./)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));

    await userEvent.selectOptions(select, 'indefinite');
    await userEvent.click(screen.getByRole('button', { name: 'Autoexcluir-me' }));
    dialog = await screen.findByRole('dialog', { name: 'Autoexcluir-se por tempo indeterminado?' });
    expect(within(dialog).getByText(/^A sua conta fica fechada para apostas por tempo indeterminado a partir de agora\./)).toBeInTheDocument();
  });

  it('says the same in English and Turkish', async () => {
    logIn();
    mockApi({ 'GET user/responsible-gambling': () => json(200, overview()) });
    await renderAccount(<RgTools />, { language: 'tr' });
    const weekly = (await screen.findByRole('heading', { name: 'Haftalık kayıp limiti' })).closest('form')!;
    expect(within(weekly).getByLabelText('Yeni haftalık kayıp limiti (R$)')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kendini dışlama süresi' }), 'indefinite');
    await userEvent.click(screen.getByRole('button', { name: 'Kendimi dışla' }));
    expect(await screen.findByRole('dialog', { name: 'Kendinizi süresiz olarak dışlamak istiyor musunuz?' })).toBeInTheDocument();
    cleanup();

    await renderAccount(<RgTools />, { language: 'en' });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Length of the self-exclusion' }), 'months:12');
    await userEvent.click(screen.getByRole('button', { name: 'Exclude myself' }));
    const dialog = await screen.findByRole('dialog', { name: 'Self-exclude for 12 months?' });
    expect(within(dialog).getByText(/^Your account is closed to gambling for 12 months starting now\./)).toBeInTheDocument();
  });
});
