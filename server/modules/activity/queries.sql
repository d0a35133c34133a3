-- My activity (docs/exams.md, My activity): the signed-in staff member's own events from every source, newest first.

-- BLOCK page_of
-- Each source's part: the keyset (strictly older than the cursor's time and key) and its own page. Written into
-- every source so that each reads its (who, when) index from the cursor down and stops after :fetch rows.
ORDER BY at DESC, key DESC
LIMIT :fetch

-- BLOCK select_my_activity
-- One page of events. :kinds the kinds wanted, :courseId null or one course, :beforeAt / :beforeKey the cursor
-- (null: from the newest), :fetch the page size plus one (to tell whether there is a next page).
WITH cursor AS (
  SELECT coalesce(:beforeAt::timestamptz, 'infinity'::timestamptz) AS at,
         coalesce(:beforeKey::text, '~') COLLATE "C" AS key
),
events AS (
  (SELECT 'exam' AS kind, 'exam-created' AS action, e.created_at AS at, ('ec:' || e.id) COLLATE "C" AS key, e.course_id, e.id AS exam_id,
          NULL::int AS instance_id, NULL::int AS student_id, NULL::int AS question_id, NULL::int AS version,
          NULL::int AS ordinal, NULL::int AS ticket_id, NULL::float8 AS count
   FROM exams e, cursor
   WHERE 'exam' = ANY (:kinds::text[]) AND e.created_by = :userId
     AND (:courseId::int IS NULL OR e.course_id = :courseId::int)
     AND e.created_at <= cursor.at AND (e.created_at, ('ec:' || e.id) COLLATE "C") < (cursor.at, cursor.key)
   -- INCLUDE page_of
  )
  UNION ALL
  (SELECT 'exam', 'exam-updated', e.updated_at AS at, ('eu:' || e.id) COLLATE "C" AS key, e.course_id, e.id, NULL, NULL, NULL, NULL, NULL, NULL, NULL
   FROM exams e, cursor
   WHERE 'exam' = ANY (:kinds::text[]) AND e.updated_by = :userId AND e.updated_at > e.created_at
     AND (:courseId::int IS NULL OR e.course_id = :courseId::int)
     AND e.updated_at <= cursor.at AND (e.updated_at, ('eu:' || e.id) COLLATE "C") < (cursor.at, cursor.key)
   -- INCLUDE page_of
  )
  UNION ALL
  (SELECT 'exam',
          CASE a.action WHEN 'unsubmit' THEN 'instance-unsubmitted' WHEN 'extend' THEN 'instance-extended'
            WHEN 'delete' THEN 'instance-deleted' WHEN 'delete-not-started' THEN 'instances-deleted'
            ELSE 'instance-submitted' END,
          a.acted_at AS at, ('ea:' || a.id) COLLATE "C" AS key, e.course_id, e.id, a.instance_id, a.student_id, NULL, NULL, NULL, NULL,
          CASE a.action WHEN 'delete-not-started' THEN (a.detail ->> 'deleted')::float8
            WHEN 'extend' THEN (a.detail ->> 'minutes')::float8 WHEN 'unsubmit' THEN (a.detail ->> 'minutes')::float8 END
   FROM exam_actions a JOIN exams e ON e.id = a.exam_id, cursor
   WHERE 'exam' = ANY (:kinds::text[]) AND a.acted_by = :userId
     AND (:courseId::int IS NULL OR e.course_id = :courseId::int)
     AND a.acted_at <= cursor.at AND (a.acted_at, ('ea:' || a.id) COLLATE "C") < (cursor.at, cursor.key)
   -- INCLUDE page_of
  )
  UNION ALL
  (SELECT 'exam', 'instances-generated', g.started_at AS at, ('eg:' || g.id) COLLATE "C" AS key, e.course_id, e.id, NULL, NULL, NULL, NULL, NULL, NULL,
          g.generated::float8
   FROM exam_generation_runs g JOIN exams e ON e.id = g.exam_id, cursor
   WHERE 'exam' = ANY (:kinds::text[]) AND g.requested_by = :userId
     AND (:courseId::int IS NULL OR e.course_id = :courseId::int)
     AND g.started_at <= cursor.at AND (g.started_at, ('eg:' || g.id) COLLATE "C") < (cursor.at, cursor.key)
   -- INCLUDE page_of
  )
  UNION ALL
  -- Every version the user saved: the first creates the question, a later one is a new version of it.
  (SELECT 'question', CASE WHEN q.version = 1 THEN 'question-created' ELSE 'question-version' END, q.created_at AS at,
          ('qc:' || q.id) COLLATE "C" AS key, q.course_id, NULL, NULL, NULL, q.id, q.version, NULL, NULL, NULL
   FROM questions q, cursor
   WHERE 'question' = ANY (:kinds::text[]) AND q.created_by = :userId
     AND (:courseId::int IS NULL OR q.course_id = :courseId::int)
     AND q.created_at <= cursor.at AND (q.created_at, ('qc:' || q.id) COLLATE "C") < (cursor.at, cursor.key)
   -- INCLUDE page_of
  )
  UNION ALL
  -- A version changed in place afterwards (edited, activated or deactivated): its last change.
  (SELECT 'question', 'question-updated', q.updated_at AS at, ('qu:' || q.id) COLLATE "C" AS key, q.course_id, NULL, NULL, NULL, q.id, q.version,
          NULL, NULL, NULL
   FROM questions q, cursor
   WHERE 'question' = ANY (:kinds::text[]) AND q.updated_by = :userId AND q.updated_at > q.created_at
     AND (:courseId::int IS NULL OR q.course_id = :courseId::int)
     AND q.updated_at <= cursor.at AND (q.updated_at, ('qu:' || q.id) COLLATE "C") < (cursor.at, cursor.key)
   -- INCLUDE page_of
  )
  UNION ALL
  -- What the user wrote on tickets. Taking a ticket by answering it is one event (the answer), not two.
  (SELECT 'ticket', 'ticket-' || te.kind, te.at AS at, ('te:' || te.id) COLLATE "C" AS key, e.course_id, e.id, i.id, i.student_id, iq.question_id,
          NULL, t.ordinal, t.id, NULL
   FROM exam_ticket_entries te
   JOIN exam_tickets t ON t.id = te.ticket_id
   JOIN exam_instances i ON i.id = t.instance_id
   JOIN exams e ON e.id = i.exam_id
   JOIN exam_instance_questions iq ON iq.instance_id = t.instance_id AND iq.ordinal = t.ordinal, cursor
   WHERE 'ticket' = ANY (:kinds::text[]) AND te.by_user = :userId
     AND NOT (te.kind = 'assigned' AND EXISTS (
       SELECT 1 FROM exam_ticket_entries o
       WHERE o.ticket_id = te.ticket_id AND o.by_user = te.by_user AND o.at = te.at AND o.kind = 'answered'))
     AND (:courseId::int IS NULL OR e.course_id = :courseId::int)
     AND te.at <= cursor.at AND (te.at, ('te:' || te.id) COLLATE "C") < (cursor.at, cursor.key)
   -- INCLUDE page_of
  )
  UNION ALL
  -- What students wrote (raised, reopened) on the tickets assigned to the user.
  (SELECT 'ticket', 'ticket-' || te.kind, te.at AS at, ('te:' || te.id) COLLATE "C" AS key, e.course_id, e.id, i.id, i.student_id, iq.question_id,
          NULL, t.ordinal, t.id, NULL
   FROM exam_tickets t
   JOIN exam_ticket_entries te ON te.ticket_id = t.id
   JOIN exam_instances i ON i.id = t.instance_id
   JOIN exams e ON e.id = i.exam_id
   JOIN exam_instance_questions iq ON iq.instance_id = t.instance_id AND iq.ordinal = t.ordinal, cursor
   WHERE 'ticket' = ANY (:kinds::text[]) AND t.assigned_to = :userId AND te.by_user IS NULL
     AND (:courseId::int IS NULL OR e.course_id = :courseId::int)
     AND te.at <= cursor.at AND (te.at, ('te:' || te.id) COLLATE "C") < (cursor.at, cursor.key)
   -- INCLUDE page_of
  )
  UNION ALL
  (SELECT 'grade', 'answer-graded', mg.graded_at AS at, ('mg:' || mg.instance_id || '-' || mg.ordinal) COLLATE "C" AS key, e.course_id, e.id, i.id,
          i.student_id, iq.question_id, NULL, mg.ordinal, NULL, mg.score::float8
   FROM manual_grades mg
   JOIN exam_instances i ON i.id = mg.instance_id
   JOIN exams e ON e.id = i.exam_id
   JOIN exam_instance_questions iq ON iq.instance_id = mg.instance_id AND iq.ordinal = mg.ordinal, cursor
   WHERE 'grade' = ANY (:kinds::text[]) AND mg.graded_by = :userId
     AND (:courseId::int IS NULL OR e.course_id = :courseId::int)
     AND mg.graded_at <= cursor.at
     AND (mg.graded_at, ('mg:' || mg.instance_id || '-' || mg.ordinal) COLLATE "C") < (cursor.at, cursor.key)
   -- INCLUDE page_of
  )
  UNION ALL
  (SELECT 'grade', 'exam-regraded', r.applied_at AS at, ('rg:' || r.id) COLLATE "C" AS key, e.course_id, e.id, NULL, NULL, NULL, NULL, NULL, NULL,
          r.changed_answers::float8
   FROM exam_regrades r JOIN exams e ON e.id = r.exam_id, cursor
   WHERE 'grade' = ANY (:kinds::text[]) AND r.applied_by = :userId
     AND (:courseId::int IS NULL OR e.course_id = :courseId::int)
     AND r.applied_at <= cursor.at AND (r.applied_at, ('rg:' || r.id) COLLATE "C") < (cursor.at, cursor.key)
   -- INCLUDE page_of
  )
)
SELECT ev.key AS id, ev.kind, ev.action, ev.at, (extract(epoch FROM ev.at) * 1000000)::bigint::text AS "atMicros",
       ev.course_id AS "courseId", c.acronym AS "courseAcronym", ev.exam_id AS "examId", e.title AS "examTitle",
       ev.instance_id AS "instanceId",
       CASE WHEN s.id IS NOT NULL THEN nullif(trim(coalesce(s.first_name, '') || ' ' || coalesce(s.last_name, '')), '') END AS "studentName",
       ev.question_id AS "questionId", q.title AS "questionTitle", ev.version, ev.ordinal, ev.ticket_id AS "ticketId", ev.count
FROM events ev
JOIN courses c ON c.id = ev.course_id
LEFT JOIN exams e ON e.id = ev.exam_id
LEFT JOIN students s ON s.id = ev.student_id
LEFT JOIN questions q ON q.id = ev.question_id
ORDER BY ev.at DESC, ev.key DESC
LIMIT :fetch
