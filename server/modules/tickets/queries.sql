-- Tickets: a student's question about one question of their instance, with its history (docs/live.md, Tickets).

-- BLOCK select_my_instance
-- The signed-in student's instance and whether it takes tickets now: ongoing, or submitted and in its review period.
SELECT i.id, i.exam_id AS "examId",
       (i.started_at IS NOT NULL AND i.submitted_at IS NULL
        OR i.submitted_at IS NOT NULL AND e.review_minutes > 0
           AND i.submitted_at + make_interval(mins => e.review_minutes) > :now::timestamptz) AS "openForTickets"
FROM exam_instances i
JOIN exams e ON e.id = i.exam_id
JOIN students s ON s.id = i.student_id
WHERE i.id = :instanceId AND s.user_id = :userId

-- BLOCK instance_has_question
SELECT EXISTS (SELECT 1 FROM exam_instance_questions WHERE instance_id = :instanceId AND ordinal = :ordinal) AS found

-- BLOCK lock_ticket
-- A ticket with what its checks need, locked for its change. `userId` null: any (staff); else the student's own.
SELECT t.id, t.status, t.assigned_to AS "assignedTo", t.instance_id AS "instanceId", i.exam_id AS "examId",
       e.course_id AS "courseId"
FROM exam_tickets t
JOIN exam_instances i ON i.id = t.instance_id
JOIN exams e ON e.id = i.exam_id
JOIN students s ON s.id = i.student_id
WHERE t.id = :ticketId AND (:userId::int IS NULL OR s.user_id = :userId::int)
FOR UPDATE OF t

-- BLOCK select_exam_course
SELECT id, course_id AS "courseId" FROM exams WHERE id = :examId

-- BLOCK insert_ticket
INSERT INTO exam_tickets (instance_id, ordinal, status, created_at, updated_at)
VALUES (:instanceId, :ordinal, 'open', :now, :now)
RETURNING id

-- BLOCK update_ticket
UPDATE exam_tickets SET status = :status, assigned_to = :assignedTo::int, updated_at = :now WHERE id = :ticketId

-- BLOCK insert_entries
INSERT INTO exam_ticket_entries (ticket_id, kind, text, at, by_user)
SELECT :ticketId, t.kind, t.text, :now, :byUser::int
FROM unnest(:kinds::text[], :texts::text[]) WITH ORDINALITY AS t (kind, text, n)
ORDER BY t.n

-- BLOCK entries_of
-- The entries of ticket t, oldest first (the conversation); the staff member's name, null for the student.
(SELECT coalesce(json_agg(json_build_object(
          'kind', te.kind, 'text', te.text, 'at', te.at, 'byStaff', te.by_user IS NOT NULL,
          'byName', CASE WHEN te.by_user IS NOT NULL THEN coalesce(nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''), '?') END
        ) ORDER BY te.at, te.id), '[]'::json)
 FROM exam_ticket_entries te
 LEFT JOIN users u ON u.id = te.by_user
 WHERE te.ticket_id = t.id)

-- BLOCK select_my_tickets
-- The student's tickets on one instance (already checked to be theirs), newest first; `ticketId` null: all.
SELECT t.id, t.ordinal, t.status, t.created_at AS "createdAt", t.updated_at AS "updatedAt",
       -- INCLUDE entries_of
       AS entries
FROM exam_tickets t
WHERE (:instanceId::int IS NULL OR t.instance_id = :instanceId::int) AND (:ticketId::int IS NULL OR t.id = :ticketId::int)
ORDER BY t.created_at DESC, t.id DESC

-- BLOCK select_staff_tickets
-- Tickets as staff see them, the active ones first, then newest first. Filters (null: any): one ticket, one exam,
-- a course and academic year, the staff member they are assigned to, active (open, reopened) or closed, one student,
-- the courses a teacher teaches.
SELECT t.id, e.id AS "examId", e.title AS "examTitle", t.instance_id AS "instanceId", t.ordinal,
       iq.question_id AS "questionId", q.title AS "questionTitle", s.id AS "studentId", s.first_name AS "firstName",
       s.last_name AS "lastName", s.alt_id AS "altId", sc.class_group AS "classGroup", t.status,
       t.assigned_to AS "assignedTo",
       CASE WHEN t.assigned_to IS NOT NULL THEN nullif(trim(coalesce(au.first_name, '') || ' ' || coalesce(au.last_name, '')), '') END AS "assignedToName",
       t.created_at AS "createdAt", t.updated_at AS "updatedAt",
       -- INCLUDE entries_of
       AS entries
FROM exam_tickets t
JOIN exam_instances i ON i.id = t.instance_id
JOIN exams e ON e.id = i.exam_id
JOIN students s ON s.id = i.student_id
JOIN exam_instance_questions iq ON iq.instance_id = t.instance_id AND iq.ordinal = t.ordinal
JOIN questions q ON q.id = iq.question_id
LEFT JOIN student_courses sc ON sc.student_id = s.id AND sc.course_id = e.course_id AND sc.academic_year_id = e.academic_year_id
LEFT JOIN users au ON au.id = t.assigned_to
WHERE (:ticketId::int IS NULL OR t.id = :ticketId::int)
  AND (:examId::int IS NULL OR e.id = :examId::int)
  AND (:courseId::int IS NULL OR e.course_id = :courseId::int)
  AND (:academicYearId::int IS NULL OR e.academic_year_id = :academicYearId::int)
  AND (:assignedTo::int IS NULL OR t.assigned_to = :assignedTo::int)
  AND (:status::text IS NULL OR (t.status = 'closed') = (:status::text = 'closed'))
  AND (:studentId::int IS NULL OR i.student_id = :studentId::int)
  AND (:taughtBy::int IS NULL OR e.course_id IN (SELECT tc.course_id FROM teacher_courses tc WHERE tc.user_id = :taughtBy::int))
ORDER BY t.status = 'closed', t.created_at DESC, t.id DESC
LIMIT 1000
