-- The payments job looks, every run, for provider approvals nothing has acted on yet (outcome
-- 'processing', oldest first: depositsWithPendingApproval in api/src/features/payments/repo.ts).
-- They are a handful among every notification ever received, so without this index each run read
-- the whole table. The runner applies each migration in a transaction, where CONCURRENTLY cannot
-- run: while the index is built, notifications wait for it (they are not refused), and it holds
-- only the few rows still processing, so the build is one read of the table.
CREATE INDEX payment_events_processing ON payment_events (id) WHERE outcome = 'processing';
