-- What the tickets' route tests read behind the API (server/test/tickets.test.ts).

-- BLOCK select_live_events
SELECT instance_id AS "instanceId", audience, kind, ref_id AS "refId" FROM live_events WHERE exam_id = :examId ORDER BY id
