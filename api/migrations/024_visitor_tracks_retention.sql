-- Visit tracking is kept for VISITOR_TRACK_RETENTION_DAYS (api/src/features/visitors): an hourly
-- sweep deletes older rows by their time, which this index serves.
CREATE INDEX visitor_tracks_by_time ON visitor_tracks (created_at);
