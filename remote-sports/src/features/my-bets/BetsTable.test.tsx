import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Language } from '@palpite/shared';
import { placedBet, renderSports } from '../../testing/sports-testing.tsx';
import type { Bet } from './api/get-bets.ts';
import { BetsTable } from './BetsTable.tsx';

// Local times, so the expected texts hold in any time zone.
const PLACED = new Date(2026, 10, 28, 0, 36).toISOString();

const BET: Bet = placedBet({ date: PLACED });

async function renderBets(language: Language) {
  await renderSports(<BetsTable caption="Bets" bets={[BET]} refreshing={false} />, { language });
  return screen.getByRole('table');
}

describe('my bets dates', () => {
  it.each([
    ['pt-BR', '28 de nov. de 2026 00:36', '29 de nov. de 2026 16:00'],
    ['en', 'Nov 28, 2026 12:36 AM', 'Nov 29, 2026 4:00 PM'],
  ] as const)('reads in %s as the wallet and the account show dates (day, short month, year, then the time)', async (language, placed, kickOff) => {
    const table = await renderBets(language);
    const row = within(table).getAllByRole('row')[1]!;
    const date = within(row).getAllByRole('cell')[1]!;
    expect(date).toHaveTextContent(placed);
    expect(date.querySelector('time')).toHaveAttribute('datetime', PLACED);

    await userEvent.click(within(row).getByRole('button', { expanded: false }));
    const legs = within(table).getByRole('list');
    expect(legs).toHaveTextContent(kickOff);
  });
});

describe('my bets amounts', () => {
  it('shows what came back of a half-lost bet under its Lost badge, and the payout of a won one', async () => {
    const halfLost: Bet = { ...BET, id: 78, status: 'rejected', payout: 5, settled_at: PLACED };
    const lost: Bet = { ...BET, id: 79, status: 'rejected', payout: 0, settled_at: PLACED };
    const won: Bet = { ...BET, id: 80, status: 'approved', payout: 21, settled_at: PLACED };
    await renderSports(<BetsTable caption="Bets" bets={[halfLost, lost, won]} refreshing={false} />, { language: 'en' });
    const [, halfLostRow, lostRow, wonRow] = screen.getAllByRole('row');
    const statusOf = (row: HTMLElement) => within(row).getAllByRole('cell')[5]!;
    expect(statusOf(halfLostRow!)).toHaveTextContent('LostR$ 5,00 returned');
    expect(statusOf(lostRow!)).toHaveTextContent(/^Lost$/);
    expect(statusOf(wonRow!)).toHaveTextContent(/^Won$/);
    expect(within(wonRow!).getAllByRole('cell')[4]).toHaveTextContent('R$ 21,00');
  });

  it('shows a void bet with its stake returned and no win still to come', async () => {
    const voided: Bet = { ...BET, id: 81, status: 'void', payout: 10, settled_at: PLACED };
    await renderSports(<BetsTable caption="Bets" bets={[voided]} refreshing={false} />, { language: 'en' });
    const cells = within(screen.getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells[4]).toHaveTextContent(/^—$/);
    expect(cells[5]).toHaveTextContent('R$ 10,00 returned');
  });
});

describe('my bets live legs', () => {
  it('says the score a live bet was taken at, and that an in-play handicap counted from it', async () => {
    const [leg] = BET.selections;
    const finished = { ...leg!.match, status: 'Finished', score: { home: 2, away: 1 } };
    const live: Bet = placedBet({
      id: 90,
      type: 'live',
      kind: 'accumulator',
      selections: [
        { ...leg!, match: finished, score_at_bet: { home: 1, away: 0 } },
        {
          ...leg!,
          selection_id: 100201,
          match: { ...finished, id: 1002 },
          market: 'ft:asian-handicap:0',
          selection: 'home',
          score_at_bet: { home: 1, away: 0 },
        },
      ],
    });
    await renderSports(<BetsTable caption="Bets" bets={[live]} refreshing={false} />, { language: 'en' });
    await userEvent.click(screen.getByRole('button', { expanded: false }));
    const [result, handicap] = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(result).toHaveTextContent('Live bet, placed at 1–0');
    expect(handicap).toHaveTextContent('In play: only goals from 1–0 on count');
    expect(handicap).toHaveTextContent('Finished · 2–1');
  });

  it('gives a match decided in extra time its 90 minutes’ score too, the one its markets settled on', async () => {
    const [leg] = BET.selections;
    const afterExtraTime = { ...leg!.match, status: 'Finished', score: { home: 2, away: 0 }, regular_time_score: { home: 0, away: 0 } };
    await renderSports(<BetsTable caption="Bets" bets={[placedBet({ id: 91, selections: [{ ...leg!, match: afterExtraTime }] })]} refreshing={false} />, {
      language: 'en',
    });
    await userEvent.click(screen.getByRole('button', { expanded: false }));
    expect(within(screen.getByRole('list')).getByRole('listitem')).toHaveTextContent('Finished · 2–0 (90 minutes: 0–0)');
  });
});

describe('my bets matches never played', () => {
  it.each([
    ['en', 'Cancelled', 'Postponed'],
    ['pt-BR', 'Cancelado', 'Adiado'],
    ['tr', 'İptal edildi', 'Ertelendi'],
  ] as const)('says in %s that a match was called off instead of giving it a 0–0 score', async (language, cancelled, postponed) => {
    const [leg] = BET.selections;
    const calledOff: Bet = placedBet({
      id: 92,
      kind: 'accumulator',
      status: 'void',
      selections: [
        { ...leg!, match: { ...leg!.match, status: 'Cancelled', score: null } },
        { ...leg!, selection_id: 100201, match: { ...leg!.match, id: 1002, status: 'Postponed', score: null } },
      ],
    });
    await renderSports(<BetsTable caption="Bets" bets={[calledOff]} refreshing={false} />, { language });
    await userEvent.click(screen.getByRole('button', { expanded: false }));
    const [first, second] = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(first).toHaveTextContent(cancelled);
    expect(second).toHaveTextContent(postponed);
    for (const item of [first, second]) expect(item).not.toHaveTextContent(/\d+–\d+/);
  });
});
