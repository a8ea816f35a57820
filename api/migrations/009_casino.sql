-- The casino (spec §1–§4, architecture §5): the catalogue (providers and games), provably-fair
-- seed pairs per player, rounds of the in-house games (single-step and multi-step, real and demo)
-- and of external games played through the seamless wallet, demo balances, favourites,
-- free-spin campaigns, launch tokens and the seamless wallet's transactions, and the live tables
-- with their shared rounds and bets. Money is bigint centavos and only ever moves in the ledger
-- (kinds casino_bet, casino_win, rollback, refund); these rows say what each movement was for.
-- Ledger transfer ids, derived from the rows:
--   casino:<round>:bet:<step>:<cash|bonus>    stake of an in-house round (step 0; blackjack adds 1, 2… for double/split/insurance)
--   casino:<round>:win                          its return (house_revenue -> cash)
--   live:<bet>:bet:<cash|bonus>, live:<bet>:win  a live-table bet and its return
--   seamless:<provider>:<transaction>:<cash|bonus>  an external provider's bet, win, rollback or refund

-- Studios. In-house studios compute their games on our servers (the casino engines); external
-- ones are reached through an aggregator and call the seamless wallet.
CREATE TABLE casino_providers (
  slug text PRIMARY KEY CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name text NOT NULL UNIQUE,
  kind text NOT NULL CHECK (kind IN ('in_house', 'external')),
  sort_order integer NOT NULL DEFAULT 100
);

INSERT INTO casino_providers (slug, name, kind, sort_order) VALUES
  ('palpite-originals', 'Palpite Originals', 'in_house', 10),
  ('samba-studios', 'Samba Studios', 'in_house', 20),
  ('copacabana-games', 'Copacabana Games', 'in_house', 30),
  ('palpite-live', 'Palpite Live', 'in_house', 40),
  ('sertao-gaming', 'Sertão Gaming', 'external', 50);

-- The games. `category` is the lobby's (spec §1: slots, live casino, roulette, blackjack, table
-- games); `game_type` says which rules apply; `wagering_percent` is how much of a stake counts
-- towards bonus wagering (spec §9: slots 100%; table games, video poker, keno 0%). The in-house
-- rows mirror api/src/domain/casino/catalogue.ts (a test compares them); RTP is in percent.
CREATE TABLE casino_games (
  id integer GENERATED ALWAYS AS IDENTITY UNIQUE,
  uuid uuid PRIMARY KEY,
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name text NOT NULL,
  provider_slug text NOT NULL REFERENCES casino_providers (slug),
  category text NOT NULL CHECK (category IN ('slots', 'live', 'roulette', 'blackjack', 'table')),
  game_type text NOT NULL CHECK (game_type IN ('slots', 'roulette', 'blackjack', 'baccarat', 'video_poker', 'keno', 'dice')),
  -- The in-house engine (null for external games: the provider computes their outcomes).
  engine text,
  -- 'single' (one call per round), 'hand' (deal, actions, settle), 'live' (shared table), 'external' (launch).
  play_style text NOT NULL CHECK (play_style IN ('single', 'hand', 'live', 'external')),
  rtp numeric(9, 6) NOT NULL CHECK (rtp > 0 AND rtp < 100),
  rtp_min numeric(9, 6) NOT NULL,
  rtp_max numeric(9, 6) NOT NULL,
  rtp_basis text NOT NULL,
  volatility text NOT NULL CHECK (volatility IN ('low', 'medium', 'high', 'very_high')),
  max_win_multiplier numeric(12, 2) NOT NULL,
  real_available boolean NOT NULL DEFAULT true,
  demo_available boolean NOT NULL,
  wagering_percent smallint NOT NULL CHECK (wagering_percent BETWEEN 0 AND 100),
  min_stake_centavos bigint NOT NULL DEFAULT 10 CHECK (min_stake_centavos > 0),
  max_stake_centavos bigint NOT NULL DEFAULT 100000 CHECK (max_stake_centavos >= min_stake_centavos),
  -- Higher is more popular: the lobby's "popular" order and the search overlay's random five.
  popularity integer NOT NULL DEFAULT 0,
  -- What the provider tells about an external game (rules, paytable); in-house details come from the engines.
  details jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(details) = 'object'),
  -- Release date: "new" sorts by it.
  created_at timestamptz NOT NULL
);

CREATE INDEX casino_games_category ON casino_games (category, popularity DESC);
CREATE INDEX casino_games_provider ON casino_games (provider_slug, popularity DESC);

