-- A cancelled or rejected withdrawal's reserved fee was voided with it, but its row kept the fee
-- reserved, so the player's lists showed a fee never charged. Since this release a decision records
-- the fee charged (none once undone); the rows undone before it get the same.
UPDATE withdrawals SET fee_centavos = 0 WHERE status IN ('cancelled', 'rejected') AND fee_centavos <> 0;
