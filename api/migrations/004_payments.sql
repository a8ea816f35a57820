-- Deposits through payment providers (spec §2 wallet, §4 crypto deposit, §5 limits, §9 processing).
-- A deposit is created awaiting payment, the provider tells us (signed notification) that it was
-- paid or failed, and a paid deposit is credited by one ledger transfer with the id
-- `deposit:<deposit id>`, so it is credited exactly once however often it is notified.
-- Card numbers and CVVs are never stored: only the brand and the last four digits.

CREATE TABLE deposits (
  id uuid PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  method text NOT NULL CHECK (method IN ('pix', 'card', 'crypto', 'bank_transfer', 'papara', 'payfix', 'pep', 'mefete')),
  -- The adapter that handles it; also the path segment of its notifications.
  provider text NOT NULL CHECK (provider ~ '^[a-z][a-z0-9_]{1,31}$'),
  -- What is credited, in centavos.
  amount_centavos bigint NOT NULL CHECK (amount_centavos > 0),
  currency text NOT NULL DEFAULT 'BRL' CHECK (currency ~ '^[A-Z]{3}$'),
  status text NOT NULL CHECK (status IN ('awaiting_payment', 'confirming', 'completed', 'failed', 'expired', 'cancelled')),
  failure_reason text CHECK (failure_reason IN ('declined', 'insufficient_funds', 'processing_error')),
  -- Ours: the Pix txid, the bank-transfer description, the e-wallet order id.
  reference text COLLATE "C" NOT NULL UNIQUE CHECK (reference ~ '^[A-Z0-9]{6,25}$'),
  -- The provider's id for the payment, shown to the player as "payment ID" (spec §3).
  payment_id text COLLATE "C" CHECK (payment_id ~ '^[!-~]{1,64}$'),
  -- What the player needs to pay (Pix code, address, bank details, redirect), never card data.
  instructions jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(instructions) = 'object'),
  card_brand text,
  card_last4 text CHECK (card_last4 ~ '^[0-9]{4}$'),
  crypto_asset text CHECK (crypto_asset IN ('BTC', 'USDT')),
  -- Single use: an address belongs to one deposit, ever.
  crypto_address text COLLATE "C" UNIQUE,
  -- The exact amount to send, in the asset's smallest unit (satoshi, micro-USDT).
  crypto_amount_units bigint CHECK (crypto_amount_units > 0),
  -- Pix charge, crypto address, checkout session or bank reference: nothing is accepted after it.
  expires_at timestamptz,
  -- Crypto: when the player said "I have paid", and when the sandbox chain watcher confirms it.
  paid_at timestamptz,
  confirm_after timestamptz,
  -- A background job's claim on the row (several API nodes), so only one works on it at a time.
  job_lease_until timestamptz,
  ledger_transfer_id text COLLATE "C",
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  completed_at timestamptz,
  CONSTRAINT deposits_completed CHECK ((status = 'completed') = (completed_at IS NOT NULL AND ledger_transfer_id IS NOT NULL)),
  CONSTRAINT deposits_failed_reason CHECK ((status = 'failed') = (failure_reason IS NOT NULL)),
  CONSTRAINT deposits_card_summary_only CHECK (method = 'card' OR (card_brand IS NULL AND card_last4 IS NULL)),
  CONSTRAINT deposits_crypto_fields CHECK (method = 'crypto' OR (crypto_asset IS NULL AND crypto_address IS NULL AND crypto_amount_units IS NULL))
);

CREATE UNIQUE INDEX deposits_provider_payment_id ON deposits (provider, payment_id) WHERE payment_id IS NOT NULL;
CREATE UNIQUE INDEX deposits_ledger_transfer ON deposits (ledger_transfer_id) WHERE ledger_transfer_id IS NOT NULL;
-- A player's recent deposits.
CREATE INDEX deposits_by_user ON deposits (user_id, created_at DESC, id);
-- The expiry job reads only live deposits; the chain watcher only those being confirmed.
CREATE INDEX deposits_awaiting_expiry ON deposits (expires_at) WHERE status = 'awaiting_payment';
CREATE INDEX deposits_confirming ON deposits (confirm_after) WHERE status = 'confirming' AND confirm_after IS NOT NULL;

-- Every authenticated provider notification, once per provider event id: a replay finds its row
-- and answers the recorded outcome without doing anything again. Refused notifications (unknown
-- deposit, different amount, deposit no longer payable) stay here for reconciliation.
CREATE TABLE payment_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  provider text NOT NULL,
  event_id text COLLATE "C" NOT NULL,
  type text NOT NULL CHECK (type IN ('payment_succeeded', 'payment_failed')),
  deposit_id uuid REFERENCES deposits (id),
  -- As the provider stated them.
  reference text,
  amount_centavos bigint,
  outcome text NOT NULL CHECK (outcome IN ('processing', 'credited', 'failed', 'already_final', 'not_payable', 'unknown_deposit', 'amount_mismatch')),
  payload jsonb NOT NULL,
  received_at timestamptz NOT NULL,
  CONSTRAINT payment_events_once UNIQUE (provider, event_id)
);

CREATE INDEX payment_events_by_deposit ON payment_events (deposit_id) WHERE deposit_id IS NOT NULL;