INSERT INTO casino_games (uuid, slug, name, provider_slug, category, game_type, engine, play_style, rtp, rtp_min, rtp_max, rtp_basis, volatility,
    max_win_multiplier, demo_available, wagering_percent, min_stake_centavos, max_stake_centavos, popularity, details, created_at) VALUES
  ('64190c38-439b-4608-a538-a5134ce454c2', 'sete-da-sorte', 'Sete da Sorte', 'samba-studios', 'slots', 'slots', 'slots.classic', 'single',
    96.008301, 96.008301, 96.008301, 'full cycle of 32³ stops', 'medium', 1000, true, 100, 10, 50000, 90, '{}', '2026-01-15T12:00:00Z'),
  ('1ffd8fad-9fa7-4e83-bc50-a055fa11c607', 'carnaval-do-rio', 'Carnaval do Rio', 'samba-studios', 'slots', 'slots', 'slots.video', 'single',
    96.212100, 96.212100, 96.212100, 'full cycle of 40⁵ stops with the free-spin feature', 'medium', 23303.75, true, 100, 20, 50000, 100, '{}', '2026-03-02T12:00:00Z'),
  ('a8932a9c-6e11-49e0-b915-4e5e3562fd0f', 'amazonia-243', 'Amazônia 243', 'copacabana-games', 'slots', 'slots', 'slots.ways', 'single',
    96.136079, 96.136079, 96.136079, 'full cycle of 40⁵ stops', 'medium', 4860, true, 100, 50, 50000, 95, '{}', '2026-04-20T12:00:00Z'),
  ('6a7ca7c1-ce48-463a-a775-e6ae7a1fd3de', 'roleta-europeia', 'Roleta Europeia', 'palpite-originals', 'roulette', 'roulette', 'roulette.european', 'single',
    97.297297, 97.297297, 97.297297, 'every bet', 'medium', 36, true, 0, 10, 5000000, 80, '{}', '2025-11-03T12:00:00Z'),
  ('d04ca334-1498-4944-9c84-50f6a8101dbc', 'blackjack', 'Blackjack', 'palpite-originals', 'blackjack', 'blackjack', 'blackjack', 'hand',
    99.429612, 99.429612, 99.429612, 'basic strategy, insurance declined (infinite deck)', 'low', 8, true, 0, 100, 500000, 85, '{}', '2025-11-03T12:00:00Z'),
  ('6310d569-8cdc-4c5b-a2d2-431a9309ade9', 'bacara-punto-banco', 'Bacará Punto Banco', 'copacabana-games', 'table', 'baccarat', 'baccarat', 'single',
    98.936001, 85.883013, 98.936001, 'banker bet (player 98.77%, tie 85.88%)', 'low', 9, true, 0, 100, 1000000, 60, '{}', '2025-12-10T12:00:00Z'),
  ('740e3b31-89c8-4eae-b253-a899bab36db0', 'jacks-or-better', 'Jacks or Better', 'copacabana-games', 'table', 'video_poker', 'videopoker.jacks_or_better', 'hand',
    99.543904, 99.543904, 99.543904, 'optimal holds, 9/6 full pay', 'medium', 800, true, 0, 25, 50000, 50, '{}', '2025-12-10T12:00:00Z'),
  ('e461f58d-1a83-4b97-80dc-d497c738fa66', 'keno', 'Keno', 'palpite-originals', 'table', 'keno', 'keno', 'single',
    95.334908, 95.334908, 96.000000, 'lowest over 1–10 picks (95.33%–96.00%)', 'high', 10000, true, 0, 10, 20000, 55, '{}', '2026-02-01T12:00:00Z'),
  ('79d3d300-7156-40cb-b56c-f20ba3a7c83b', 'dice', 'Dice', 'palpite-originals', 'table', 'dice', 'dice', 'single',
    98.990101, 98.990101, 98.990101, 'every target', 'medium', 9900, true, 0, 10, 100000, 70, '{}', '2026-02-01T12:00:00Z'),
  ('51045c22-669f-46e0-9435-712f16a8b2be', 'roleta-ao-vivo', 'Roleta ao Vivo', 'palpite-live', 'live', 'roulette', 'roulette.european', 'live',
    97.297297, 97.297297, 97.297297, 'every bet', 'medium', 36, true, 0, 10, 5000000, 75, '{}', '2026-05-05T12:00:00Z'),
  ('bc0d1a5c-c9cc-46da-b4ec-4591ff730af3', 'bacara-ao-vivo', 'Bacará ao Vivo', 'palpite-live', 'live', 'baccarat', 'baccarat', 'live',
    98.936001, 85.883013, 98.936001, 'banker bet (player 98.77%, tie 85.88%)', 'low', 9, true, 0, 100, 1000000, 65, '{}', '2026-05-05T12:00:00Z'),
  ('9bba3606-517f-4396-be93-c646d949050e', 'sol-do-sertao', 'Sol do Sertão', 'sertao-gaming', 'slots', 'slots', NULL, 'external',
    96.370000, 96.370000, 96.370000, 'full cycle of 20³ stops (provider figure)', 'medium', 500, true, 100, 10, 50000, 88,
    '{"reels": 3, "rows": 3, "lines": 1, "paytable": [
       {"symbols": ["sol", "sol", "sol"], "pays": 500}, {"symbols": ["mandacaru", "mandacaru", "mandacaru"], "pays": 100},
       {"symbols": ["chapeu", "chapeu", "chapeu"], "pays": 40}, {"symbols": ["sanfona", "sanfona", "sanfona"], "pays": 16},
       {"symbols": ["estrela", "estrela", "estrela"], "pays": 5}, {"symbols": ["estrela", "estrela"], "pays": 1.2}, {"symbols": ["estrela"], "pays": 0.4}]}',
    '2026-06-01T12:00:00Z');

