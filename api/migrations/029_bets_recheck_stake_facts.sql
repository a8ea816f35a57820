-- A bet written in one statement (migration 014) decided on the stake guard's facts as its read saw
-- them (exclusions and limits). A break or a self-exclusion that commits between that read and the
-- write must still refuse the bet: the exclusion now takes the player's wallet locks
-- (api/src/compliance/service.ts), and the write, once it holds them, checks the facts are still as
-- read. When they are not, it writes nothing and the locked transaction decides on the new facts,
-- as it does for wallets that changed. `p_stake_facts` null: the caller has no stake guard.
CREATE FUNCTION bets_place_checked(p_user_id bigint, p_currency text, p_wallets jsonb, p_stake_facts jsonb, p_idempotency_key text,
                                   p_since timestamptz, p_bet jsonb, p_legs jsonb, p_transfers jsonb) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  planned jsonb;
BEGIN
  IF NOT ledger_lock_wallets_unchanged(p_user_id, p_currency, p_wallets) THEN
    RETURN false;
  END IF;
  -- A statement after the lock reads what committed before it was granted.
  IF p_stake_facts IS NOT NULL AND compliance_stake_facts(p_user_id) IS DISTINCT FROM p_stake_facts THEN
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

DROP FUNCTION bets_place_checked(bigint, text, jsonb, text, timestamptz, jsonb, jsonb, jsonb);
