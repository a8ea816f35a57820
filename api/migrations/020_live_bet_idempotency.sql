-- A live-table bet may carry an Idempotency-Key, as a single-step play does: a retry after a lost
-- answer (the betting window is short, so players press again) gets the bet placed, not a second one.
ALTER TABLE casino_live_bets ADD COLUMN idempotency_key text CHECK (idempotency_key ~ '^[!-~]{1,100}$');
CREATE UNIQUE INDEX casino_live_bets_idempotency ON casino_live_bets (user_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
