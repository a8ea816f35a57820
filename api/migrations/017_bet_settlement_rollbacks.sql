-- A feed's rollback of a settlement (or of a cancel) reopens the bets it decided: the money the
-- settlement gave back is taken back (ledger kind `rollback`) and the bet is settled again. Each
-- settlement of a bet is a round; round n > 0 names its transfers `bet:<id>:r<n>:…`.
ALTER TABLE bets ADD COLUMN settlement_round integer NOT NULL DEFAULT 0 CHECK (settlement_round >= 0);

-- What each rollback instruction did to each bet it reached, once per pair:
--  legs_reopened — the bet was not settled: the legs' recorded results were cleared;
--  reopened      — the bet was settled: its return taken back, the bet pending again;
--  refused       — the wallets could not cover the take-back: nothing moved, the bet stays settled
--                  and ops decide (the amounts say what was owed).
CREATE TABLE bet_rollbacks (
  bet_id bigint NOT NULL REFERENCES bets (id),
  instruction_id text NOT NULL REFERENCES sports_settlement_instructions (id),
  outcome text NOT NULL CHECK (outcome IN ('legs_reopened', 'reopened', 'refused')),
  taken_back_cash_centavos bigint NOT NULL DEFAULT 0 CHECK (taken_back_cash_centavos >= 0),
  taken_back_bonus_centavos bigint NOT NULL DEFAULT 0 CHECK (taken_back_bonus_centavos >= 0),
  created_at timestamptz NOT NULL,
  PRIMARY KEY (bet_id, instruction_id)
);

CREATE INDEX bet_rollbacks_refused_idx ON bet_rollbacks (created_at) WHERE outcome = 'refused';

-- The job's queue: open instructions that can reopen bets (settle instructions are never consumed,
-- so the open index of 008 keeps every one of them and cannot serve this scan).
CREATE INDEX sports_settlement_instructions_reopening_idx ON sports_settlement_instructions (seq)
  WHERE consumed_at IS NULL AND kind IN ('cancel', 'rollback-settlement', 'rollback-cancel');
