-- A bet in two round trips (docs/performance.md, "Bets"): one read of everything the decision
-- needs, the decision in TypeScript (the same pure domain code), then one statement that writes the
-- bet and reserves its stake only if the player's wallets are exactly as read. When they are not
-- (or when the ledger refuses), the statement writes nothing and the caller takes the locked
-- transaction instead. No money rule lives here beyond ledger_apply's own.

-- A player's wallets in one currency, as compared by ledger_lock_wallets_unchanged: sums as text
-- (exact through JSON), ordered by purpose; NULL when none is opened. Every function here is
-- plpgsql, which keeps its statements' plans per connection (a LANGUAGE sql function that cannot
-- be inlined is planned again on every call).
CREATE FUNCTION ledger_player_wallets(p_user_id bigint, p_currency text) RETURNS jsonb LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT jsonb_agg(jsonb_build_object(
           'purpose', purpose, 'debits_pending', debits_pending::text, 'debits_posted', debits_posted::text,
           'credits_pending', credits_pending::text, 'credits_posted', credits_posted::text)
         ORDER BY purpose COLLATE "C")
    FROM ledger_accounts WHERE user_id = p_user_id AND currency = p_currency);
END
$$;

-- Locks the player's wallets (the global lock order: bonus before cash) and tells whether they are
-- still as `p_expected` (a value of ledger_player_wallets read earlier). The locks stay held until
-- the caller's transaction ends.
CREATE FUNCTION ledger_lock_wallets_unchanged(p_user_id bigint, p_currency text, p_expected jsonb) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM ledger_accounts WHERE user_id = p_user_id AND currency = p_currency ORDER BY purpose COLLATE "C" FOR NO KEY UPDATE;
  RETURN ledger_player_wallets(p_user_id, p_currency) IS NOT DISTINCT FROM p_expected;
END
$$;

-- ledger_apply with its arguments as one JSON object (api/src/ledger/apply.ts, plannedMovement).
CREATE FUNCTION ledger_apply_planned(m jsonb,
  OUT o_seq bigint, OUT o_created_at timestamptz, OUT o_debit_account_id bigint, OUT o_credit_account_id bigint,
  OUT o_debit_balance_after bigint, OUT o_credit_balance_after bigint
) LANGUAGE plpgsql AS $$
BEGIN
  SELECT * INTO o_seq, o_created_at, o_debit_account_id, o_credit_account_id, o_debit_balance_after, o_credit_balance_after
    FROM ledger_apply(m ->> 'id', m ->> 'kind', m ->> 'phase', (m ->> 'amount')::bigint, m ->> 'currency', m ->> 'pending_id',
    m ->> 'reverses_id', (m ->> 'timeout_seconds')::integer, (m ->> 'expires_at')::timestamptz, m -> 'metadata',
    (m ->> 'delta_pending')::bigint, (m ->> 'delta_posted')::bigint,
    (m ->> 'debit_user_id')::bigint, m ->> 'debit_purpose', (m ->> 'debit_shard')::smallint,
    (m ->> 'credit_user_id')::bigint, m ->> 'credit_purpose', (m ->> 'credit_shard')::smallint,
    (m ->> 'debit_first')::boolean);
END
$$;

-- The stake guard's facts (api/src/compliance/repo.ts): the latest exclusions and every limit.
CREATE FUNCTION compliance_stake_facts(p_user_id bigint) RETURNS jsonb LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN jsonb_build_object(
    'exclusions', (SELECT COALESCE(jsonb_agg(e), '[]') FROM (
       SELECT kind, starts_at, ends_at FROM player_exclusions WHERE user_id = p_user_id ORDER BY id DESC LIMIT 20) e),
    'limits', (SELECT COALESCE(jsonb_agg(l), '[]') FROM (
       SELECT kind, period, amount_centavos::text AS amount_centavos, pending_amount_centavos::text AS pending_amount_centavos, pending_from
         FROM player_limits WHERE user_id = p_user_id) l));
