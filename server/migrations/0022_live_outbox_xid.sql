-- The live channel's outbox without a lock (docs/live.md, "The outbox"). Each event row carries the id of the
-- transaction that wrote it, and readers go through the outbox in (transaction id, id) order, only up to the oldest
-- transaction still running: every row below that point has committed (or never will), so a reader's position
-- never passes a row that commits later — what one advisory lock, taken by every publishing transaction and held
-- to its commit, used to guarantee by making all of them wait for each other. Rows written before this have 0.
ALTER TABLE live_events ADD COLUMN xid xid8 NOT NULL DEFAULT '0';
ALTER TABLE live_events ALTER COLUMN xid SET DEFAULT pg_current_xact_id();
DROP INDEX live_events_exam_idx;
CREATE INDEX live_events_exam_idx ON live_events (exam_id, xid, id);
CREATE INDEX live_events_position_idx ON live_events (xid, id);
