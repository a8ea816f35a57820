-- Ops claim a withdrawal before they send its payout (status processing, who and when): from then
-- on the player can no longer cancel it, so money already sent to the bank cannot also come back
-- to the balance. A claimed withdrawal is then approved (paid) or rejected (the money returns) as
-- a pending one is. The amount stays reserved in the ledger throughout; the claim moves no money.
ALTER TABLE withdrawals ADD COLUMN processing_at timestamptz, ADD COLUMN processing_by text;
ALTER TABLE withdrawals DROP CONSTRAINT withdrawals_status_check;
ALTER TABLE withdrawals ADD CONSTRAINT withdrawals_status_check CHECK (status IN ('pending', 'processing', 'paid', 'rejected', 'cancelled'));
ALTER TABLE withdrawals DROP CONSTRAINT withdrawals_decided;
ALTER TABLE withdrawals ADD CONSTRAINT withdrawals_decided
  CHECK ((status IN ('pending', 'processing')) = (decided_at IS NULL) AND (decided_at IS NULL) = (decided_by IS NULL));
ALTER TABLE withdrawals ADD CONSTRAINT withdrawals_processing
  CHECK ((processing_at IS NULL) = (processing_by IS NULL)
         AND (status <> 'processing' OR processing_at IS NOT NULL)
         AND (status NOT IN ('pending', 'cancelled') OR processing_at IS NULL));
