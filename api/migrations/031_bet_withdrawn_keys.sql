-- A slip whose answer was lost may be changed before it is sent again (another stake, another pick):
-- it then goes under a new Idempotency-Key, and the first request may have placed a bet, or may
-- still be on its way (a live bet waits its delay). Before sending it, the slip asks the API to
-- settle the first key (POST /user/bet/resolve): the bet it placed, or, when there is none, the key
-- is withdrawn here, under the player's wallet locks, so the first request is refused if it lands
-- later. One bet, or none, never two.
CREATE TABLE bet_withdrawn_keys (
  user_id bigint NOT NULL REFERENCES users (id),
  idempotency_key text NOT NULL CHECK (idempotency_key ~ '^[!-~]{1,100}$'),
  withdrawn_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, idempotency_key)
);

-- 0 now means the key was withdrawn: no bet may be placed under it (bet ids start at 1). Every
-- caller already holds the wallet locks or only reads, as before.
CREATE OR REPLACE FUNCTION bets_by_idempotency_key(p_user_id bigint, p_key text, p_since timestamptz) RETURNS bigint LANGUAGE plpgsql STABLE AS $$
BEGIN
  IF p_key IS NULL THEN
    RETURN NULL;
  END IF;
  RETURN COALESCE(
    (SELECT b.id FROM bets b
      WHERE b.user_id = p_user_id AND b.placed_at >= p_since
        AND EXISTS (SELECT 1 FROM bet_selections bs WHERE bs.bet_id = b.id AND bs.details -> 'request' ->> 'idempotency_key' = p_key)
      ORDER BY b.id LIMIT 1),
    (SELECT 0::bigint FROM bet_withdrawn_keys w
      WHERE w.user_id = p_user_id AND w.idempotency_key = p_key AND w.withdrawn_at >= p_since));
END
$$;
