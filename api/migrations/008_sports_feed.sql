-- The sports feeds' own bookkeeping (the match, market and selection tables are 007's):
-- which node runs the feeds, each scripted match's timeline and how far it has been played,
-- the odds-feed adapter's state, and the settlement instructions handed to bet settlement.

-- One feed runner across API nodes: a lease renewed on every pass, taken over when it lapses.
CREATE TABLE sports_feed_leases (
  name text PRIMARY KEY,
  holder text NOT NULL,
  expires_at timestamptz NOT NULL
);

-- Per match, what the feed that owns it needs to carry on after a restart or on another node.
CREATE TABLE sports_feed_matches (
  match_id bigint PRIMARY KEY REFERENCES sports_matches (id),
  feed text NOT NULL CHECK (feed IN ('simulator', 'replay', 'odds_feed')),
  -- Scripted feeds: the whole match fixed at creation (events in sim seconds from kick-off).
  script jsonb,
  -- How many script events have been applied.
  applied integer NOT NULL DEFAULT 0,
  -- The model's state beyond the match row (clock anchors, status to resume to…).
  state jsonb NOT NULL DEFAULT '{}',
  -- Odds feed: the producer pricing the event (its markets are suspended when it goes down).
  producer integer,
  -- When the feed must look at the match again (next event, next minute, end of a suspension); null when done.
  next_at timestamptz,
  -- The clock reading the current prices were computed at (re-price when it moves).
  priced_at integer,
  updated_at timestamptz NOT NULL
);

CREATE INDEX sports_feed_matches_due_idx ON sports_feed_matches (next_at) WHERE next_at IS NOT NULL;
CREATE INDEX sports_feed_matches_producer_idx ON sports_feed_matches (producer) WHERE producer IS NOT NULL;

-- Adapter state per feed (producers up or down, recoveries in progress, last market statuses).
CREATE TABLE sports_feed_cursors (
  feed text PRIMARY KEY,
  state jsonb NOT NULL,
  updated_at timestamptz NOT NULL
);

-- Settlement instructions (api/src/domain/sports/settlement-instructions.ts), written in the same
-- transaction as the match state that caused them. Settlement claims unconsumed rows in seq order
-- (FOR UPDATE SKIP LOCKED) and sets consumed_at.
CREATE TABLE sports_settlement_instructions (
  id text PRIMARY KEY,
  seq bigserial NOT NULL UNIQUE,
  match_id bigint NOT NULL REFERENCES sports_matches (id),
  kind text NOT NULL CHECK (kind IN ('settle', 'cancel', 'rollback-settlement', 'rollback-cancel')),
  instruction jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  consumed_at timestamptz
);

CREATE INDEX sports_settlement_instructions_open_idx ON sports_settlement_instructions (seq) WHERE consumed_at IS NULL;
CREATE INDEX sports_settlement_instructions_match_idx ON sports_settlement_instructions (match_id, seq);

-- The results page and the live lists read matches by start time across sports.
CREATE INDEX sports_matches_starts_idx ON sports_matches (starts_at);
CREATE INDEX sports_matches_live_idx ON sports_matches (status, starts_at)
  WHERE status IN ('1st Half', 'Halftime', '2nd Half', 'Extra Time', 'Penalty Shootout', 'Live', 'Interrupted', 'Suspended');
