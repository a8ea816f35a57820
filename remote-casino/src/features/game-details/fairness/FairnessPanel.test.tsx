import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { changeLanguage } from '@palpite/shared';
import userEvent from '@testing-library/user-event';
import { json, logIn, logOut, mockApi, renderWithPlatform } from '@palpite/shared/testing';
import { casinoGameTexts, casinoLocales } from '../../../locales/index.ts';
import { diceGame } from '../../../testing/casino-testing.tsx';
import { GameStage } from '../GameStage.tsx';
import { FairnessPanel } from './FairnessPanel.tsx';

const DICE = diceGame();

const ROUND = {
  id: 1,
  mode: 'demo',
  status: 'settled',
  stake: 1,
  payout: 0,
  returned: 0,
  profit: -1,
  bet: { stake: 1, target: 50, direction: 'over' },
  outcome: { roll: 12.34, multiplier: 0 },
  free_spin_campaign_id: null,
  created_at: '2026-11-22T03:45:00.000Z',
};

const pair = (nonce: number) => () => json(200, { server_seed_hash: 'a1b2', client_seed: 'my-seed', nonce, next_server_seed_hash: 'c3d4', previous: null });

/** The panel on its own, as a logged-in player's game page shows it. */
const renderPanel = (language: 'en' | 'pt-BR') =>
  renderWithPlatform(<FairnessPanel onRotated={() => undefined} />, { language, namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] } });

afterEach(() => {
  vi.restoreAllMocks();
  logOut();
});

