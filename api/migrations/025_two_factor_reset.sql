-- Support can turn off a player's 2FA when they lost their authenticator (POST
-- /ops/users/:id/two-factor/reset): every session of theirs ends, for that reason.
ALTER TABLE sessions DROP CONSTRAINT sessions_end_reason_check;
ALTER TABLE sessions ADD CONSTRAINT sessions_end_reason_check
  CHECK (end_reason IN ('logout', 'ended_by_player', 'other_device', 'banned', 'password_changed', 'password_reset', 'expired', 'excluded', 'two_factor_reset'));
