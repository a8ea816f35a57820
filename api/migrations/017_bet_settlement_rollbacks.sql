-- A feed's instruction that changes a decision already recorded on bets (a settlement rolled back,
-- a cancel after payment, a cancel taken back, a corrected settlement) reopens them: the money the
-- settlement gave back is taken back (ledger kind `rollback`) and the bet is settled again. Each
-- settlement of a bet is a round; round n > 0 names its transfers `bet:<id>:r<n>:…`.
ALTER TABLE bets ADD COLUMN settlement_round integer NOT NULL DEFAULT 0 CHECK (settlement_round >= 0);

-- A leg won in a dead heat: the factor it was paid with, in millionths (null: no dead heat).
ALTER TABLE bet_selections ADD COLUMN dead_heat_millionths integer CHECK (dead_heat_millionths > 0 AND dead_heat_millionths <= 1000000);

-- What each instruction did to each bet it reopened, once per pair:
--  legs_reopened — the bet was not settled: the legs' recorded results were cleared;
--  reopened      — the bet was settled: its return taken back, the bet pending again;
--  refused       — the wallets could not cover the take-back: nothing moved, the bet stays settled
--                  and ops decide (the amounts say what was owed);
--  retry         — ops asked the job to try a refused one again.
CREATE TABLE bet_rollbacks (
  bet_id bigint NOT NULL REFERENCES bets (id),
  instruction_id text NOT NULL REFERENCES sports_settlement_instructions (id),
  outcome text NOT NULL CHECK (outcome IN ('legs_reopened', 'reopened', 'refused', 'retry')),
  taken_back_cash_centavos bigint NOT NULL DEFAULT 0 CHECK (taken_back_cash_centavos >= 0),
  taken_back_bonus_centavos bigint NOT NULL DEFAULT 0 CHECK (taken_back_bonus_centavos >= 0),
  created_at timestamptz NOT NULL,
  PRIMARY KEY (bet_id, instruction_id)
);

CREATE INDEX bet_rollbacks_open_idx ON bet_rollbacks (created_at) WHERE outcome IN ('refused', 'retry');

-- The settlement job now consumes every instruction once it has checked the bets it reaches; those
-- issued before this migration were applied by the rules of their time.
UPDATE sports_settlement_instructions SET consumed_at = created_at WHERE consumed_at IS NULL;
