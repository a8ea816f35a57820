-- Accounts with no login for ACCOUNT_TERMS.inactiveAccountClosedAfterDays are closed (the terms'
-- "Suspension and closure"): login is refused until support reopens the account. The money stays
-- where it is, in the ledger.
ALTER TABLE users ADD COLUMN closed_at timestamptz;
ALTER TABLE users ADD COLUMN closed_reason text CHECK (closed_reason IN ('inactive'));
ALTER TABLE users ADD CONSTRAINT users_closed_has_reason CHECK ((closed_at IS NULL) = (closed_reason IS NULL));
-- When support last reopened it: the inactivity clock restarts there.
ALTER TABLE users ADD COLUMN reopened_at timestamptz;
