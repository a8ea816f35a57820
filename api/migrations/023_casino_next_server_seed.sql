-- The server seed a player's next seed pair will use is drawn in advance and its SHA-256 shown
-- (GET /user/fairness `next_server_seed_hash`), so the commitment comes before the player picks a
-- client seed: rotating or setting a client seed makes this seed active and draws the following
-- one. An active pair always holds its successor; revealing the pair drops the successor's seed
-- (it is now the active pair's) and keeps its hash, which chains each pair to the next.
ALTER TABLE casino_seed_pairs
  ADD COLUMN next_server_seed text CHECK (next_server_seed ~ '^[0-9a-f]{64}$'),
  ADD COLUMN next_server_seed_hash text CHECK (next_server_seed_hash ~ '^[0-9a-f]{64}$');

-- Pairs active before this migration get their successor now: 244 random bits from two
-- gen_random_uuid() (pg_strong_random), spread by SHA-256 over 64 hex characters. The hash is of
-- the seed's text, as hashServerSeed computes it.
UPDATE casino_seed_pairs
SET next_server_seed = encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')), 'hex')
WHERE status = 'active';
UPDATE casino_seed_pairs SET next_server_seed_hash = encode(sha256(convert_to(next_server_seed, 'UTF8')), 'hex') WHERE status = 'active';

ALTER TABLE casino_seed_pairs ADD CONSTRAINT casino_seed_pairs_next
  CHECK ((status = 'active') = (next_server_seed IS NOT NULL) AND (next_server_seed IS NULL OR next_server_seed_hash IS NOT NULL));
