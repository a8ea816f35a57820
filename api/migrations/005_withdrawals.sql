-- Withdrawals (spec §3 bank and wallet-account withdrawals, §9 terms). A request reserves the
-- amount (and the fee, from the 5th withdrawal of a month) with pending ledger transfers from the
-- player's cash; ops approve (the reservations are posted: status paid) or reject (voided: the
-- money returns); the player may cancel while pending (voided). The row holds the workflow; the
-- money is only ever in the ledger. Ledger transfer ids, derived from the row id:
--   withdrawal:<id>            pending, kind withdrawal, cash -> clearing:<method>
--   withdrawal:<id>:fee        pending, kind fee, cash -> fees (only when fee_centavos > 0)
--   <reservation id>:paid      post of a reservation     <reservation id>:void   its void
-- Amounts in centavos. Times are the application's clock.

CREATE TABLE withdrawals (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  method text NOT NULL CHECK (method IN ('bank_transfer', 'payfix', 'pep', 'mefete', 'papara')),
  currency text NOT NULL DEFAULT 'BRL' CHECK (currency ~ '^[A-Z]{3}$'),
  amount_centavos bigint NOT NULL CHECK (amount_centavos > 0),
  -- Decided at request (the monthly free allowance at that moment) and never recomputed.
  fee_centavos bigint NOT NULL DEFAULT 0 CHECK (fee_centavos >= 0),
  status text NOT NULL CHECK (status IN ('pending', 'paid', 'rejected', 'cancelled')),
  transfer_id text COLLATE "C" GENERATED ALWAYS AS ('withdrawal:' || id) STORED,
  fee_transfer_id text COLLATE "C" GENERATED ALWAYS AS (CASE WHEN fee_centavos > 0 THEN 'withdrawal:' || id || ':fee' END) STORED,
  -- The payout form (bank, account number, IBAN, names, city, CPF, ID expiry, birth date) as JSON
  -- sealed with the server's secret key (AES-256-GCM): personal data, read only by ops to pay.
  payout_details_sealed text NOT NULL,
  -- What the player's own lists show: the last four characters of the account.
  account_hint text NOT NULL,
  -- Optional Idempotency-Key of the request: a retried POST returns the first withdrawal.
  idempotency_key text,
  created_at timestamptz NOT NULL,
  decided_at timestamptz,
  -- The ops actor, or 'player' for a cancellation.
  decided_by text,
  rejection_reason text,
  -- The provider's or bank's reference of the payout, when ops give one at approval.
  payout_reference text,
  CONSTRAINT withdrawals_decided CHECK ((status = 'pending') = (decided_at IS NULL) AND (decided_at IS NULL) = (decided_by IS NULL)),
  CONSTRAINT withdrawals_rejection_reason CHECK ((status = 'rejected') = (rejection_reason IS NOT NULL)),
  CONSTRAINT withdrawals_payout_reference CHECK (payout_reference IS NULL OR status = 'paid')
);

-- The player's list, newest first, and the rules' look-back (this week and this month).
CREATE INDEX withdrawals_by_user ON withdrawals (user_id, created_at DESC, id DESC);
-- The ops queue (pending, oldest first) and the decided lists.
CREATE INDEX withdrawals_by_status ON withdrawals (status, id);
CREATE UNIQUE INDEX withdrawals_idempotency ON withdrawals (user_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
CREATE UNIQUE INDEX withdrawals_transfer ON withdrawals (transfer_id);
