-- Bonuses and promotions (spec §3 "Bonus", §9 terms; issue 8). A definition is an offer and its
-- terms; a player bonus is one grant of it with its wagering progress; every step of a grant is a
-- bonus transaction. Bonus money itself lives in the player's `bonus` ledger account: the rows here
-- say why it is there, the ledger says how much. Promotions are the pages that advertise offers,
-- with their texts in each language.

CREATE TABLE bonus_definitions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code text NOT NULL UNIQUE CHECK (code ~ '^[a-z0-9][a-z0-9-]{1,39}$'),
  kind text NOT NULL CHECK (kind IN ('deposit_match', 'fixed', 'free_spins')),
  product text NOT NULL CHECK (product IN ('casino', 'sports')),
  -- deposit_match: whole percent of the deposit.
  percentage integer NOT NULL DEFAULT 0 CHECK (percentage BETWEEN 0 AND 1000),
  -- deposit_match: the cap; fixed: the amount.
  max_bonus_centavos bigint NOT NULL DEFAULT 0 CHECK (max_bonus_centavos >= 0),
  min_deposit_centavos bigint NOT NULL DEFAULT 0 CHECK (min_deposit_centavos >= 0),
  wagering_multiple numeric(6, 2) NOT NULL DEFAULT 40 CHECK (wagering_multiple >= 0),
  validity_days integer NOT NULL DEFAULT 7 CHECK (validity_days BETWEEN 1 AND 365),
  -- Which deposit it applies to (1 = the first); NULL: any.
  applicable_deposit_number integer CHECK (applicable_deposit_number > 0),
  redemptions_per_player integer NOT NULL DEFAULT 1 CHECK (redemptions_per_player > 0),
  -- New-member bonuses cap what converts to cash.
  win_cap_centavos bigint CHECK (win_cap_centavos > 0),
  free_spins integer NOT NULL DEFAULT 0 CHECK (free_spins >= 0),
  free_spins_game_slug text,
  free_spin_bet_centavos bigint CHECK (free_spin_bet_centavos > 0),
  -- A code a new player types at sign-up (stored upper-case) to claim this offer.
  registration_code text UNIQUE CHECK (registration_code ~ '^[A-Z0-9]{3,32}$'),
  available_from timestamptz,
  available_until timestamptz,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT bonus_definitions_free_spins CHECK (free_spins = 0 OR (free_spins_game_slug IS NOT NULL AND free_spin_bet_centavos IS NOT NULL)),
  CONSTRAINT bonus_definitions_spins_only CHECK (kind <> 'free_spins' OR free_spins > 0),
  CONSTRAINT bonus_definitions_window CHECK (available_until IS NULL OR available_from IS NULL OR available_until > available_from)
);

CREATE TABLE player_bonuses (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  definition_id bigint NOT NULL REFERENCES bonus_definitions (id),
  -- claimed: opted in, waiting for the qualifying deposit.
  status text NOT NULL CHECK (status IN ('claimed', 'active', 'completed', 'forfeited', 'expired', 'cancelled')),
  source text NOT NULL CHECK (source IN ('deposit', 'promotion', 'registration_code')),
  deposit_id uuid REFERENCES deposits (id),
  bonus_centavos bigint NOT NULL DEFAULT 0 CHECK (bonus_centavos >= 0),
  wagering_target_centavos bigint NOT NULL DEFAULT 0 CHECK (wagering_target_centavos >= 0),
  wagered_centavos bigint NOT NULL DEFAULT 0 CHECK (wagered_centavos >= 0),
  converted_centavos bigint NOT NULL DEFAULT 0 CHECK (converted_centavos >= 0),
  forfeited_centavos bigint NOT NULL DEFAULT 0 CHECK (forfeited_centavos >= 0),
  -- Copied from the definition at grant time: later edits of the offer do not change a grant.
  win_cap_centavos bigint,
  free_spin_campaign_id bigint REFERENCES casino_free_spin_campaigns (id),
  claimed_at timestamptz NOT NULL,
  granted_at timestamptz,
  expires_at timestamptz,
  closed_at timestamptz,
  close_reason text CHECK (close_reason IN ('wagering_met', 'expired', 'withdrawal', 'player_cancelled', 'not_qualified', 'ops')),
  CONSTRAINT player_bonuses_granted CHECK ((status = 'claimed' OR status = 'cancelled') OR granted_at IS NOT NULL),
  CONSTRAINT player_bonuses_closed CHECK ((status IN ('claimed', 'active')) = (closed_at IS NULL)),
  CONSTRAINT player_bonuses_progress CHECK (wagered_centavos <= wagering_target_centavos)
);

