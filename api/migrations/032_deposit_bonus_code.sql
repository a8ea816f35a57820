-- The offer a deposit was sent with (the deposit form's `bonus_code`), so that a request sent again
-- under the deposit's Idempotency-Key with another offer (or none) is refused as another request
-- rather than answered with this deposit, as a different amount or method already is.
ALTER TABLE deposits ADD COLUMN bonus_code text CHECK (bonus_code ~ '^[a-z0-9][a-z0-9-]{1,39}$');
