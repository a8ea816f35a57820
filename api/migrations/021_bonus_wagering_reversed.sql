-- A settled bet the feed reopens gives back the wagering its settlement counted (a step of its own),
-- so the settlement that decides it again counts what that one is worth (nothing for a void bet).
ALTER TABLE bonus_transactions DROP CONSTRAINT bonus_transactions_kind_check;
ALTER TABLE bonus_transactions ADD CONSTRAINT bonus_transactions_kind_check
  CHECK (kind IN ('claimed', 'granted', 'free_spins', 'spin_win', 'wagered', 'wagering_reversed', 'converted', 'forfeited', 'expired', 'cancelled'));
