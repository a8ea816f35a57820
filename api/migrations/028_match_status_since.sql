-- When a match entered its current status. A match interrupted for too long hands its bets to ops
-- (settlement's interrupted timeout), counted from when the interruption began: `updated_at` moves
-- with every price or score message, which kept restarting that count. Null for a row whose status
-- has not changed since it was written: then `updated_at` (its writing) is when it began.
ALTER TABLE sports_matches ADD COLUMN status_since timestamptz;
