import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Language } from '@palpite/shared';
import type { MatchDetail } from '../../lib/types.ts';
import { matchDetail, renderSports } from '../../testing/sports-testing.tsx';
import { MatchHeader } from './MatchHeader.tsx';

async function renderHeader(match: MatchDetail, language: Language) {
  await renderSports(<MatchHeader match={match} />, { language });
  return screen.getByRole('region', { name: /./ });
}

/** The line under the score where the clock and the status read. */
const statusLineOf = (status: string) => screen.getByText(status).closest('p')!;

const HALF_TIME = matchDetail({
  live: true,
  status: 'Halftime',
  score: { home: 1, away: 0 },
  clock: { display: 'HT', period: 1, minute: 45, seconds_left: null },
});
const SHOOTOUT = matchDetail({
  live: true,
  status: 'Penalty Shootout',
  score: { home: 2, away: 2 },
  clock: { display: 'PEN', period: 5, minute: 120, seconds_left: null },
});
/** 1–1 after 90 minutes, 2–1 in the 104th. */
const IN_EXTRA_TIME = matchDetail({
  live: true,
  status: 'Extra Time',
  minute: 104,
  score: { home: 2, away: 1 },
  clock: { display: "104'", period: 3, minute: 104, seconds_left: null },
  periods: [
    { key: '1h', home: 1, away: 0 },
    { key: '2h', home: 0, away: 1 },
    { key: 'et', home: 1, away: 0 },
  ],
});

describe('the match header’s status reads each state once', () => {
  for (const [language, halftime, shootout] of [
    ['pt-BR', 'Intervalo', 'Disputa de pênaltis'],
    ['en', 'Halftime', 'Penalty Shootout'],
    ['tr', 'Devre arası', 'Penaltı atışları'],
  ] as const) {
    it(`says half-time and the shootout once in ${language}`, async () => {
      await renderHeader(HALF_TIME, language);
      expect(statusLineOf(halftime)).toHaveTextContent(new RegExp(`^${halftime}$`));
      cleanup();
      await renderHeader(SHOOTOUT, language);
      expect(statusLineOf(shootout)).toHaveTextContent(new RegExp(`^${shootout}$`));
    });
  }

  it('does not say “Live” twice for a basketball game in play: the badge says it', async () => {
    const summary = await renderHeader(
      matchDetail({ sport: 'basketball', live: true, status: 'Live', clock: { display: 'Q3 05:12', period: 3, minute: 312, seconds_left: 312 } }),
      'en',
    );
    expect(summary.textContent?.split('Live')).toHaveLength(2);
    expect(summary).toHaveTextContent('Q3 05:12');
  });
});

describe('the match header during and after extra time', () => {
  for (const [language, during, after] of [
    ['pt-BR', '90 minutos: 1–1', 'Após a prorrogação · 90 minutos: 1–1'],
    ['en', '90 minutes: 1–1', 'After extra time · 90 minutes: 1–1'],
    ['tr', '90 dakika: 1–1', 'Uzatmalar sonunda · 90 dakika: 1–1'],
  ] as const) {
    it(`shows the 90 minutes’ score in extra time without “after extra time” until it is over (${language})`, async () => {
      const summary = await renderHeader(IN_EXTRA_TIME, language);
      expect(summary).toHaveTextContent(during);
      expect(summary).not.toHaveTextContent(after);
      cleanup();
      const stopped = await renderHeader({ ...IN_EXTRA_TIME, status: 'Interrupted' }, language);
      expect(stopped).not.toHaveTextContent(after);
      cleanup();
      const finished = await renderHeader({ ...IN_EXTRA_TIME, live: false, status: 'Finished' }, language);
      expect(finished).toHaveTextContent(after);
    });
  }
});
