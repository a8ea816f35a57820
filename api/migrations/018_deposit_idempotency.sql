-- A deposit request may carry an Idempotency-Key: a retry (a lost answer, a double submit) gets the
-- deposit the first request made instead of a second charge on the player's card.
ALTER TABLE deposits ADD COLUMN idempotency_key text CHECK (idempotency_key ~ '^[!-~]{1,100}$');
CREATE UNIQUE INDEX deposits_idempotency ON deposits (user_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
