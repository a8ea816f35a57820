import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '@palpite/shared';
import { json, mockApi, renderWithPlatform } from '@palpite/shared/testing';
import { countUserRefreshes, lostAnswer } from '../../../testing/casino-testing.tsx';
import { casinoGameTexts, casinoLocales } from '../../../locales/index.ts';
import { usePlayBalance } from './use-play-balance.ts';
import { usePlayFailureText } from './use-error-message.ts';
import { usePlayRound } from './use-play-round.ts';

const NETWORK_ERROR = 'No connection. Check your internet and try again.';
const LOST_ROUND = "We did not get the round's confirmation; your balance shows the result. The same bet played again is not charged twice.";

/** One real-money round of the game `sete`, played by a button, with its error shown as the stage does. */
function Round() {
  const balance = usePlayBalance('real');
  const round = usePlayRound<unknown>('sete', 'real', balance);
  const textOf = usePlayFailureText();
  return (
    <>
      <button type="button" disabled={round.busy} onClick={() => void round.play({ stake: 1 })}>
        Play
      </button>
      {round.error ? <p role="alert">{textOf(round.error)}</p> : null}
    </>
  );
}

const renderRound = (language: Language = 'en') =>
  renderWithPlatform(<Round />, { language, namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] } });

const player = countUserRefreshes();

describe('usePlayRound', () => {
  it('a round whose answer was lost says it may have been played, not “no connection”, and reads the balance again', async () => {
    mockApi({ 'POST games/sete/play': lostAnswer });
    await renderRound();
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(LOST_ROUND);
    expect(screen.queryByText(NETWORK_ERROR)).toBeNull();
    expect(player.refreshes).toHaveBeenCalledTimes(1);
  });

  it('says it in the player’s language', async () => {
    mockApi({ 'POST games/sete/play': lostAnswer });
    await renderRound('pt-BR');
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não recebemos a confirmação da rodada; seu saldo mostra o resultado. A mesma aposta jogada de novo não é cobrada duas vezes.',
    );
  });

  it('a refusal shows the API’s own message and asks for no balance read', async () => {
    mockApi({
      'POST games/sete/play': [
        lostAnswer,
        () =>
          json(422, {
            success: false,
            message_key: 'casino.errors.insufficientBalance',
            message: 'Saldo insuficiente: você tem R$ 0,50 para uma aposta de R$ 1,00.',
            translation_params: { balance: 'R$ 0,50', stake: 'R$ 1,00' },
          }),
      ],
    });
    await renderRound();
    const play = screen.getByRole('button', { name: 'Play' });
    await userEvent.click(play);
    expect(await screen.findByRole('alert')).toHaveTextContent(LOST_ROUND);
    await waitFor(() => expect(play).toBeEnabled());

    await userEvent.click(play);
    expect(await screen.findByText('Insufficient balance: you have R$ 0,50 for a stake of R$ 1,00.')).toBeInTheDocument();
    expect(screen.queryByText(LOST_ROUND)).toBeNull();
    expect(player.refreshes).toHaveBeenCalledTimes(1);
  });
});
