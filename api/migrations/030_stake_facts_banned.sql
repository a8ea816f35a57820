-- The stake guard's facts (migration 014) also say whether the account is banned. A ban takes the
-- player's wallet locks (api/src/features/users/ops-routes.ts) and a bet's write compares these facts
-- once it holds them (migration 029), so a bet in flight when ops ban the account is refused
-- instead of committing just after the ban; so is a stake decided under the wallet locks.
CREATE OR REPLACE FUNCTION compliance_stake_facts(p_user_id bigint) RETURNS jsonb LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN jsonb_build_object(
    'exclusions', (SELECT COALESCE(jsonb_agg(e), '[]') FROM (
       SELECT kind, starts_at, ends_at FROM player_exclusions WHERE user_id = p_user_id ORDER BY id DESC LIMIT 20) e),
    'limits', (SELECT COALESCE(jsonb_agg(l), '[]') FROM (
       SELECT kind, period, amount_centavos::text AS amount_centavos, pending_amount_centavos::text AS pending_amount_centavos, pending_from
         FROM player_limits WHERE user_id = p_user_id) l),
    'banned', EXISTS (SELECT 1 FROM users WHERE id = p_user_id AND banned_at IS NOT NULL));
END
$$;