-- Spec §9: one active bonus at a time (an opt-in waiting for its deposit holds the slot too).
CREATE UNIQUE INDEX player_bonuses_one_open ON player_bonuses (user_id) WHERE status IN ('claimed', 'active');
CREATE INDEX player_bonuses_by_user ON player_bonuses (user_id, id DESC);
CREATE INDEX player_bonuses_expiring ON player_bonuses (expires_at) WHERE status = 'active';

CREATE TABLE bonus_transactions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  player_bonus_id bigint NOT NULL REFERENCES player_bonuses (id),
  user_id bigint NOT NULL REFERENCES users (id),
  kind text NOT NULL CHECK (kind IN ('claimed', 'granted', 'free_spins', 'wagered', 'converted', 'forfeited', 'expired', 'cancelled')),
  -- Money moved (grant, conversion, forfeit) or wagering counted; 0 for claims and cancellations.
  amount_centavos bigint NOT NULL DEFAULT 0 CHECK (amount_centavos >= 0),
  wagered_after_centavos bigint NOT NULL,
  -- What caused it: `casino_round:<id>`, `bet:<id>`, `deposit:<id>`, `withdrawal:<id>`.
  source_ref text,
  ledger_transfer_id text COLLATE "C" REFERENCES ledger_transfers (id),
  created_at timestamptz NOT NULL
);

CREATE INDEX bonus_transactions_by_bonus ON bonus_transactions (player_bonus_id, id);
CREATE INDEX bonus_transactions_by_user ON bonus_transactions (user_id, id DESC);
-- A round or a bet counts once towards a bonus, however often its hook runs.
CREATE UNIQUE INDEX bonus_transactions_wager_once ON bonus_transactions (player_bonus_id, source_ref) WHERE kind = 'wagered';

-- Free spins can come with a bonus.
ALTER TABLE casino_free_spin_campaigns DROP CONSTRAINT casino_free_spin_campaigns_source_check;
ALTER TABLE casino_free_spin_campaigns ADD CONSTRAINT casino_free_spin_campaigns_source_check CHECK (source IN ('ops', 'provider', 'bonus'));

-- Deposits opted in to a bonus say which (the grant happens when the deposit is credited).
ALTER TABLE deposits ADD COLUMN player_bonus_id bigint REFERENCES player_bonuses (id);

CREATE TABLE promotions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9][a-z0-9-]{1,59}$'),
  product text NOT NULL CHECK (product IN ('casino', 'sports')),
  -- The offer a player opts in to from the page; NULL for a promotion without a bonus.
  bonus_definition_id bigint REFERENCES bonus_definitions (id),
  sort_order integer NOT NULL DEFAULT 0,
  starts_at timestamptz,
  ends_at timestamptz,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE promotion_texts (
  promotion_id bigint NOT NULL REFERENCES promotions (id) ON DELETE CASCADE,
  language text NOT NULL CHECK (language IN ('pt-BR', 'en', 'tr')),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 120),
  summary text NOT NULL CHECK (length(summary) BETWEEN 1 AND 400),
  -- Paragraphs separated by blank lines; the offer's figures are added from the definition.
  body text NOT NULL,
  PRIMARY KEY (promotion_id, language)
);