-- Provably-fair seed pairs (api/src/domain/casino/fair): one active pair per player for the
-- in-house games; its server seed is shown only as its SHA-256 until the player rotates, which
-- reveals it. The nonce is the next bet's, taken atomically by each round.
CREATE TABLE casino_seed_pairs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  server_seed text NOT NULL CHECK (server_seed ~ '^[0-9a-f]{64}$'),
  server_seed_hash text NOT NULL CHECK (server_seed_hash ~ '^[0-9a-f]{64}$'),
  client_seed text NOT NULL CHECK (char_length(client_seed) BETWEEN 1 AND 64),
  nonce bigint NOT NULL DEFAULT 0 CHECK (nonce >= 0),
  status text NOT NULL CHECK (status IN ('active', 'revealed')),
  created_at timestamptz NOT NULL,
  revealed_at timestamptz,
  CONSTRAINT casino_seed_pairs_revealed CHECK ((status = 'revealed') = (revealed_at IS NOT NULL))
);

CREATE UNIQUE INDEX casino_seed_pairs_active ON casino_seed_pairs (user_id) WHERE status = 'active';
CREATE INDEX casino_seed_pairs_by_user ON casino_seed_pairs (user_id, id DESC);

-- Play money for demo mode, one balance per player (R$ 1.000,00 to start, resettable). Never in the ledger.
CREATE TABLE casino_demo_wallets (
  user_id bigint PRIMARY KEY REFERENCES users (id),
  balance_centavos bigint NOT NULL CHECK (balance_centavos >= 0),
  updated_at timestamptz NOT NULL
);

CREATE TABLE casino_favourites (
  user_id bigint NOT NULL REFERENCES users (id),
  game_uuid uuid NOT NULL REFERENCES casino_games (uuid),
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, game_uuid)
);

-- Free-spin campaigns (spec §3): created by ops or by an external provider through the seamless
-- wallet; status active or cancelled (spec §4); "expired" and "used up" are derived from the
-- dates and the count. Each spin is a round with no stake at `bet_value_centavos`; its win is
-- paid to cash and added to `total_win_centavos`.
CREATE TABLE casino_free_spin_campaigns (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  game_uuid uuid NOT NULL REFERENCES casino_games (uuid),
  quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 10000),
  used integer NOT NULL DEFAULT 0 CHECK (used >= 0),
  bet_value_centavos bigint NOT NULL CHECK (bet_value_centavos > 0),
  status text NOT NULL CHECK (status IN ('active', 'cancelled')),
  valid_from timestamptz NOT NULL,
  valid_until timestamptz NOT NULL,
  total_win_centavos bigint NOT NULL DEFAULT 0 CHECK (total_win_centavos >= 0),
  source text NOT NULL CHECK (source IN ('ops', 'provider')),
  -- For campaigns a provider created: its campaign id (unique per provider).
  provider_slug text REFERENCES casino_providers (slug),
  external_id text,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL,
  cancelled_at timestamptz,
  cancelled_by text,
  cancel_reason text,
  CONSTRAINT casino_free_spins_used CHECK (used <= quantity),
  CONSTRAINT casino_free_spins_dates CHECK (valid_until > valid_from),
  CONSTRAINT casino_free_spins_cancelled CHECK ((status = 'cancelled') = (cancelled_at IS NOT NULL)),
  CONSTRAINT casino_free_spins_external CHECK ((source = 'provider') = (external_id IS NOT NULL AND provider_slug IS NOT NULL))
);

