-- Remote registry: immutable releases of each remote, the active pointer per remote, and an
-- append-only log of every publish, activation and rollback.

CREATE TABLE remote_releases (
  remote text NOT NULL,
  version text NOT NULL,
  content_hash text NOT NULL,
  file_count integer NOT NULL CHECK (file_count > 0),
  size_bytes bigint NOT NULL CHECK (size_bytes > 0),
  shared_requirements jsonb NOT NULL,
  published_by text NOT NULL,
  published_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (remote, version)
);

CREATE TABLE remote_pointers (
  remote text PRIMARY KEY,
  active_version text NOT NULL,
  revision integer NOT NULL CHECK (revision > 0),
  updated_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (remote, active_version) REFERENCES remote_releases (remote, version)
);

CREATE TABLE remote_release_log (
  id bigserial PRIMARY KEY,
  remote text NOT NULL,
  action text NOT NULL CHECK (action IN ('publish', 'activate', 'rollback')),
  actor text NOT NULL,
  from_version text,
  to_version text,
  at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX remote_release_log_remote_idx ON remote_release_log (remote, id);

-- History is never edited: corrections are new entries.
CREATE FUNCTION forbid_history_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME;
END;
$$;

CREATE TRIGGER remote_release_log_append_only
  BEFORE UPDATE OR DELETE ON remote_release_log
  FOR EACH ROW EXECUTE FUNCTION forbid_history_change();

CREATE TRIGGER remote_releases_immutable
  BEFORE UPDATE OR DELETE ON remote_releases
  FOR EACH ROW EXECUTE FUNCTION forbid_history_change();
