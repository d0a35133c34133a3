-- Exam instances: generation, staff lists and details, staff actions (docs/exams.md).

-- BLOCK select_generation_targets
-- The students a pre-generation run is for (enrolled in the exam's course and year, optionally one class group),
-- and whether each has an instance already.
SELECT sc.student_id AS "studentId", s.first_name || ' ' || s.last_name AS name,
       EXISTS (SELECT 1 FROM exam_instances i WHERE i.exam_id = e.id AND i.student_id = sc.student_id) AS "hasInstance"
FROM exams e
JOIN student_courses sc ON sc.course_id = e.course_id AND sc.academic_year_id = e.academic_year_id
JOIN students s ON s.id = sc.student_id
WHERE e.id = :examId AND (:classGroup::text IS NULL OR sc.class_group = :classGroup)
ORDER BY sc.student_id

-- BLOCK insert_instances
-- One instance per student; a student who has one (a race with Start or another run) keeps it.
INSERT INTO exam_instances (exam_id, student_id, seed, generated_at, generated_by)
SELECT :examId, t.student_id, t.seed, :now, :userId
FROM unnest(:studentIds::int[], :seeds::int[]) AS t (student_id, seed)
ON CONFLICT (exam_id, student_id) DO NOTHING
RETURNING id, student_id AS "studentId", seed

-- BLOCK insert_instance_questions
INSERT INTO exam_instance_questions (instance_id, ordinal, part_id, question_id, seed, grading_model_id, max_points, view)
SELECT * FROM unnest(:instanceIds::int[], :ordinals::int[], :partIds::int[], :questionIds::int[], :seeds::int[],
  :gradingModelIds::int[], :maxPoints::numeric[], :views::jsonb[])

-- BLOCK insert_generation_run
INSERT INTO exam_generation_runs (exam_id, class_group, total, existing, requested_by, started_at, updated_at)
VALUES (:examId, :classGroup, :total, :existing, :userId, :now, :now)
RETURNING id

-- BLOCK select_running_generation
SELECT id FROM exam_generation_runs WHERE exam_id = :examId AND status = 'running' AND updated_at > :staleBefore

-- BLOCK update_generation_progress
UPDATE exam_generation_runs SET generated = generated + :generated, existing = existing + :existing,
  failed = failed + :failed, failures = failures || :failures::jsonb, updated_at = :now
WHERE id = :runId

-- BLOCK finish_generation_run
UPDATE exam_generation_runs SET status = :status, finished_at = :now, updated_at = :now,
  failures = failures || :failures::jsonb, failed = failed + :failed
WHERE id = :runId

-- BLOCK select_generation_runs
-- A run that stopped moving (its process ended) reads as failed.
SELECT r.id, r.exam_id AS "examId", r.class_group AS "classGroup",
       CASE WHEN r.status = 'running' AND r.updated_at <= :staleBefore THEN 'failed' ELSE r.status END AS status,
       r.total, r.generated, r.existing, r.failed, r.failures,
       nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') AS "requestedByName",
       r.started_at AS "startedAt", r.finished_at AS "finishedAt"
FROM exam_generation_runs r
LEFT JOIN users u ON u.id = r.requested_by
WHERE r.exam_id = :examId
ORDER BY r.id DESC
LIMIT 10

-- BLOCK instance_rows
-- Every enrolled student with their instance, and instances of students no longer enrolled.
SELECT i.id AS "instanceId", s.id AS "studentId", s.first_name AS "firstName", s.last_name AS "lastName",
       s.alt_id AS "altId", sc.class_group AS "classGroup",
       CASE WHEN i.id IS NULL THEN NULL WHEN i.started_at IS NULL THEN 'generated'
            WHEN i.submitted_at IS NULL THEN 'ongoing' ELSE 'submitted' END AS state,
       i.generated_at AS "generatedAt", i.started_at AS "startedAt", i.deadline_at AS "deadlineAt",
       i.submitted_at AS "submittedAt", i.submitted_by AS "submittedBy", coalesce(i.extension_minutes, 0) AS "extensionMinutes",
       i.start_address AS "startAddress", i.score::float8 AS score, i.score_percent::float8 AS "scorePercent",
       i.passed, coalesce(i.grading_state, 'none') AS "gradingState",
       sc.id IS NOT NULL AS enrolled,
       s.first_name || ' ' || s.last_name || ' ' || coalesce(s.alt_id, '') || ' ' || coalesce(s.email, '') AS search_text
FROM exams e
-- LATERAL: the exam's students are listed once. As `s.id IN (… UNION …)` the correlated union ran once per student
-- of the whole database (3 000 students: 7 s on PostgreSQL, for every refetch of a proctor's list).
CROSS JOIN LATERAL (
  SELECT sc2.student_id FROM student_courses sc2 WHERE sc2.course_id = e.course_id AND sc2.academic_year_id = e.academic_year_id
  UNION SELECT i2.student_id FROM exam_instances i2 WHERE i2.exam_id = e.id
) members
JOIN students s ON s.id = members.student_id
LEFT JOIN student_courses sc ON sc.student_id = s.id AND sc.course_id = e.course_id AND sc.academic_year_id = e.academic_year_id
LEFT JOIN exam_instances i ON i.exam_id = e.id AND i.student_id = s.id
WHERE e.id = :examId

-- BLOCK instance_filter
SELECT * FROM (
  -- INCLUDE instance_rows
) r
WHERE (CASE :state::text
         WHEN 'all' THEN r."instanceId" IS NOT NULL
         WHEN 'not-started' THEN r.enrolled AND (r.state IS NULL OR r.state = 'generated')
         WHEN 'started' THEN r.state IN ('ongoing', 'submitted')
         ELSE r.state = :state::text END)
  AND (:instanceId::int IS NULL OR r."instanceId" = :instanceId)
  AND (:classGroup::text IS NULL OR r."classGroup" = :classGroup)
  AND (:words::text[] IS NULL OR lower(r.search_text) LIKE ALL (:words::text[]))

-- BLOCK count_instances
SELECT count(*)::int AS total FROM (
  -- INCLUDE instance_filter
) f

-- BLOCK select_instances
SELECT "instanceId", "studentId", "firstName", "lastName", "altId", "classGroup", state, "generatedAt", "startedAt",
       "deadlineAt", "submittedAt", "submittedBy", "extensionMinutes", "startAddress", score, "scorePercent", passed,
       "gradingState"
FROM (
  -- INCLUDE instance_filter
) f
ORDER BY /*order*/
LIMIT :limit OFFSET :offset

-- Sorting: /*order*/ is replaced by one of these (instances-queries.ts; DESC appended to each term for descending).

-- BLOCK order_instances_name
"lastName", "firstName", "studentId"

-- BLOCK order_instances_alt_id
"altId", "lastName", "studentId"

-- BLOCK order_instances_class_group
"classGroup", "lastName", "studentId"

-- BLOCK order_instances_started_at
"startedAt", "lastName", "studentId"

-- BLOCK order_instances_submitted_at
"submittedAt", "lastName", "studentId"

-- BLOCK order_instances_score
score, "lastName", "studentId"

-- BLOCK select_instance
SELECT i.id, i.exam_id AS "examId", e.course_id AS "courseId", i.student_id AS "studentId", i.seed,
       i.started_at AS "startedAt", i.deadline_at AS "deadlineAt", i.submitted_at AS "submittedAt",
       i.extension_minutes AS "extensionMinutes"
FROM exam_instances i JOIN exams e ON e.id = i.exam_id
WHERE i.id = :instanceId

-- BLOCK lock_instance
SELECT id FROM exam_instances WHERE id = :instanceId FOR UPDATE

-- BLOCK select_instance_questions
SELECT q.ordinal, q.part_id AS "partId", q.question_id AS "questionId", qv.version, q.seed,
       q.max_points::float8 AS "maxPoints", gm.name AS "gradingModelName", q.view,
       a.answer, coalesce(a.seq, 0) AS seq, a.saved_at AS "savedAt", a.score::float8 AS score, a.result AS grade
FROM exam_instance_questions q
JOIN questions qv ON qv.id = q.question_id
JOIN grading_models gm ON gm.id = q.grading_model_id
LEFT JOIN exam_answers a ON a.instance_id = q.instance_id AND a.ordinal = q.ordinal
WHERE q.instance_id = :instanceId
ORDER BY q.ordinal

-- BLOCK select_late_answers
SELECT ordinal, seq, received_at AS "receivedAt", client_saved_at AS "clientSavedAt", answer
FROM exam_late_answers WHERE instance_id = :instanceId ORDER BY received_at, id

-- BLOCK select_instance_actions
SELECT a.action, nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') AS "actedByName",
       a.acted_at AS "actedAt", a.detail
FROM exam_actions a LEFT JOIN users u ON u.id = a.acted_by
WHERE a.instance_id = :instanceId
ORDER BY a.acted_at, a.id

-- BLOCK insert_action
INSERT INTO exam_actions (exam_id, instance_id, student_id, action, detail, acted_by, acted_at)
VALUES (:examId, :instanceId, :studentId, :action, :detail::jsonb, :userId, :now)

-- BLOCK unsubmit_instance
-- Back to ongoing: the totals of the submit go too (the student's page and the lists show no score of an
-- unsubmitted exam); the next submit grades it again. Teachers' grades go with them, applied or not: they graded
-- answers the student may now change (docs/grading.md).
WITH shadow AS (
  DELETE FROM manual_grades WHERE instance_id = :instanceId
), shown AS (
  UPDATE exam_answers SET manual = false, comment = NULL, graded_by = NULL WHERE instance_id = :instanceId AND manual
)
UPDATE exam_instances
SET submitted_at = NULL, submitted_by = NULL, deadline_at = :deadline, grading_state = 'none',
    score = NULL, score_percent = NULL, max_score = NULL, correct_count = NULL, incorrect_count = NULL,
    partial_count = NULL, unanswered_count = NULL, passed = NULL
WHERE id = :instanceId AND submitted_at IS NOT NULL

-- BLOCK extend_instance
-- The deadline moves on from where it is (a not-started instance has none yet). For an instance started once that
-- is the start's deadline with the larger extension (least(a, b) + m = least(a + m, b + m)); an unsubmitted one
-- keeps the deadline its unsubmit gave plus the minutes, rather than falling back to the window's end.
UPDATE exam_instances
SET extension_minutes = extension_minutes + :minutes,
    deadline_at = deadline_at + make_interval(mins => :minutes)
WHERE id = :instanceId AND extension_minutes + :minutes <= 1440

-- BLOCK delete_instance
DELETE FROM exam_instances WHERE id = :instanceId

-- BLOCK delete_generated_instances
DELETE FROM exam_instances WHERE exam_id = :examId AND started_at IS NULL

-- BLOCK select_student_user_id
SELECT user_id FROM students WHERE id = :studentId
