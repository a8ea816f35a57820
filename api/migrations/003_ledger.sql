-- The double-entry ledger (architecture §3). Every movement of money is one row of
-- ledger_transfers, from a debit account to a credit account; the four sums cached on each
-- account row change in the same transaction. All money is bigint centavos. History is
-- append-only: triggers refuse UPDATE, DELETE and TRUNCATE of transfers; corrections are
-- reversing transfers. Model: TigerBeetle (accounts, two-phase transfers, idempotent ids).

CREATE TABLE ledger_accounts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- A player's wallet, or NULL for a house account.
  user_id bigint REFERENCES users (id),
  -- cash | bonus for players; house_revenue, open_bets, clearing:pix… for the house.
  purpose text NOT NULL CHECK (purpose ~ '^[a-z][a-z_]*(:[a-z_]+)?$'),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  -- House accounts are split into shard rows so concurrent transfers do not queue on one row.
  shard smallint NOT NULL DEFAULT 0 CHECK (shard >= 0),
  debits_must_not_exceed_credits boolean NOT NULL,
  -- Cached sums in centavos (TigerBeetle's names); ledger:check recomputes them from transfers.
  debits_pending bigint NOT NULL DEFAULT 0 CHECK (debits_pending >= 0),
  debits_posted bigint NOT NULL DEFAULT 0 CHECK (debits_posted >= 0),
  credits_pending bigint NOT NULL DEFAULT 0 CHECK (credits_pending >= 0),
  credits_posted bigint NOT NULL DEFAULT 0 CHECK (credits_posted >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT ledger_accounts_owner CHECK ((user_id IS NOT NULL) = (purpose IN ('cash', 'bonus'))),
  CONSTRAINT ledger_accounts_player_unsharded CHECK (user_id IS NULL OR shard = 0),
  -- Pending debits count: reserved money is not spendable twice.
  CONSTRAINT ledger_accounts_no_overdraft CHECK (NOT debits_must_not_exceed_credits OR debits_posted + debits_pending <= credits_posted)
) WITH (fillfactor = 70);
-- fillfactor leaves room on each page so the frequent balance updates stay HOT (no index writes).

CREATE UNIQUE INDEX ledger_accounts_player_key ON ledger_accounts (user_id, purpose, currency) WHERE user_id IS NOT NULL;
CREATE UNIQUE INDEX ledger_accounts_house_key ON ledger_accounts (purpose, currency, shard) WHERE user_id IS NULL;

CREATE TABLE ledger_transfers (
  -- The caller's idempotency key (the sweep's own voids use a derived key).
  id text COLLATE "C" PRIMARY KEY CHECK (id ~ '^[!-~]{1,128}$'),
  -- Commit order per account: a transfer takes its accounts' row locks before drawing seq.
  seq bigint GENERATED ALWAYS AS IDENTITY,
  kind text NOT NULL CHECK (kind IN ('deposit', 'withdrawal', 'bet_stake', 'bet_win', 'casino_bet', 'casino_win', 'rollback', 'refund', 'fee', 'bonus_grant', 'bonus_convert', 'bonus_forfeit', 'correction')),
  phase text NOT NULL CHECK (phase IN ('single', 'pending', 'post_pending', 'void_pending')),
  debit_account_id bigint NOT NULL REFERENCES ledger_accounts (id),
  credit_account_id bigint NOT NULL REFERENCES ledger_accounts (id),
  -- For a void: the amount released.
  amount_centavos bigint NOT NULL CHECK (amount_centavos > 0),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  pending_id text COLLATE "C" REFERENCES ledger_transfers (id),
  reverses_id text COLLATE "C" REFERENCES ledger_transfers (id),
  timeout_seconds integer CHECK (timeout_seconds > 0),
  expires_at timestamptz,
  -- Spendable balance (credits_posted - debits_posted - debits_pending) of each side right after
  -- this transfer, for the transaction-history screen.
  debit_balance_after bigint NOT NULL,
  credit_balance_after bigint NOT NULL,
  metadata jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(metadata) = 'object'),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT ledger_transfers_two_accounts CHECK (debit_account_id <> credit_account_id),
  CONSTRAINT ledger_transfers_resolves_pending CHECK ((pending_id IS NOT NULL) = (phase IN ('post_pending', 'void_pending'))),
  CONSTRAINT ledger_transfers_timeout CHECK ((timeout_seconds IS NULL) = (expires_at IS NULL) AND (timeout_seconds IS NULL OR phase = 'pending')),
  CONSTRAINT ledger_transfers_reversal CHECK (reverses_id IS NULL OR phase = 'single')
);