describe('FairnessPanel', () => {
  it('shows the nonce after each round played on the stage, in demo too (no platform balance moves)', async () => {
    logIn();
    mockApi({
      'GET games/dice': () => json(200, { game: DICE }),
      'GET user/games/demo-balance': () => json(200, { balance: 1000 }),
      'GET user/fairness': [pair(4), pair(5)],
      'POST games/dice/play': () => json(200, { round: ROUND, balance: { demo: 999 }, free_spin: null }),
    });
    await renderWithPlatform(
      <>
        <GameStage uuid="dice" mode="demo" onModeChange={() => undefined} />
        <FairnessPanel onRotated={() => undefined} />
      </>,
      { language: 'en', namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] } },
    );
    const nonce = () => screen.getByText('Nonce').nextElementSibling;
    await screen.findByText('Nonce');
    expect(nonce()).toHaveTextContent(/^4$/);
    await userEvent.click(await screen.findByRole('button', { name: 'Roll' }));
    await screen.findByText('Rolled 12.34', { exact: false });
    await waitFor(() => expect(nonce()).toHaveTextContent(/^5$/));
  });

  it('shows the next server seed’s hash beside the client seed, and the one after it once a new client seed took it', async () => {
    logIn();
    mockApi({
      'GET user/fairness': pair(4),
      'PUT user/fairness/client-seed': () =>
        json(200, {
          current: { server_seed_hash: 'c3d4', client_seed: 'lucky', nonce: 0, next_server_seed_hash: 'e5f6' },
          revealed: { server_seed: 'beef', server_seed_hash: 'a1b2', client_seed: 'my-seed', bets_played: 4, revealed_at: '2026-11-22T03:45:00.000Z' },
        }),
    });
    await renderPanel('en');
    const next = () => screen.getByText('Next server seed (hash)').nextElementSibling;
    const field = await screen.findByRole('textbox', { name: 'Client seed' });
    expect(next()).toHaveTextContent(/^c3d4$/);
    // Typing a seed, the player hears what it will be paired with.
    expect(field).toHaveAccessibleDescription(expect.stringContaining('is paired with this server seed'));

    await userEvent.clear(field);
    await userEvent.type(field, 'lucky');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('New client seed saved', { exact: false });
    // The committed seed is now the current one, and a new one is committed to.
    expect(screen.getAllByText('Server seed hash')[0]!.nextElementSibling).toHaveTextContent(/^c3d4$/);
    expect(next()).toHaveTextContent(/^e5f6$/);
  });

  it('announces a refused client seed as an alert and describes the field by it', async () => {
    logIn();
    const api = mockApi({ 'GET user/fairness': pair(4) });
    await renderPanel('en');
    const field = await screen.findByRole('textbox', { name: 'Client seed' });
    await userEvent.clear(field);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('alert');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(alert.textContent!));
    expect(api.callsTo('PUT user/fairness/client-seed')).toHaveLength(0);

    // A language picked while it shows says it in that language.
    await act(() => changeLanguage('pt-BR'));
    expect(screen.getByRole('alert')).toHaveTextContent('A semente do cliente deve ter de 1 a 64 caracteres, sem caracteres de controle.');
  });
  it('says a refused rotation in the language picked while it shows', async () => {
    logIn();
    mockApi({
      'GET user/fairness': pair(4),
      'POST user/fairness/rotate': () =>
        json(409, { success: false, message_key: 'casino.errors.rotationBlocked', message: 'Termine a mão em andamento antes de trocar suas sementes.' }),
    });
    await renderPanel('pt-BR');
    await userEvent.click(await screen.findByRole('button', { name: 'Trocar sementes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Termine a mão em andamento antes de trocar suas sementes.');

    await act(() => changeLanguage('en'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Finish the hand in progress before changing your seeds.');
  });

  it('keeps the focus on the field or button used to save a seed or rotate the pair, through the call and after it', async () => {
    logIn();
    const rotation = (clientSeed: string, hash: string, nextHash: string) => () =>
      json(200, {
        current: { server_seed_hash: hash, client_seed: clientSeed, nonce: 0, next_server_seed_hash: nextHash },
        revealed: { server_seed: 'beef', server_seed_hash: 'a1b2', client_seed: 'my-seed', bets_played: 4, revealed_at: '2026-11-22T03:45:00.000Z' },
      });
    let answerSave: () => void = () => undefined;
    mockApi({
      'GET user/fairness': pair(4),
      'PUT user/fairness/client-seed': [
        () => new Promise<Response>((resolve) => (answerSave = () => resolve(rotation('lucky', 'c3d4', 'e5f6')()))),
        rotation('luckier', 'e5f6', 'a7b8'),
      ],
      'POST user/fairness/rotate': rotation('fresh', 'a7b8', 'c9d0'),
    });
    await renderPanel('en');
    const user = userEvent.setup();
    const field = await screen.findByRole('textbox', { name: 'Client seed' });
    const save = screen.getByRole('button', { name: 'Save' });

    // Saved by its button: unavailable while the call runs, yet still focused.
    await user.clear(field);
    await user.type(field, 'lucky');
    await user.click(save);
    expect(save).toHaveAttribute('aria-busy', 'true');
    expect(document.activeElement).toBe(save);
    answerSave();
    await screen.findByText('New client seed saved', { exact: false });
    expect(field).toHaveValue('lucky');
    expect(document.activeElement).toBe(save);

    // Saved by Enter in the field: the field keeps the focus.
    await user.clear(field);
    await user.type(field, 'luckier{Enter}');
    await waitFor(() => expect(screen.getAllByText('Server seed hash')[0]!.nextElementSibling).toHaveTextContent(/^e5f6$/));
    expect(field).toHaveValue('luckier');
    expect(document.activeElement).toBe(field);

    const rotate = screen.getByRole('button', { name: 'Rotate seeds' });
    await user.click(rotate);
    await waitFor(() => expect(field).toHaveValue('fresh'));
    expect(document.activeElement).toBe(rotate);
  });

  it('says why Save does nothing while the seed typed is the one in use, and sends nothing', async () => {
    logIn();
    const api = mockApi({ 'GET user/fairness': pair(4) });
    await renderPanel('en');
    const user = userEvent.setup();
    const field = await screen.findByRole('textbox', { name: 'Client seed' });
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toHaveAttribute('aria-disabled', 'true');
    expect(save).toHaveAccessibleDescription('This is already your client seed: type a new one to save it.');
    await user.click(save);
    await user.type(field, '{Enter}');
    expect(api.callsTo('PUT user/fairness/client-seed')).toHaveLength(0);
    await user.type(field, '2');
    expect(save).not.toHaveAttribute('aria-disabled');
    expect(save).not.toHaveAccessibleDescription();
  });
});
