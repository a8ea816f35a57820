-- One-time recovery codes for a player who lost their authenticator: ten are given when 2FA is
-- turned on (or generated again), stored only as hashes bound to the player; each works once.
CREATE TABLE two_factor_recovery_codes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  code_hash bytea NOT NULL,
  created_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE INDEX two_factor_recovery_codes_unused ON two_factor_recovery_codes (user_id) WHERE used_at IS NULL;