-- A pending transfer is resolved (posted or voided) at most once; a transfer is reversed at most once.
CREATE UNIQUE INDEX ledger_transfers_resolution ON ledger_transfers (pending_id) WHERE pending_id IS NOT NULL;
CREATE UNIQUE INDEX ledger_transfers_reversal_once ON ledger_transfers (reverses_id) WHERE reverses_id IS NOT NULL;
-- A player's history, newest first.
CREATE INDEX ledger_transfers_by_debit ON ledger_transfers (debit_account_id, seq);
CREATE INDEX ledger_transfers_by_credit ON ledger_transfers (credit_account_id, seq);

-- Pending transfers not yet resolved. Not history: a row is deleted when its transfer is posted
-- or voided, which also serialises concurrent resolutions, and the expiry sweep reads only live rows.
CREATE TABLE ledger_open_pending (
  transfer_id text COLLATE "C" PRIMARY KEY REFERENCES ledger_transfers (id),
  expires_at timestamptz
);

CREATE INDEX ledger_open_pending_expiry ON ledger_open_pending (expires_at) WHERE expires_at IS NOT NULL;

-- The hot path as one function, so PostgreSQL plans its statements once per connection instead of
-- once per transfer. Each account update is conditional: a concurrent writer waits for the row
-- lock and re-checks the condition on the newest row (no SELECT … FOR UPDATE round trip, and no
-- constraint error that would abort the caller's transaction). The insert under the primary key
-- and the two unique indexes decides races on an id, a pending resolution or a reversal: when it
-- inserts nothing, the function undoes its own account updates (their row locks are still held,
-- so the old values come back exactly) and returns NULLs; the caller then finds out why.
-- The deltas and the lock order (debit side first or not) come from api/src/domain/ledger.
CREATE FUNCTION ledger_apply(
  p_id text, p_kind text, p_phase text, p_amount bigint, p_currency text, p_pending_id text, p_reverses_id text,
  p_timeout_seconds integer, p_expires_at timestamptz, p_metadata jsonb, p_delta_pending bigint, p_delta_posted bigint,
  p_debit_user_id bigint, p_debit_purpose text, p_debit_shard smallint,
  p_credit_user_id bigint, p_credit_purpose text, p_credit_shard smallint,
  p_debit_first boolean,
  OUT o_seq bigint, OUT o_created_at timestamptz, OUT o_debit_account_id bigint, OUT o_credit_account_id bigint,
  OUT o_debit_balance_after bigint, OUT o_credit_balance_after bigint
) LANGUAGE plpgsql AS $$
DECLARE
  claimed_expires_at timestamptz;
  is_debit boolean;
  v_user_id bigint;
  v_purpose text;
  v_shard smallint;
  -- What this side adds to debits_pending, debits_posted, credits_pending, credits_posted.
  v_dp bigint;
  v_dq bigint;
  v_cp bigint;
  v_cq bigint;
  v_id bigint;
  v_balance bigint;
BEGIN
  -- Resolving a pending transfer first claims it by deleting its open-pending row: a concurrent
  -- resolver waits on that row lock, then finds the row gone.
  IF p_pending_id IS NOT NULL THEN
    DELETE FROM ledger_open_pending WHERE transfer_id = p_pending_id RETURNING expires_at INTO claimed_expires_at;
    IF NOT FOUND THEN
      RETURN;
    END IF;
  END IF;
  FOR step IN 1..2 LOOP
    is_debit := (step = 1) = p_debit_first;
    IF is_debit THEN
      v_user_id := p_debit_user_id; v_purpose := p_debit_purpose; v_shard := p_debit_shard;
      v_dp := p_delta_pending; v_dq := p_delta_posted; v_cp := 0; v_cq := 0;
    ELSE
      v_user_id := p_credit_user_id; v_purpose := p_credit_purpose; v_shard := p_credit_shard;
      v_dp := 0; v_dq := 0; v_cp := p_delta_pending; v_cq := p_delta_posted;
    END IF;
    -- Two statements only because each key has its own unique index.
    IF v_user_id IS NULL THEN
      UPDATE ledger_accounts
        SET debits_pending = debits_pending + v_dp, debits_posted = debits_posted + v_dq,
            credits_pending = credits_pending + v_cp, credits_posted = credits_posted + v_cq
        WHERE user_id IS NULL AND purpose = v_purpose AND currency = p_currency AND shard = v_shard
          AND debits_pending + v_dp >= 0 AND credits_pending + v_cp >= 0
          AND (NOT debits_must_not_exceed_credits OR debits_posted + v_dq + debits_pending + v_dp <= credits_posted + v_cq)
        RETURNING id, credits_posted - debits_posted - debits_pending INTO v_id, v_balance;
    ELSE
      UPDATE ledger_accounts
        SET debits_pending = debits_pending + v_dp, debits_posted = debits_posted + v_dq,
            credits_pending = credits_pending + v_cp, credits_posted = credits_posted + v_cq
        WHERE user_id = v_user_id AND purpose = v_purpose AND currency = p_currency
          AND debits_pending + v_dp >= 0 AND credits_pending + v_cp >= 0
          AND (NOT debits_must_not_exceed_credits OR debits_posted + v_dq + debits_pending + v_dp <= credits_posted + v_cq)
        RETURNING id, credits_posted - debits_posted - debits_pending INTO v_id, v_balance;
    END IF;
    EXIT WHEN NOT FOUND;
    IF is_debit THEN
      o_debit_account_id := v_id; o_debit_balance_after := v_balance;
    ELSE
      o_credit_account_id := v_id; o_credit_balance_after := v_balance;
    END IF;
  END LOOP;
  IF o_debit_account_id IS NOT NULL AND o_credit_account_id IS NOT NULL THEN
    INSERT INTO ledger_transfers AS t (id, kind, phase, debit_account_id, credit_account_id, amount_centavos, currency, pending_id,
        reverses_id, timeout_seconds, expires_at, debit_balance_after, credit_balance_after, metadata)
      VALUES (p_id, p_kind, p_phase, o_debit_account_id, o_credit_account_id, p_amount, p_currency, p_pending_id,
        p_reverses_id, p_timeout_seconds, p_expires_at, o_debit_balance_after, o_credit_balance_after, p_metadata)
      ON CONFLICT DO NOTHING
      RETURNING t.seq, t.created_at INTO o_seq, o_created_at;
    IF FOUND THEN
      IF p_phase = 'pending' THEN
        INSERT INTO ledger_open_pending (transfer_id, expires_at) VALUES (p_id, p_expires_at);
      END IF;
      RETURN;
    END IF;
  END IF;
  -- Not applied: undo this call's own changes.
  UPDATE ledger_accounts SET debits_pending = debits_pending - p_delta_pending, debits_posted = debits_posted - p_delta_posted
    WHERE id = o_debit_account_id;
  UPDATE ledger_accounts SET credits_pending = credits_pending - p_delta_pending, credits_posted = credits_posted - p_delta_posted
    WHERE id = o_credit_account_id;
  IF p_pending_id IS NOT NULL THEN
    INSERT INTO ledger_open_pending (transfer_id, expires_at) VALUES (p_pending_id, claimed_expires_at);
  END IF;
  o_debit_account_id := NULL;
  o_credit_account_id := NULL;
  o_debit_balance_after := NULL;
  o_credit_balance_after := NULL;
END
$$;

CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% on % is not allowed: the ledger is append-only, correct with a reversing transfer', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END
$$;

CREATE TRIGGER ledger_transfers_append_only BEFORE UPDATE OR DELETE ON ledger_transfers
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_transfers_no_truncate BEFORE TRUNCATE ON ledger_transfers
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();

-- Accounts are never deleted and never change owner, purpose, currency, shard or flags. Only the
-- listed columns fire the trigger, so the hot balance update pays nothing for it.
CREATE TRIGGER ledger_accounts_identity_fixed BEFORE UPDATE OF id, user_id, purpose, currency, shard, debits_must_not_exceed_credits ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_accounts_no_delete BEFORE DELETE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_accounts_no_truncate BEFORE TRUNCATE ON ledger_accounts
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
