-- In-app notifications per player (spec §3 "Notification") and site announcements (§3
-- "Announcement"). A new notification also writes a `new-notification` account event in the same
-- transaction, which the realtime relay publishes.

CREATE TABLE notifications (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  title text,
  message text NOT NULL,
  translation_key text NOT NULL DEFAULT 'notifications.default',
  translation_params jsonb NOT NULL DEFAULT '{}',
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX notifications_user_idx ON notifications (user_id, created_at DESC, id DESC);

CREATE TABLE announcements (
  id bigserial PRIMARY KEY,
  message text NOT NULL,
  is_active boolean NOT NULL,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
