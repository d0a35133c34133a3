-- The live channel's outbox (docs/live.md). Written only through `publish`, read by the hub and by reconnecting
-- clients. Readers go through it in (xid, id) order — the writing transaction's id, then the row's — and only up to
-- the oldest transaction still running (`pg_snapshot_xmin`): a row below that point has committed or never will, and
-- every row still to come lies above it, so a position once passed is never passed again by a late commit.

-- BLOCK publish
-- No lock: `xid` defaults to this transaction's id. Other API processes are told after the commit (hub.ts).
INSERT INTO live_events (exam_id, instance_id, audience, kind, ref_id, at)
SELECT t.exam_id, t.instance_id, t.audience, t.kind, t.ref_id, :now::timestamptz
FROM unnest(:examIds::int[], :instanceIds::int[], :audiences::text[], :kinds::text[], :refIds::int[])
       AS t (exam_id, instance_id, audience, kind, ref_id)

-- BLOCK select_newest
-- Where a reader starts: the last row below the oldest running transaction.
SELECT xid::text AS xid, id::text AS id
FROM live_events
WHERE xid < pg_snapshot_xmin(pg_current_snapshot())
ORDER BY xid DESC, id DESC
LIMIT 1

-- BLOCK forget_foreign_xids
-- Rows whose transaction id this server has not handed out yet came from another database (a move or a restore):
-- they are old, so they go first.
UPDATE live_events SET xid = '0' WHERE xid >= pg_snapshot_xmax(pg_current_snapshot())

-- BLOCK select_after
-- The rows after a position; `settled` is false from the first row of a transaction that may still be running
-- (or of a later one): the hub hands on only the settled ones and reads again shortly for the others.
SELECT id::text AS id, xid::text AS xid, exam_id AS "examId", instance_id AS "instanceId", audience, kind, ref_id AS "refId", at,
       xid < pg_snapshot_xmin(pg_current_snapshot()) AS settled
FROM live_events
WHERE (xid, id) > (:xid::xid8, :after::bigint)
ORDER BY xid, id
LIMIT :limit

-- BLOCK select_position
-- The position of an event a reconnecting client had last.
SELECT xid::text AS xid, id::text AS id FROM live_events WHERE id = :id::bigint

-- BLOCK select_missed
-- What a reconnecting client missed: its audience's settled events after its position.
SELECT id::text AS id, xid::text AS xid, exam_id AS "examId", instance_id AS "instanceId", audience, kind, ref_id AS "refId", at
FROM live_events
WHERE exam_id = :examId AND audience = :audience AND (xid, id) > (:xid::xid8, :after::bigint)
  AND xid < pg_snapshot_xmin(pg_current_snapshot())
  AND (:instanceId::int IS NULL OR instance_id IS NULL OR instance_id = :instanceId::int)
ORDER BY xid, id
LIMIT :limit

-- BLOCK delete_old
DELETE FROM live_events WHERE at < :before
