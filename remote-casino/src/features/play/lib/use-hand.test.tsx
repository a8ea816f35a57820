import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi, renderWithPlatform } from '@palpite/shared/testing';
import { countUserRefreshes, lostAnswer } from '../../../testing/casino-testing.tsx';
import { casinoGameTexts, casinoLocales } from '../../../locales/index.ts';
import { usePlayBalance } from './use-play-balance.ts';
import { usePlayFailureText } from './use-error-message.ts';
import { onRoundPlayed } from './round-played.ts';
import { useHand } from './use-hand.ts';

const NETWORK_ERROR = 'No connection. Check your internet and try again.';
const LOST_HAND =
  "We did not get the hand's confirmation. If it was dealt, it is on the table for you to finish; the same bet placed again is not charged twice.";

interface TestHand {
  id: number;
  mode: 'real' | 'demo';
  status: 'open' | 'settled';
}

/** A real-money blackjack table reduced to its deal button, the hand on it and its error. */
function Table() {
  const balance = usePlayBalance('real');
  const session = useHand<TestHand>('blackjack', 'real', balance);
  const textOf = usePlayFailureText();
  return (
    <>
      <button type="button" disabled={session.busy || session.resuming} onClick={() => void session.deal(5)}>
        Deal
      </button>
      <button
        type="button"
        onClick={() => void session.act(async () => ({ hand: { id: 31, mode: 'real', status: 'settled' }, balance: { cash: 110, bonus: 0 } }))}
      >
        Stand
      </button>
      {session.hand ? <p>Hand {session.hand.id}</p> : null}
      {session.error ? <p role="alert">{textOf(session.error)}</p> : null}
    </>
  );
}

const player = countUserRefreshes();

describe('useHand', () => {
  it('a deal whose answer was lost says the hand may have been dealt, reads the balance again and puts the dealt hand on the table', async () => {
    mockApi({
      'GET games/blackjack/hands/current': [() => json(200, { hand: null }), () => json(200, { hand: { id: 31, mode: 'real', status: 'open' } })],
      'POST games/blackjack/hands': lostAnswer,
    });
    await renderWithPlatform(<Table />, { namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] } });
    const deal = await screen.findByRole('button', { name: 'Deal' });
    await waitFor(() => expect(deal).toBeEnabled());
    await userEvent.click(deal);
    expect(await screen.findByRole('alert')).toHaveTextContent(LOST_HAND);
    expect(screen.queryByText(NETWORK_ERROR)).toBeNull();
    expect(await screen.findByText('Hand 31')).toBeInTheDocument();
    expect(player.refreshes).toHaveBeenCalledTimes(1);
  });

  it('after the lost deal’s hand is found, the next deal at the same stake is a new hand, under a new key', async () => {
    const api = mockApi({
      'GET games/blackjack/hands/current': [() => json(200, { hand: null }), () => json(200, { hand: { id: 31, mode: 'real', status: 'open' } })],
      'POST games/blackjack/hands': [lostAnswer, () => json(201, { hand: { id: 32, mode: 'real', status: 'open' }, balance: { cash: 95, bonus: 0 } })],
    });
    await renderWithPlatform(<Table />, { namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] } });
    const deal = await screen.findByRole('button', { name: 'Deal' });
    await waitFor(() => expect(deal).toBeEnabled());
    await userEvent.click(deal);
    expect(await screen.findByText('Hand 31')).toBeInTheDocument();
    await waitFor(() => expect(deal).toBeEnabled());
    await userEvent.click(deal);
    expect(await screen.findByText('Hand 32')).toBeInTheDocument();
    const keys = api.callsTo('POST games/blackjack/hands').map((call) => call.request.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('a move that ends the hand tells the page a round was played, so the rounds list shows it ended', async () => {
    mockApi({ 'GET games/blackjack/hands/current': () => json(200, { hand: { id: 31, mode: 'real', status: 'open' } }) });
    let announced = 0;
    const stopListening = onRoundPlayed(() => {
      announced += 1;
    });
    try {
      await renderWithPlatform(<Table />, { namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] } });
      expect(await screen.findByText('Hand 31')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Stand' }));
      await waitFor(() => expect(announced).toBe(1));
    } finally {
      stopListening();
    }
  });
});
