-- A completed login asks whether the account has had a session before, and one with the same browser,
-- system and address (the new-device mail, api/src/auth/new-device.ts). Ended sessions are kept, so
-- without this index each login scanned every session the site ever opened.
CREATE INDEX sessions_user_device_idx ON sessions (user_id, device_signature, ip);
