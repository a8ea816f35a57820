-- A win on a bonus's free spin is bonus money that adds its wagering: recorded as its own step.
ALTER TABLE bonus_transactions DROP CONSTRAINT bonus_transactions_kind_check;
ALTER TABLE bonus_transactions ADD CONSTRAINT bonus_transactions_kind_check
  CHECK (kind IN ('claimed', 'granted', 'free_spins', 'spin_win', 'wagered', 'converted', 'forfeited', 'expired', 'cancelled'));