END
$$;

-- The bet an idempotency key placed for this player since `p_since` (the key is kept in each
-- leg's details.request: the schema has no column for it).
CREATE FUNCTION bets_by_idempotency_key(p_user_id bigint, p_key text, p_since timestamptz) RETURNS bigint LANGUAGE plpgsql STABLE AS $$
BEGIN
  IF p_key IS NULL THEN
    RETURN NULL;
  END IF;
  RETURN (SELECT b.id FROM bets b
   WHERE b.user_id = p_user_id AND b.placed_at >= p_since
     AND EXISTS (SELECT 1 FROM bet_selections bs WHERE bs.bet_id = b.id AND bs.details -> 'request' ->> 'idempotency_key' = p_key)
   ORDER BY b.id LIMIT 1);
END
$$;

-- Inserts a bet (`p_bet`: api/src/features/bets/repo.ts, betJson) and its legs; returns its id.
CREATE FUNCTION bets_insert(p_bet jsonb, p_legs jsonb) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
BEGIN
  WITH bet AS (
    INSERT INTO bets (id, user_id, frontend_id, kind, live, stake_centavos, stake_cash_centavos, stake_bonus_centavos, total_odds_hundredths,
                      potential_win_centavos, accept_odds_changes, status, placed_at)
    VALUES (COALESCE((p_bet ->> 'id')::bigint, nextval(pg_get_serial_sequence('bets', 'id'))), (p_bet ->> 'user_id')::bigint,
            (p_bet ->> 'frontend_id')::integer, p_bet ->> 'kind', (p_bet ->> 'live')::boolean, (p_bet ->> 'stake_centavos')::bigint,
            (p_bet ->> 'stake_cash_centavos')::bigint, (p_bet ->> 'stake_bonus_centavos')::bigint, (p_bet ->> 'total_odds_hundredths')::bigint,
            (p_bet ->> 'potential_win_centavos')::bigint, (p_bet ->> 'accept_odds_changes')::boolean, 'pending', (p_bet ->> 'placed_at')::timestamptz)
    RETURNING id
  ), legs AS (
    INSERT INTO bet_selections (bet_id, selection_id, match_id, market_key, selection_key, price_hundredths, details, score_at_bet)
    SELECT bet.id, r.selection_id, r.match_id, r.market_key, r.selection_key, r.price_hundredths, r.details, r.score_at_bet
      FROM bet, jsonb_to_recordset(p_legs) AS r(selection_id bigint, match_id bigint, market_key text, selection_key text, price_hundredths integer,
                                                details jsonb, score_at_bet jsonb)
  )
  SELECT id INTO v_id FROM bet;
  RETURN v_id;
END
$$;

-- The one-statement write: the bet, its legs and its stake reservations (`p_transfers`, planned by
-- the ledger), if the wallets are as read and the idempotency key is still unused. Returns false
-- and writes nothing when they are not; raises PB001 (rolling the statement back) when the ledger
-- refuses a reservation.
CREATE FUNCTION bets_place_checked(p_user_id bigint, p_currency text, p_wallets jsonb, p_idempotency_key text, p_since timestamptz,
                                   p_bet jsonb, p_legs jsonb, p_transfers jsonb) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  planned jsonb;
BEGIN
  IF NOT ledger_lock_wallets_unchanged(p_user_id, p_currency, p_wallets) THEN
    RETURN false;
  END IF;
  IF bets_by_idempotency_key(p_user_id, p_idempotency_key, p_since) IS NOT NULL THEN
    RETURN false;
  END IF;
  PERFORM bets_insert(p_bet, p_legs);
  FOR planned IN SELECT value FROM jsonb_array_elements(p_transfers) LOOP
    IF (SELECT o_seq FROM ledger_apply_planned(planned)) IS NULL THEN
      RAISE EXCEPTION 'ledger refused transfer %', planned ->> 'id' USING ERRCODE = 'PB001';
    END IF;
  END LOOP;
  RETURN true;
END
$$;

