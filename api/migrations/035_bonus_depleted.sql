-- A bonus short of its wagering whose bonus money is all lost, with no bonus stake open and no free
-- spin left, ends at once (status and close reason `depleted`, a step of its own) instead of holding
-- the player's one bonus slot until its expiry (spec §9: one active bonus at a time).
ALTER TABLE player_bonuses DROP CONSTRAINT player_bonuses_status_check;
ALTER TABLE player_bonuses ADD CONSTRAINT player_bonuses_status_check
  CHECK (status IN ('claimed', 'active', 'completed', 'forfeited', 'expired', 'cancelled', 'depleted'));
ALTER TABLE player_bonuses DROP CONSTRAINT player_bonuses_close_reason_check;
ALTER TABLE player_bonuses ADD CONSTRAINT player_bonuses_close_reason_check
  CHECK (close_reason IN ('wagering_met', 'expired', 'withdrawal', 'player_cancelled', 'not_qualified', 'ops', 'depleted'));
ALTER TABLE bonus_transactions DROP CONSTRAINT bonus_transactions_kind_check;
ALTER TABLE bonus_transactions ADD CONSTRAINT bonus_transactions_kind_check
  CHECK (kind IN ('claimed', 'granted', 'free_spins', 'spin_win', 'wagered', 'wagering_reversed', 'converted', 'forfeited', 'expired', 'cancelled', 'depleted'));