CREATE INDEX casino_free_spins_by_user ON casino_free_spin_campaigns (user_id, id DESC);
CREATE UNIQUE INDEX casino_free_spins_external_id ON casino_free_spin_campaigns (provider_slug, external_id) WHERE external_id IS NOT NULL;

-- Every round a player plays: in-house (seeds and nonce recorded: verifiable once the pair is
-- rotated) or external (the provider's round id). A multi-step round (blackjack, video poker)
-- stays open with its engine state until it settles; an abandoned one is resolved by a job
-- after `expires_at`. `game_type` and `wagering_percent` are copied so the bonus rules can count
-- wagering per round.
CREATE TABLE casino_rounds (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  game_uuid uuid NOT NULL REFERENCES casino_games (uuid),
  mode text NOT NULL CHECK (mode IN ('real', 'demo')),
  status text NOT NULL CHECK (status IN ('open', 'settled', 'cancelled')),
  game_type text NOT NULL,
  wagering_percent smallint NOT NULL,
  stake_centavos bigint NOT NULL DEFAULT 0 CHECK (stake_centavos >= 0),
  stake_cash_centavos bigint NOT NULL DEFAULT 0 CHECK (stake_cash_centavos >= 0),
  stake_bonus_centavos bigint NOT NULL DEFAULT 0 CHECK (stake_bonus_centavos >= 0),
  payout_centavos bigint NOT NULL DEFAULT 0 CHECK (payout_centavos >= 0),
  -- Money given back by a rollback or a refund (external rounds).
  returned_centavos bigint NOT NULL DEFAULT 0 CHECK (returned_centavos >= 0),
  -- The bet as the player placed it, and the outcome as shown (JSON).
  bet jsonb NOT NULL DEFAULT '{}',
  outcome jsonb,
  -- Engine state of an open multi-step round (hidden cards included: never sent as is).
  state jsonb,
  -- Ledger steps taken so far (multi-step rounds reserve more on double, split, insurance).
  steps integer NOT NULL DEFAULT 1,
  seed_pair_id bigint REFERENCES casino_seed_pairs (id),
  server_seed_hash text,
  client_seed text,
  nonce bigint,
  free_spin_campaign_id bigint REFERENCES casino_free_spin_campaigns (id),
  provider_round_id text,
  -- Balances right after the round (cash and bonus in real mode, play money in demo).
  cash_after_centavos bigint,
  bonus_after_centavos bigint,
  demo_after_centavos bigint,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  settled_at timestamptz,
  expires_at timestamptz,
  CONSTRAINT casino_rounds_split CHECK (stake_cash_centavos + stake_bonus_centavos = CASE WHEN mode = 'real' THEN stake_centavos ELSE 0 END),
  CONSTRAINT casino_rounds_origin CHECK ((seed_pair_id IS NULL) = (provider_round_id IS NOT NULL)),
  CONSTRAINT casino_rounds_settled CHECK ((status = 'open') = (settled_at IS NULL))
);

CREATE INDEX casino_rounds_by_user ON casino_rounds (user_id, id DESC);
CREATE INDEX casino_rounds_by_user_game ON casino_rounds (user_id, game_uuid, id DESC);
-- One hand in progress per player and in-house game (a reload finds it).
CREATE UNIQUE INDEX casino_rounds_open_hand ON casino_rounds (user_id, game_uuid) WHERE status = 'open' AND provider_round_id IS NULL;
CREATE INDEX casino_rounds_expiring ON casino_rounds (expires_at) WHERE status = 'open' AND expires_at IS NOT NULL;
CREATE UNIQUE INDEX casino_rounds_provider_round ON casino_rounds (game_uuid, provider_round_id) WHERE provider_round_id IS NOT NULL;
CREATE INDEX casino_rounds_free_spins ON casino_rounds (free_spin_campaign_id) WHERE free_spin_campaign_id IS NOT NULL;

-- Launch tokens for external games: short-lived, stored by hash; the provider exchanges one for
-- the player through `authenticate`.
CREATE TABLE seamless_launch_tokens (
  token_hash text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  game_uuid uuid NOT NULL REFERENCES casino_games (uuid),
  provider_slug text NOT NULL REFERENCES casino_providers (slug),
  mode text NOT NULL CHECK (mode IN ('real', 'demo')),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);

CREATE INDEX seamless_launch_tokens_expiry ON seamless_launch_tokens (expires_at);

-- Every money call of an external provider, by the provider's transaction id: a repeat gets the
-- first answer (`response`) again; a bet records what became of it (rolled back, refunded).
CREATE TABLE seamless_transactions (
  provider_slug text NOT NULL REFERENCES casino_providers (slug),
  transaction_id text NOT NULL CHECK (transaction_id ~ '^[!-~]{1,100}$'),
  action text NOT NULL CHECK (action IN ('bet', 'win', 'rollback', 'refund', 'freespins_create', 'freespins_cancel')),
  -- SHA-256 of the call's meaningful fields: the same id with other fields is not a repeat.
  request_hash text NOT NULL,
  user_id bigint REFERENCES users (id),
  round_id bigint REFERENCES casino_rounds (id),
  amount_centavos bigint,
  cash_centavos bigint NOT NULL DEFAULT 0,
  bonus_centavos bigint NOT NULL DEFAULT 0,
  -- A rollback's or refund's bet transaction.
  reference_transaction_id text,
  -- ok, error (a refusal, answered again on a repeat), skipped (a rollback that changed nothing).
  outcome text NOT NULL CHECK (outcome IN ('ok', 'error', 'skipped')),
  -- For a bet: open, rolled_back or refunded.
  bet_state text CHECK (bet_state IN ('open', 'rolled_back', 'refunded')),
  -- The first answer as sent (text, not jsonb: a repeat gets it byte for byte).
  response text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (provider_slug, transaction_id)
);

CREATE INDEX seamless_transactions_reference ON seamless_transactions (provider_slug, reference_transaction_id) WHERE reference_transaction_id IS NOT NULL;
CREATE INDEX seamless_transactions_round ON seamless_transactions (round_id) WHERE round_id IS NOT NULL;

-- Live tables: everyone bets on the same round in a betting window. Round n of a table opens at
-- epoch + n × period and closes (result) betting_ms later (api/src/domain/casino-live). Its
-- server seed is derived from the table's secret master seed and published as a SHA-256 hash
-- when the round opens, revealed with the result.
CREATE TABLE casino_live_tables (
  id text PRIMARY KEY CHECK (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  game_uuid uuid NOT NULL REFERENCES casino_games (uuid),
  master_seed text NOT NULL CHECK (master_seed ~ '^[0-9a-f]{64}$'),
  created_at timestamptz NOT NULL
);

CREATE TABLE casino_live_rounds (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  table_id text NOT NULL REFERENCES casino_live_tables (id),
  round_number bigint NOT NULL CHECK (round_number >= 0),
  opens_at timestamptz NOT NULL,
  closes_at timestamptz NOT NULL,
  status text NOT NULL CHECK (status IN ('open', 'settled')),
  server_seed_hash text NOT NULL,
  -- Revealed with the result.
  server_seed text,
  client_seed text NOT NULL,
  nonce bigint NOT NULL,
  result jsonb,
  open_announced_at timestamptz,
  settled_at timestamptz,
  CONSTRAINT casino_live_rounds_window CHECK (closes_at > opens_at),
  CONSTRAINT casino_live_rounds_settled CHECK ((status = 'settled') = (settled_at IS NOT NULL AND result IS NOT NULL AND server_seed IS NOT NULL)),
  UNIQUE (table_id, round_number)
);

CREATE INDEX casino_live_rounds_due ON casino_live_rounds (closes_at) WHERE status = 'open';
CREATE INDEX casino_live_rounds_history ON casino_live_rounds (table_id, round_number DESC);

CREATE TABLE casino_live_bets (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  round_id bigint NOT NULL REFERENCES casino_live_rounds (id),
  user_id bigint NOT NULL REFERENCES users (id),
  mode text NOT NULL CHECK (mode IN ('real', 'demo')),
  bets jsonb NOT NULL,
  stake_centavos bigint NOT NULL CHECK (stake_centavos > 0),
  stake_cash_centavos bigint NOT NULL DEFAULT 0,
  stake_bonus_centavos bigint NOT NULL DEFAULT 0,
  payout_centavos bigint,
  status text NOT NULL CHECK (status IN ('open', 'settled')),
  created_at timestamptz NOT NULL,
  settled_at timestamptz,
  CONSTRAINT casino_live_bets_split CHECK (stake_cash_centavos + stake_bonus_centavos = CASE WHEN mode = 'real' THEN stake_centavos ELSE 0 END),
  CONSTRAINT casino_live_bets_settled CHECK ((status = 'settled') = (settled_at IS NOT NULL AND payout_centavos IS NOT NULL))
);

CREATE INDEX casino_live_bets_round ON casino_live_bets (round_id, id);
CREATE INDEX casino_live_bets_by_user ON casino_live_bets (user_id, id DESC);
