/**
 * Test helpers of the sports remote: render inside the platform with the `sports` texts, players
 * in the store, a fetch mock answering the API by method and path, and match fixtures.
 */
import type { ReactElement } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { expect } from 'vitest';
import type { Language, User } from '@palpite/shared';
import { logIn as sdkLogIn, makeUser as makeSdkUser, renderWithPlatform } from '@palpite/shared/testing';
import { sportsLocales } from '../locales/index.ts';
import type { SlipSelection } from '../lib/bet-slip/slip.ts';
import type { MatchDetail, MatchRow, MatchUpdate } from '../lib/types.ts';
import type { Bet } from '../features/my-bets/api/get-bets.ts';

export function renderSports(ui: ReactElement, { language = 'en', route = '/' }: { language?: Language; route?: string } = {}) {
  return renderWithPlatform(ui, { language, route, namespaces: { sports: sportsLocales } });
}

export { json, logOut, mockApi, type ApiCall } from '@palpite/shared/testing';

/**
 * A button that is off while the page says why, yet focusable (aria-disabled, not disabled): the
 * keyboard focus on it stays when it turns off under it (WCAG 2.4.3).
 */
export function expectOffButFocusable(button: HTMLElement): void {
  expect(button).toHaveAttribute('aria-disabled', 'true');
  expect(button).toBeEnabled();
}

/** The sports remote's player: R$ 500 in cash, no bonus, no address on file. */
export function makeUser(overrides: Partial<User> = {}): User {
  return makeSdkUser({ balance: 500, bonus_balance: 0, address: null, city: null, country: null, birthdate: null, ...overrides });
}

export function logIn(user: User = makeUser()): User {
  return sdkLogIn(user);
}

/** A football match not started, as the list rows and the realtime updates both describe it (fresh objects each time). */
function notStarted() {
  return {
    status: 'Not Started',
    live: false,
    minute: null,
    period: null,
    clock: null,
    score: { home: 0, away: 0 },
    red_cards: { home: 0, away: 0 },
    suspended: false,
  };
}

export function matchRow(overrides: Partial<MatchRow> = {}): MatchRow {
  const id = overrides.id ?? 1001;
  return {
    id,
    sport: 'football',
    league: { id: 'bra-serie-a', name: 'Brasileirão Série A', country: 'Brazil', country_code: 'BR' },
    home: 'CR Flamengo',
    away: 'SE Palmeiras',
    starts_at: '2026-11-23T00:30:00.000Z',
    ...notStarted(),
    main_market: {
      id: id * 10,
      key: 'ft:match-result',
      status: 'open',
      selections: [
        { id: id * 100 + 1, key: '1', price: 2.1, status: 'active' },
        { id: id * 100 + 2, key: 'X', price: 3.3, status: 'active' },
        { id: id * 100 + 3, key: '2', price: 3.6, status: 'active' },
      ],
    },
    markets_count: 24,
    ...overrides,
  };
}

/** A cup tie 1–1 after 90 minutes, 2–2 after extra time, decided 3–4 on penalties: its final score, penalties and periods. */
export const DECIDED_ON_PENALTIES = {
  score: { home: 2, away: 2 },
  ht_score: { home: 0, away: 0 },
  penalties: { home: 3, away: 4 },
  periods: [
    { key: '1h', home: 0, away: 0 },
    { key: '2h', home: 1, away: 1 },
    { key: 'et', home: 1, away: 1 },
    { key: 'pen', home: 3, away: 4 },
  ],
};

export function matchDetail(overrides: Partial<MatchDetail> = {}): MatchDetail {
  const row = matchRow({ id: overrides.id ?? 4242 });
  return {
    ...row,
    league: { ...row.league, country_code: 'BR' },
    time: row.starts_at,
    referee: 'Anderson Daronco',
    venue: 'Maracanã',
    ht_score: null,
    penalties: null,
    clock: { display: null, period: null, minute: null, seconds_left: null },
    suspended_until: null,
    periods: [],
    version: 3,
    groups: [
      { key: 'main', markets: [{ ...row.main_market!, kind: 'match-result', line: null, in_play: false }] },
      {
        key: 'goals',
        markets: [
          {
            id: row.id * 10 + 1,
            key: 'ft:total:2.5',
            kind: 'total',
            line: 2.5,
            status: 'open',
            in_play: false,
            selections: [
              { id: row.id * 100 + 11, key: 'over', price: 1.95, status: 'active' },
              { id: row.id * 100 + 12, key: 'under', price: 1.85, status: 'active' },
            ],
          },
        ],
      },
    ],
    ...overrides,
  };
}

/** A realtime `match-update` of a football match not started (the API's `matchUpdateView`). */
export function matchUpdate(overrides: Partial<MatchUpdate> = {}): MatchUpdate {
  return {
    id: 1001,
    sport: 'football',
    league_id: 'bra-serie-a',
    ...notStarted(),
    ht_score: null,
    penalties: null,
    periods: [],
    suspended_until: null,
    version: 4,
    ...overrides,
  };
}

export function slipSelection(overrides: Partial<SlipSelection> = {}): SlipSelection {
  const selectionId = overrides.selection_id ?? 100101;
  return {
    id: String(selectionId),
    fixture_id: 1001,
    selection_id: selectionId,
    home_team_name: 'CR Flamengo',
    away_team_name: 'SE Palmeiras',
    outcome: '1',
    date: '2026-11-23T00:30:00.000Z',
    time: '21:30',
    handicap: null,
    bet_type: 'ft:match-result',
    market_kind: 'match-result',
    type: 'football',
    odd: 2.1,
    previous_odd: null,
    live: false,
    elapsed: null,
    current_time: null,
    suspended: false,
    ...overrides,
  };
}

/** Over 2.5 goals in Santos × Grêmio at 3.30: a second pick, of another match, beside `slipSelection()`'s. */
export function overSelection(overrides: Partial<SlipSelection> = {}): SlipSelection {
  return slipSelection({
    selection_id: 200111,
    fixture_id: 2001,
    home_team_name: 'Santos FC',
    away_team_name: 'Grêmio FBPA',
    outcome: 'over',
    bet_type: 'ft:total:2.5',
    handicap: 2.5,
    odd: 3.3,
    ...overrides,
  });
}

/** A pending single on Flamengo × Palmeiras as `GET /user/bets` lists it (local times, so dates read the same in any zone). */
export function placedBet(overrides: Partial<Bet> = {}): Bet {
  return {
    id: 77,
    date: new Date(2026, 10, 28, 0, 36).toISOString(),
    type: 'pre-match',
    kind: 'single',
    stake: 10,
    stake_cash: 10,
    stake_bonus: 0,
    potential_win: 21,
    total_odds: 2.1,
    status: 'pending',
    payout: null,
    settled_at: null,
    selections: [
      {
        match: {
          id: 1001,
          sport: 'football',
          home: 'CR Flamengo',
          away: 'SE Palmeiras',
          starts_at: new Date(2026, 10, 29, 16, 0).toISOString(),
          status: 'Not Started',
          score: null,
        },
        selection_id: 100101,
        market: 'ft:match-result',
        selection: '1',
        price: 2.1,
        result: null,
        score_at_bet: null,
      },
    ],
    ...overrides,
  };
}

/** Where the router is, and its Back and Forward, as the browser's would be: for pages keeping state in the address. */
export function AddressBar() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="address">{`${location.pathname}${location.search}`}</output>
      <button type="button" onClick={() => navigate(-1)}>
        Browser back
      </button>
      <button type="button" onClick={() => navigate(1)}>
        Browser forward
      </button>
    </>
  );
}
