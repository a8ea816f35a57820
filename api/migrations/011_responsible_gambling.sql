-- Responsible gambling (spec §9, issue 8): deposit and loss limits per period with a cool-down on
-- increases, breaks and self-exclusions that block logging in, betting and depositing, and the
-- reality-check interval a player chose. Rows are never deleted: an exclusion is history.

CREATE TABLE player_limits (
  user_id bigint NOT NULL REFERENCES users (id),
  kind text NOT NULL CHECK (kind IN ('deposit', 'loss')),
  period text NOT NULL CHECK (period IN ('day', 'week', 'month')),
  -- In force now; NULL: no limit.
  amount_centavos bigint CHECK (amount_centavos > 0),
  -- A looser value waiting for its cool-down (NULL amount with a date: the limit is being removed).
  pending_amount_centavos bigint CHECK (pending_amount_centavos > 0),
  pending_from timestamptz,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, kind, period)
);

CREATE TABLE player_exclusions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  kind text NOT NULL CHECK (kind IN ('break', 'self_exclusion')),
  starts_at timestamptz NOT NULL,
  -- NULL: indefinite self-exclusion.
  ends_at timestamptz,
  created_at timestamptz NOT NULL,
  CONSTRAINT player_exclusions_break_ends CHECK (kind = 'self_exclusion' OR ends_at IS NOT NULL)
);

CREATE INDEX player_exclusions_by_user ON player_exclusions (user_id, id DESC);

CREATE TABLE player_rg_settings (
  user_id bigint PRIMARY KEY REFERENCES users (id),
  reality_check_minutes integer CHECK (reality_check_minutes >= 30),
  updated_at timestamptz NOT NULL
);

-- Sessions end when a player excludes themselves, and (JURISDICTION=br) after 30 idle minutes.
ALTER TABLE sessions DROP CONSTRAINT sessions_end_reason_check;
ALTER TABLE sessions ADD CONSTRAINT sessions_end_reason_check
  CHECK (end_reason IN ('logout', 'ended_by_player', 'other_device', 'banned', 'password_changed', 'password_reset', 'expired', 'excluded'));
