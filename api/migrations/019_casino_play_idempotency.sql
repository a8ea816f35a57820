-- A single-step play may carry an Idempotency-Key: a retry after a lost answer (a phone between
-- cells) gets the round the first request played instead of staking again.
ALTER TABLE casino_rounds ADD COLUMN idempotency_key text CHECK (idempotency_key ~ '^[!-~]{1,100}$');
CREATE UNIQUE INDEX casino_rounds_idempotency ON casino_rounds (user_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
