-- The sportsbook's data: leagues, matches with their live state, markets and selections with
-- their current prices (written by the feed and the pricing job), bets and their selections
-- (written by bet acceptance and settlement). Prices are decimal odds in hundredths (2.35 → 235)
-- so they compare exactly; money is bigint centavos.

CREATE TABLE sports_leagues (
  id text PRIMARY KEY,
  sport text NOT NULL CHECK (sport IN ('football', 'basketball')),
  name text NOT NULL,
  country text NOT NULL,
  country_code text NOT NULL,
  season text NOT NULL,
  priority integer NOT NULL DEFAULT 100
);

CREATE TABLE sports_matches (
  id bigserial PRIMARY KEY,
  external_id text NOT NULL UNIQUE,
  feed text NOT NULL CHECK (feed IN ('simulator', 'replay', 'odds_feed')),
  sport text NOT NULL CHECK (sport IN ('football', 'basketball')),
  league_id text NOT NULL REFERENCES sports_leagues (id),
  home_team text NOT NULL,
  away_team text NOT NULL,
  starts_at timestamptz NOT NULL,
  -- Spec §4 match statuses.
  status text NOT NULL CHECK (status IN ('Not Started', '1st Half', 'Halftime', '2nd Half', 'Extra Time', 'Penalty Shootout', 'Finished', 'Cancelled', 'Postponed', 'Suspended', 'Abandoned', 'Interrupted', 'Delayed', 'To Be Determined', 'Awarded', 'Walkover', 'Live')),
  -- Match clock: football minute (stoppage included), basketball seconds left in the period.
  minute integer,
  period integer,
  home_score integer NOT NULL DEFAULT 0,
  away_score integer NOT NULL DEFAULT 0,
  ht_home_score integer,
  ht_away_score integer,
  home_red_cards integer NOT NULL DEFAULT 0,
  away_red_cards integer NOT NULL DEFAULT 0,
  -- Basketball points by quarter: [[home, away], …]; football events (goals, cards) for the timeline.
  periods jsonb NOT NULL DEFAULT '[]',
  events jsonb NOT NULL DEFAULT '[]',
  referee text,
  venue text,
  -- Pricing inputs the feed fixed before kick-off (expected goals, spread/total): reproducible prices.
  pricing jsonb NOT NULL DEFAULT '{}',
  -- Set while a goal or a dangerous moment has every market suspended.
  suspended_until timestamptz,
  finished_at timestamptz,
  settled_at timestamptz,
  version integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX sports_matches_listing_idx ON sports_matches (sport, starts_at);
CREATE INDEX sports_matches_status_idx ON sports_matches (status) WHERE settled_at IS NULL;

CREATE TABLE sports_markets (
  id bigserial PRIMARY KEY,
  match_id bigint NOT NULL REFERENCES sports_matches (id),
  -- The odds engine's market key, e.g. '1x2', 'total:2.5', 'ah:-0.25', 'ht_1x2', 'bb_spread:-4.5'.
  key text NOT NULL,
  kind text NOT NULL,
  line numeric,
  status text NOT NULL CHECK (status IN ('open', 'suspended', 'closed', 'settled')),
  in_play boolean NOT NULL DEFAULT false,
  version integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (match_id, key)
);

CREATE TABLE sports_selections (
  id bigserial PRIMARY KEY,
  market_id bigint NOT NULL REFERENCES sports_markets (id),
  key text NOT NULL,
  price_hundredths integer CHECK (price_hundredths IS NULL OR price_hundredths >= 101),
  status text NOT NULL CHECK (status IN ('active', 'suspended')),
  -- Filled at settlement: won, lost, void (push), half_won, half_lost.
  result text CHECK (result IN ('won', 'lost', 'void', 'half_won', 'half_lost')),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (market_id, key)
);

CREATE TABLE bets (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  frontend_id integer NOT NULL DEFAULT 1,
  kind text NOT NULL CHECK (kind IN ('single', 'accumulator')),
  live boolean NOT NULL,
  stake_centavos bigint NOT NULL CHECK (stake_centavos > 0),
  stake_cash_centavos bigint NOT NULL CHECK (stake_cash_centavos >= 0),
  stake_bonus_centavos bigint NOT NULL CHECK (stake_bonus_centavos >= 0),
  total_odds_hundredths bigint NOT NULL CHECK (total_odds_hundredths >= 101),
  potential_win_centavos bigint NOT NULL,
  accept_odds_changes boolean NOT NULL,
  -- Spec §4: pending, approved (shown Won), rejected (shown Lost), unknown; plus void (refunded).
  status text NOT NULL CHECK (status IN ('pending', 'approved', 'rejected', 'void', 'unknown')),
  payout_centavos bigint,
  placed_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz,
  CONSTRAINT bets_stake_split CHECK (stake_cash_centavos + stake_bonus_centavos = stake_centavos)
);

CREATE INDEX bets_user_idx ON bets (user_id, placed_at DESC, id DESC);
CREATE INDEX bets_open_idx ON bets (status) WHERE status = 'pending';

CREATE TABLE bet_selections (
  bet_id bigint NOT NULL REFERENCES bets (id),
  selection_id bigint NOT NULL REFERENCES sports_selections (id),
  match_id bigint NOT NULL REFERENCES sports_matches (id),
  market_key text NOT NULL,
  selection_key text NOT NULL,
  price_hundredths integer NOT NULL CHECK (price_hundredths >= 101),
  -- What the player saw (spec §7 bet_details), kept for My bets and disputes.
  details jsonb NOT NULL,
  -- Score when a live bet was placed (in-play Asian handicap counts goals after the bet).
  score_at_bet jsonb,
  result text CHECK (result IN ('won', 'lost', 'void', 'half_won', 'half_lost')),
  PRIMARY KEY (bet_id, selection_id)
);

CREATE INDEX bet_selections_match_idx ON bet_selections (match_id);
