-- Messages from staff to the takers of an exam, and their receipts (docs/live.md, Messages). Takers are the
-- students with an instance of the exam; a message's audience is decided when it is read, so a student who starts
-- after it was sent gets it too.

-- BLOCK recipients
-- Every (message, instance) pair a message is for now: all instances of its exam, those whose student's enrolment
-- in the exam's course and year has its class group, or the instance of its one student.
SELECT m.id AS message_id, i.id AS instance_id, i.student_id
FROM exam_messages m
JOIN exams e ON e.id = m.exam_id
JOIN exam_instances i ON i.exam_id = m.exam_id
LEFT JOIN student_courses sc ON sc.student_id = i.student_id AND sc.course_id = e.course_id AND sc.academic_year_id = e.academic_year_id
WHERE m.audience = 'all'
   OR (m.audience = 'class-group' AND sc.class_group = m.class_group)
   OR (m.audience = 'student' AND i.student_id = m.student_id)

-- BLOCK select_exam
SELECT id, course_id AS "courseId" FROM exams WHERE id = :examId

-- BLOCK select_message_exam
SELECT m.id, m.exam_id AS "examId", e.course_id AS "courseId"
FROM exam_messages m JOIN exams e ON e.id = m.exam_id
WHERE m.id = :messageId

-- BLOCK select_class_group_instances
SELECT i.id
FROM exams e
JOIN exam_instances i ON i.exam_id = e.id
JOIN student_courses sc ON sc.student_id = i.student_id AND sc.course_id = e.course_id AND sc.academic_year_id = e.academic_year_id
WHERE e.id = :examId AND sc.class_group = :classGroup
ORDER BY i.id

-- BLOCK select_student_instance
SELECT id FROM exam_instances WHERE exam_id = :examId AND student_id = :studentId

-- BLOCK insert_message
INSERT INTO exam_messages (exam_id, audience, class_group, student_id, text, sent_at, sent_by)
VALUES (:examId, :audience, :classGroup, :studentId, :text, :now, :userId)
RETURNING id

-- BLOCK select_messages
-- The exam's messages (or one), newest first, with how many takers each is for now and how many have it.
SELECT m.id, m.exam_id AS "examId", m.audience, m.class_group AS "classGroup", m.student_id AS "studentId",
       CASE WHEN s.id IS NOT NULL THEN s.first_name || ' ' || s.last_name END AS "studentName",
       m.text, m.sent_at AS "sentAt",
       nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') AS "sentByName",
       (SELECT count(*)::int FROM (
          -- INCLUDE recipients
        ) r WHERE r.message_id = m.id) AS recipients,
       (SELECT count(*)::int FROM exam_message_receipts mr WHERE mr.message_id = m.id) AS delivered,
       (SELECT count(*)::int FROM exam_message_receipts mr WHERE mr.message_id = m.id AND mr.displayed_at IS NOT NULL) AS displayed
FROM exam_messages m
LEFT JOIN students s ON s.id = m.student_id
LEFT JOIN users u ON u.id = m.sent_by
WHERE m.exam_id = :examId AND (:messageId::int IS NULL OR m.id = :messageId::int)
ORDER BY m.sent_at DESC, m.id DESC

-- BLOCK select_receipts
-- Each taker the message is for (and any other that has a receipt, e.g. moved to another class group since),
-- those who have not seen it first.
SELECT i.id AS "instanceId", s.id AS "studentId", s.first_name AS "firstName", s.last_name AS "lastName",
       s.alt_id AS "altId", sc.class_group AS "classGroup", mr.delivered_at AS "deliveredAt", mr.displayed_at AS "displayedAt"
FROM exam_messages m
JOIN exams e ON e.id = m.exam_id
JOIN exam_instances i ON i.exam_id = m.exam_id
JOIN students s ON s.id = i.student_id
LEFT JOIN student_courses sc ON sc.student_id = s.id AND sc.course_id = e.course_id AND sc.academic_year_id = e.academic_year_id
LEFT JOIN exam_message_receipts mr ON mr.message_id = m.id AND mr.instance_id = i.id
WHERE m.id = :messageId
  AND (mr.instance_id IS NOT NULL OR i.id IN (
    SELECT r.instance_id FROM (
      -- INCLUDE recipients
    ) r WHERE r.message_id = m.id
  ))
ORDER BY mr.displayed_at IS NOT NULL, mr.delivered_at IS NOT NULL, s.last_name, s.first_name, s.id

-- BLOCK select_my_instance
SELECT i.id, i.exam_id AS "examId"
FROM exam_instances i
JOIN students s ON s.id = i.student_id
WHERE i.id = :instanceId AND s.user_id = :userId

-- BLOCK select_my_messages
SELECT m.id, m.text, m.sent_at AS "sentAt", mr.delivered_at AS "deliveredAt", mr.displayed_at AS "displayedAt"
FROM (
  -- INCLUDE recipients
) r
JOIN exam_messages m ON m.id = r.message_id
LEFT JOIN exam_message_receipts mr ON mr.message_id = m.id AND mr.instance_id = r.instance_id
WHERE r.instance_id = :instanceId
ORDER BY m.sent_at DESC, m.id DESC

-- BLOCK upsert_receipts
-- The first report wins: delivered once, displayed once. Returns only what changed (a new receipt, or a first
-- display), so the log and the staff hear of each change once.
INSERT INTO exam_message_receipts AS mr (message_id, instance_id, delivered_at, displayed_at)
SELECT t.message_id, :instanceId, :now, CASE WHEN t.displayed THEN :now::timestamptz END
FROM unnest(:messageIds::int[], :displayed::boolean[]) AS t (message_id, displayed)
ORDER BY t.message_id
ON CONFLICT (message_id, instance_id) DO UPDATE SET displayed_at = EXCLUDED.displayed_at
  WHERE mr.displayed_at IS NULL AND EXCLUDED.displayed_at IS NOT NULL
RETURNING mr.message_id AS "messageId", mr.displayed_at IS NOT NULL AS displayed
