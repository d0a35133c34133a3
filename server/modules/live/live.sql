-- The live channel's outbox (docs/live.md). Written only through `publish`, read by the hub and by reconnecting
-- clients.

-- BLOCK publish
-- Under one advisory lock held to the end of the writing transaction, so that ids are handed out in commit order:
-- the hub, which reads past the highest id it has seen, never skips a row that commits later. The NOTIFY is
-- delivered at commit, to every API process that listens (PostgreSQL).
WITH locked AS (SELECT pg_advisory_xact_lock(:lockKey::bigint)),
notified AS (SELECT pg_notify('examhall_live', '') FROM locked)
INSERT INTO live_events (exam_id, instance_id, audience, kind, ref_id, at)
SELECT t.exam_id, t.instance_id, t.audience, t.kind, t.ref_id, :now::timestamptz
FROM notified,
     unnest(:examIds::int[], :instanceIds::int[], :audiences::text[], :kinds::text[], :refIds::int[])
       AS t (exam_id, instance_id, audience, kind, ref_id)
RETURNING id

-- BLOCK select_newest_id
SELECT coalesce(max(id), 0)::text AS id FROM live_events

-- BLOCK select_after
SELECT id::text AS id, exam_id AS "examId", instance_id AS "instanceId", audience, kind, ref_id AS "refId", at
FROM live_events
WHERE id > :after::bigint
ORDER BY id
LIMIT :limit

-- BLOCK select_missed
-- What a reconnecting client missed: its audience's events after the last one it has.
SELECT id::text AS id, exam_id AS "examId", instance_id AS "instanceId", audience, kind, ref_id AS "refId", at
FROM live_events
WHERE exam_id = :examId AND audience = :audience AND id > :after::bigint
  AND (:instanceId::int IS NULL OR instance_id IS NULL OR instance_id = :instanceId::int)
ORDER BY id
LIMIT :limit

-- BLOCK delete_old
DELETE FROM live_events WHERE at < :before
