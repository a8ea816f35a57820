/**
 * The answer to Place Bet shows 5 s (spec §4): a player who switches the language meanwhile must
 * read it in the new language, like the rest of the slip, not in the one it first showed in.
 */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, modalsAtom, palpiteStore } from '@palpite/shared';
import { addToSlip, resetSlipState, setSlipVisible } from '../../lib/bet-slip/slip-state.ts';
import { json, logIn, logOut, mockApi, overSelection, renderSports, slipSelection } from '../../testing/sports-testing.tsx';
import BetSlipWidget from './BetSlipWidget.tsx';

/** The morning before the fixtures' kick-off: their pre-match picks can still be placed. */
const BEFORE_KICK_OFF = new Date('2026-11-22T12:00:00.000Z');

beforeEach(() => {
  vi.useFakeTimers({ now: BEFORE_KICK_OFF, shouldAdvanceTime: true });
  localStorage.clear();
  resetSlipState();
  addToSlip(slipSelection());
  addToSlip(overSelection());
  setSlipVisible(true);
  logIn();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  logOut();
  palpiteStore.set(modalsAtom, { type: 'closeAll' });
});

/** Opens the slip in pt-BR and places it with a stake of 10 (Enter in the stake field). */
async function placeInPortuguese() {
  await renderSports(<BetSlipWidget />, { language: 'pt-BR' });
  await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).type(screen.getByLabelText('Valor da aposta'), '10{Enter}');
}

/** The message, as shown in each language in turn, switched to while it shows. */
async function expectWordedIn(texts: { 'pt-BR': string; en: string; tr: string }) {
  expect(await screen.findByText(texts['pt-BR'])).toBeInTheDocument();
  await act(() => changeLanguage('en'));
  expect(screen.getByText(texts.en)).toBeInTheDocument();
  expect(screen.queryByText(texts['pt-BR'])).toBeNull();
  await act(() => changeLanguage('tr'));
  expect(screen.getByText(texts.tr)).toBeInTheDocument();
  expect(screen.queryByText(texts.en)).toBeNull();
}

describe('the slip’s answer to Place Bet after a switch of language', () => {
  it('re-words a refusal the server gave a key for, with its values', async () => {
    mockApi({
      'POST user/bet': () =>
        json(409, {
          success: false,
          translation_key: 'bets.oddsChanged',
          message_key: 'bets.oddsChanged',
          translation_params: { old: '2.10', new: '2.25' },
          message: 'As odds mudaram (2.10 → 2.25). Aceite as mudanças de odds para continuar.',
        }),
    });
    await placeInPortuguese();
    await expectWordedIn({
      'pt-BR': 'As odds mudaram (2.10 → 2.25). Aceite as mudanças de odds para continuar.',
      en: 'Odds changed (2.10 → 2.25). Accept odds changes to proceed.',
      tr: 'Oranlar değişti (2.10 → 2.25). Devam etmek için oran değişikliklerini kabul edin.',
    });
  });

  it('re-words the success, with the odds the bet was placed at', async () => {
    mockApi({
      'POST user/bet': () =>
        json(201, {
          success: true,
          translation_key: 'bets.placedAtNewOdds',
          translation_params: { odds: '7.26' },
          message: 'As odds mudaram: sua aposta foi feita com as novas odds (7.26).',
          bet: { id: 56, total_odds: 7.26, potential_win: 72.6 },
        }),
    });
    await placeInPortuguese();
    await expectWordedIn({
      'pt-BR': 'As odds mudaram: sua aposta foi feita com as novas odds (7.26).',
      en: 'Odds changed: your bet was placed at the new odds (7.26).',
      tr: 'Oranlar değişti: bahsiniz yeni oranlarla (7.26) alındı.',
    });
  });

  it('re-words the slip’s own message when no answer came', async () => {
    mockApi({
      'POST user/bet': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await placeInPortuguese();
    await expectWordedIn({
      'pt-BR': 'Não recebemos a confirmação da sua aposta. Ao apostar de novo, conferimos antes se ela foi aceita: nada é apostado duas vezes.',
      en: "We did not get your bet's confirmation. When you bet again, we first check whether it was placed: nothing is bet twice.",
      tr: 'Bahsinizin onayını alamadık. Yeniden bahis yaptığınızda önce alınıp alınmadığını kontrol ederiz: hiçbir bahis iki kez yapılmaz.',
    });
  });

  it('re-words the fallback of a refusal that carried neither a known key nor words', async () => {
    mockApi({ 'POST user/bet': () => json(200, { success: false }) });
    await placeInPortuguese();
    await expectWordedIn({ 'pt-BR': 'Não foi possível fazer a aposta.', en: 'Bet placement failed.', tr: 'Bahis yapılamadı.' });
  });
});
