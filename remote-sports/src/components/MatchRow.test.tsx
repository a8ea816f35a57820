import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installFakeRealtime } from '../testing/fake-realtime.ts';
import { matchRow, matchUpdate, renderSports } from '../testing/sports-testing.tsx';
import { MatchRow } from './MatchRow.tsx';

const INTERRUPTED = matchRow({ id: 701, live: true, status: 'Interrupted', minute: 10, period: 1, clock: "10'", home: 'Santos FC', away: 'Ceará SC' });

async function renderRow(row = INTERRUPTED, language: 'en' | 'pt-BR' | 'tr' = 'en') {
  await renderSports(
    <ul>
      <MatchRow row={row} />
    </ul>,
    { language },
  );
  return screen.getByText(row.home).closest('li[data-match-id]')!;
}

describe('a match row stopped in play', () => {
  for (const [language, interrupted, suspended] of [
    ['en', 'Interrupted', 'Suspended'],
    ['pt-BR', 'Interrompido', 'Suspenso'],
    ['tr', 'Durduruldu', 'Askıya alındı'],
  ] as const) {
    it(`says in ${language} that play is interrupted or suspended, not a running minute`, async () => {
      const row = await renderRow(INTERRUPTED, language);
      expect(row).toHaveTextContent(interrupted);
      expect(row).not.toHaveTextContent("10'");
      const stopped = await renderRow(matchRow({ ...INTERRUPTED, id: 702, home: 'Bahia', status: 'Suspended', minute: 71, clock: "71'" }), language);
      expect(stopped).toHaveTextContent(suspended);
      expect(stopped).not.toHaveTextContent("71'");
    });
  }
});

describe('a match row following its match', () => {
  let realtime: ReturnType<typeof installFakeRealtime>;
  beforeEach(() => {
    realtime = installFakeRealtime();
  });
  afterEach(() => realtime.uninstall());

  it('shows its minute again once play resumes', async () => {
    const row = await renderRow();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    act(() =>
      realtime.publish('public:match.701', 'match-update', matchUpdate({ id: 701, status: '1st Half', live: true, minute: 12, period: 1, clock: "12'" })),
    );
    expect(row).toHaveTextContent("12'");
    expect(row).not.toHaveTextContent('Interrupted');
  });

  it('goes live at its kick-off, heard on the live list’s channel before it has a channel of its own', async () => {
    const row = await renderRow(matchRow({ id: 703, home: 'Bahia', away: 'Vitória', prematch_closes_at: '2026-11-23T00:25:00.000Z' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(realtime.listening('public:match.703', 'match-update')).toBe(false);
    // The end of another match, or this one's status before kick-off, is not a kick-off.
    act(() => realtime.publish('public:sports.live', 'match-update', matchUpdate({ id: 703, status: 'Delayed', live: false })));
    expect(row).not.toHaveTextContent('Live');

    act(() =>
      realtime.publish(
        'public:sports.live',
        'match-update',
        matchUpdate({
          id: 703,
          status: '1st Half',
          live: true,
          minute: 1,
          period: 1,
          clock: "1'",
          starts_at: '2026-11-23T00:30:00.000Z',
          prematch_closes_at: null,
        }),
      ),
    );
    expect(row).toHaveTextContent(/Live1'/);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(realtime.listening('public:match.703', 'match-update')).toBe(true);
    expect(realtime.listening('public:sports.live', 'match-update')).toBe(false);
  });
});
