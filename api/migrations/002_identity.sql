-- Players' identity: accounts, sessions, login challenges (2FA), one-time codes, identity
-- documents, visitor tracking, outgoing mail and account events (forced logouts).

CREATE TABLE users (
  id bigserial PRIMARY KEY,
  first_name text NOT NULL,
  last_name text NOT NULL,
  username text,
  email text NOT NULL,
  email_normalized text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  password_changed_at timestamptz NOT NULL DEFAULT now(),
  avatar text,
  frontend_id integer NOT NULL DEFAULT 1,
  banned_at timestamptz,
  banned_reason text,
  email_verified_at timestamptz,
  two_factor_secret text,
  two_factor_pending_secret text,
  two_factor_enabled_at timestamptz,
  two_factor_last_step bigint,
  address text,
  city text,
  country text,
  birthdate date,
  email_marketing boolean NOT NULL DEFAULT false,
  registration_code text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sessions (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  token_hash bytea NOT NULL UNIQUE,
  device_signature text NOT NULL,
  device text NOT NULL,
  browser text NOT NULL,
  os text NOT NULL,
  ip text NOT NULL,
  user_agent text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_active_at timestamptz NOT NULL DEFAULT now(),
  ended_at timestamptz,
  end_reason text CHECK (end_reason IN ('logout', 'ended_by_player', 'other_device', 'banned', 'password_changed', 'password_reset', 'expired'))
);

CREATE INDEX sessions_open_by_user_idx ON sessions (user_id) WHERE ended_at IS NULL;

CREATE TABLE login_challenges (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  token_hash bytea NOT NULL UNIQUE,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE one_time_codes (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  purpose text NOT NULL CHECK (purpose IN ('password_reset', 'email_verification')),
  code_hash bytea NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  verified_at timestamptz,
  consumed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX one_time_codes_live_idx ON one_time_codes (user_id, purpose, created_at DESC);

CREATE TABLE identity_documents (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  kind text NOT NULL CHECK (kind IN ('identity', 'address', 'payment')),
  status text NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
  storage_key text NOT NULL,
  mime_type text NOT NULL CHECK (mime_type IN ('image/jpeg', 'image/png')),
  size_bytes integer NOT NULL CHECK (size_bytes > 0 AND size_bytes <= 2097152),
  sha256 text NOT NULL,
  original_name text,
  uploaded_at timestamptz NOT NULL DEFAULT now(),
  reviewed_at timestamptz,
  reviewed_by text,
  rejection_reason text
);

CREATE INDEX identity_documents_user_idx ON identity_documents (user_id, kind, uploaded_at DESC);
-- At most one document of a kind waits for review or stands approved per player.
CREATE UNIQUE INDEX identity_documents_one_live_per_kind ON identity_documents (user_id, kind) WHERE status IN ('pending', 'approved');

CREATE TABLE visitor_tracks (
  id bigserial PRIMARY KEY,
  fingerprint text NOT NULL,
  user_agent text,
  language text,
  platform text,
  timezone text,
  screen_width integer,
  screen_height integer,
  referrer text,
  url text,
  ip text,
  user_id bigint REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE mail_outbox (
  id bigserial PRIMARY KEY,
  to_address text NOT NULL,
  subject text NOT NULL,
  body_text text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);

CREATE INDEX mail_outbox_to_idx ON mail_outbox (to_address, id DESC);

-- Facts the realtime layer delivers to a player (force-logout and later others). Written in the
-- same transaction as the change that causes them; published at least once.
CREATE TABLE account_events (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  name text NOT NULL,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  published_at timestamptz
);

CREATE INDEX account_events_unpublished_idx ON account_events (id) WHERE published_at IS NULL;

CREATE TABLE ops_audit_log (
  id bigserial PRIMARY KEY,
  actor text NOT NULL,
  action text NOT NULL,
  subject text NOT NULL,
  detail jsonb NOT NULL DEFAULT '{}',
  at timestamptz NOT NULL DEFAULT now()
);

CREATE TRIGGER ops_audit_log_append_only
  BEFORE UPDATE OR DELETE ON ops_audit_log
  FOR EACH ROW EXECUTE FUNCTION forbid_history_change();
