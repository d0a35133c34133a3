-- Contact, the event log and answer history of instances (docs/live.md).

-- BLOCK select_my_instance
-- The signed-in student's instance, for their live channel and the events their page sends.
SELECT i.id, i.exam_id AS "examId", (i.started_at IS NOT NULL AND i.submitted_at IS NULL) AS ongoing,
       coalesce(i.last_address, i.start_address) AS address, coalesce(i.last_user_agent, i.start_user_agent) AS "userAgent"
FROM exam_instances i
JOIN students s ON s.id = i.student_id
WHERE i.id = :instanceId AND s.user_id = :userId

-- BLOCK select_exam_course
SELECT id, course_id AS "courseId" FROM exams WHERE id = :examId

-- BLOCK select_instance_course
SELECT i.id, i.exam_id AS "examId", e.course_id AS "courseId"
FROM exam_instances i JOIN exams e ON e.id = i.exam_id
WHERE i.id = :instanceId

-- BLOCK insert_events
INSERT INTO exam_events (instance_id, kind, at, client_at, ordinal, seq, detail, acted_by)
SELECT :instanceId, t.kind, :now, t.client_at, t.ordinal, t.seq, t.detail, :actedBy::int
FROM unnest(:kinds::text[], :clientAts::timestamptz[], :ordinals::int[], :seqs::int[], :details::jsonb[])
  AS t (kind, client_at, ordinal, seq, detail)

-- BLOCK update_last_seen_client
UPDATE exam_instances SET last_address = :address, last_user_agent = :userAgent WHERE id = :instanceId

-- BLOCK touch_contact
-- Ongoing instances heard from now. Those that had lost contact get it back: the gap goes into their log. A row
-- written less than :resolutionSeconds ago is left alone (heartbeats and keep-alives need not rewrite it each
-- time). Locked in the order of the ids, as answer saves lock them (no deadlock between the two).
WITH old AS (
  SELECT id, exam_id, contact_lost_at
  FROM exam_instances
  WHERE id = ANY(:instanceIds::int[]) AND started_at IS NOT NULL AND submitted_at IS NULL
    AND (contact_lost_at IS NOT NULL OR last_contact_at IS NULL
         OR last_contact_at < :now::timestamptz - make_interval(secs => :resolutionSeconds))
  ORDER BY id
  FOR UPDATE
),
touched AS (
  UPDATE exam_instances i SET last_contact_at = :now, contact_lost_at = NULL
  FROM old WHERE i.id = old.id
  RETURNING i.id
),
regained AS (
  INSERT INTO exam_events (instance_id, kind, at, detail)
  SELECT old.id, 'contact-regained', :now, jsonb_build_object('since', old.contact_lost_at)
  FROM old WHERE old.contact_lost_at IS NOT NULL
  RETURNING instance_id
)
SELECT old.id AS "instanceId", old.exam_id AS "examId"
FROM old WHERE old.contact_lost_at IS NOT NULL

-- BLOCK mark_contact_lost
-- Ongoing instances not heard from since `before` (or never since their start): marked, and logged once.
WITH lost AS (
  UPDATE exam_instances
  SET contact_lost_at = coalesce(last_contact_at, started_at)
  WHERE started_at IS NOT NULL AND submitted_at IS NULL AND contact_lost_at IS NULL
    AND coalesce(last_contact_at, started_at) < :before
  RETURNING id, exam_id, contact_lost_at
),
logged AS (
  INSERT INTO exam_events (instance_id, kind, at, detail)
  SELECT id, 'contact-lost', :now, jsonb_build_object('since', contact_lost_at) FROM lost
  RETURNING instance_id
)
SELECT id AS "instanceId", exam_id AS "examId" FROM lost

-- BLOCK select_events
-- With `from`: the first `limit` at or after it; without: the last `limit`. Oldest first either way.
SELECT * FROM (
  SELECT ev.id::float8 AS id, ev.kind, ev.at, ev.client_at AS "clientAt", ev.ordinal, ev.seq,
         CASE WHEN ev.kind IN ('answer-saved', 'late-answer') THEN length((ev.detail -> 'answer')::text) END AS size,
         (ev.detail ->> 'offlineSeconds')::int AS "offlineSeconds", (ev.detail ->> 'since')::timestamptz AS since,
         ev.detail ->> 'address' AS address, ev.detail ->> 'userAgent' AS "userAgent",
         CASE WHEN ev.kind IN ('extended', 'unsubmitted') THEN (ev.detail ->> 'minutes')::int END AS minutes,
         CASE WHEN ev.kind = 'extended' THEN ev.detail ->> 'reason' END AS reason,
         nullif(concat_ws(' ', u.first_name, u.last_name), '') AS "actorName"
  FROM exam_events ev
  LEFT JOIN users u ON u.id = ev.acted_by
  WHERE ev.instance_id = :instanceId
    AND (cardinality(:kinds::text[]) = 0 OR ev.kind = ANY(:kinds::text[]))
    AND (:from::timestamptz IS NULL OR ev.at >= :from::timestamptz)
  ORDER BY CASE WHEN :from::timestamptz IS NULL THEN ev.at END DESC, CASE WHEN :from::timestamptz IS NULL THEN ev.id END DESC,
           ev.at, ev.id
  LIMIT :limit
) page
ORDER BY at, id

-- BLOCK count_events
SELECT count(*)::int AS total FROM exam_events
WHERE instance_id = :instanceId AND (cardinality(:kinds::text[]) = 0 OR kind = ANY(:kinds::text[]))

-- BLOCK select_activity
-- The activity summary of instances (the instance lists and the log). A saved answer is contact too: the last
-- contact is the later of the channel's or heartbeat's and the last save (saves do not write the instance's row).
SELECT i.id AS "instanceId",
       count(ev.id) FILTER (WHERE ev.kind = 'focus-lost')::int AS "focusLosses",
       count(ev.id) FILTER (WHERE ev.kind = 'fullscreen-left')::int AS "fullscreenExits",
       count(ev.id) FILTER (WHERE ev.kind = 'contact-lost')::int AS "contactGaps",
       count(ev.id) FILTER (WHERE ev.kind IN ('address-changed', 'browser-changed'))::int AS "addressChanges",
       greatest(i.last_contact_at, (SELECT max(a.saved_at) FROM exam_answers a WHERE a.instance_id = i.id)) AS "lastContactAt",
       i.contact_lost_at AS "contactLostSince"
FROM exam_instances i
LEFT JOIN exam_events ev ON ev.instance_id = i.id AND ev.kind IN ('focus-lost', 'fullscreen-left', 'contact-lost', 'address-changed', 'browser-changed')
WHERE i.id = ANY(:instanceIds::int[])
GROUP BY i.id

-- BLOCK select_answer_history
SELECT ev.seq, ev.at, ev.client_at AS "clientAt", ev.kind = 'late-answer' AS late, ev.detail -> 'answer' AS answer
FROM exam_events ev
WHERE ev.instance_id = :instanceId AND ev.ordinal = :ordinal AND ev.kind IN ('answer-saved', 'late-answer')
ORDER BY ev.id

-- BLOCK instance_has_question
SELECT EXISTS (SELECT 1 FROM exam_instance_questions WHERE instance_id = :instanceId AND ordinal = :ordinal) AS found
