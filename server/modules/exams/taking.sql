-- Students taking exams (docs/exams.md): their exams, start, answers with sequence numbers, submit, review.
-- Every statement names the student, so a student reaches only their own instances.

-- BLOCK select_student_of_user
SELECT id FROM students WHERE user_id = :userId

-- BLOCK rule_columns
-- What the rule in force for a student in an exam is made of (access-rules.ts): the exam's settings, the student's
-- override, the override of their class group in the exam's course and year, and their accommodation. The including
-- query names the exam `e` and the student `rule_student.id`.
e.available_from AS "availableFrom", e.available_to AS "availableTo", e.duration_minutes AS "durationMinutes",
e.password, e.accommodations_apply AS "accommodationsApply",
(SELECT json_build_object('id', o.id, 'label', o.label, 'availableFrom', o.available_from, 'availableTo', o.available_to,
          'durationMinutes', o.duration_minutes, 'password', o.password, 'startAllowed', o.start_allowed)
   FROM exam_overrides o WHERE o.exam_id = e.id AND o.student_id = rule_student.id) AS "studentOverride",
(SELECT json_build_object('id', o.id, 'label', o.label, 'availableFrom', o.available_from, 'availableTo', o.available_to,
          'durationMinutes', o.duration_minutes, 'password', o.password, 'startAllowed', o.start_allowed)
   FROM student_courses g
   JOIN exam_overrides o ON o.exam_id = e.id AND o.class_group = g.class_group
   WHERE g.student_id = rule_student.id AND g.course_id = e.course_id AND g.academic_year_id = e.academic_year_id) AS "groupOverride",
(SELECT json_build_object('extraPercent', a.extra_percent, 'extraMinutes', a.extra_minutes, 'extendWindow', a.extend_window)
   FROM student_accommodations a WHERE a.student_id = rule_student.id) AS accommodation

-- BLOCK select_my_exams
-- Published, not archived exams of the courses and years the student is enrolled in, with their instance.
-- The window, duration and password are the rule's (taking-service.ts applies it).
SELECT e.id AS "examId", e.title, c.name AS "courseName", ay.title AS "academicYearTitle", e.description,
       e.score_ignored AS "scoreIgnored", e.review_minutes AS "reviewMinutes", e.seb_required AS "sebRequired",
       i.id AS "instanceId", i.started_at AS "startedAt", i.deadline_at AS "deadlineAt", i.submitted_at AS "submittedAt",
       -- INCLUDE rule_columns
       ,
       -- INCLUDE result_columns
FROM student_courses sc
CROSS JOIN LATERAL (SELECT sc.student_id AS id) rule_student
JOIN exams e ON e.course_id = sc.course_id AND e.academic_year_id = sc.academic_year_id
JOIN courses c ON c.id = e.course_id
JOIN academic_years ay ON ay.id = e.academic_year_id
LEFT JOIN exam_instances i ON i.exam_id = e.id AND i.student_id = sc.student_id
WHERE sc.student_id = :studentId AND e.published_at IS NOT NULL AND e.archived_at IS NULL
ORDER BY e.available_from, e.ordinal, e.id

-- BLOCK result_columns
i.grading_state AS "gradingState", i.score::float8 AS score, i.max_score::float8 AS "maxScore",
i.score_percent::float8 AS "scorePercent", i.passed, coalesce(i.correct_count, 0) AS correct,
coalesce(i.incorrect_count, 0) AS incorrect, coalesce(i.partial_count, 0) AS partial,
coalesce(i.unanswered_count, 0) AS unanswered,
(SELECT count(*)::int FROM exam_instance_questions q WHERE q.instance_id = i.id) AS "questionCount"

-- BLOCK select_exam_for_student
-- An exam the signed-in student may start — published, not archived, of a course and year they are enrolled in —
-- with the student and their instance of it, if any (one statement for what a start checks first).
SELECT s.id AS "studentId", e.id, e.course_id AS "courseId",
       i.id AS "instanceId", i.started_at AS "startedAt", i.submitted_at AS "submittedAt",
       -- INCLUDE rule_columns
FROM students s
CROSS JOIN LATERAL (SELECT s.id AS id) rule_student
JOIN exams e ON e.id = :examId AND e.published_at IS NOT NULL AND e.archived_at IS NULL
LEFT JOIN exam_instances i ON i.exam_id = e.id AND i.student_id = s.id
WHERE s.user_id = :userId
  AND EXISTS (SELECT 1 FROM student_courses sc WHERE sc.student_id = s.id AND sc.course_id = e.course_id
                AND sc.academic_year_id = e.academic_year_id)

-- BLOCK start_instance
-- The deadline: the duration plus any extension given beforehand, capped by the window's end (plus it). The start
-- is the first contact, and the first entry of the event log.
WITH started AS (
  UPDATE exam_instances i
  SET started_at = :now, start_address = :address, start_user_agent = :userAgent,
      last_address = :address, last_user_agent = :userAgent, last_contact_at = :now,
      deadline_at = least(:now::timestamptz + make_interval(mins => e.duration_minutes + i.extension_minutes),
                          e.available_to + make_interval(mins => i.extension_minutes))
  FROM exams e
  WHERE e.id = i.exam_id AND i.id = :instanceId AND i.started_at IS NULL
  RETURNING i.id, i.exam_id
),
logged AS (
  INSERT INTO exam_events (instance_id, kind, at, detail)
  SELECT id, 'started', :now, jsonb_build_object('address', :address::text, 'userAgent', :userAgent::text) FROM started
  RETURNING 1
)
SELECT id, exam_id AS "examId" FROM started

-- BLOCK lock_instances_for_start
-- The instances of a batch of starts (group commit, server/db/batcher.ts), each named by its exam and student, locked in
-- the order of their ids, the house's lock order for instances.
SELECT i.id, i.exam_id AS "examId", i.student_id AS "studentId", i.started_at AS "startedAt", i.submitted_at AS "submittedAt"
FROM exam_instances i
JOIN unnest(:examIds::int[], :studentIds::int[]) AS t (exam_id, student_id) ON i.exam_id = t.exam_id AND i.student_id = t.student_id
ORDER BY i.id
FOR UPDATE OF i

-- BLOCK start_instances_batch
-- start_instance for several locked instances at once, each with its own moment and client; instances started
-- meanwhile are left as they are. Returns the instances it started.
WITH t AS (
  SELECT * FROM unnest(:instanceIds::int[], :nows::timestamptz[], :addresses::text[], :userAgents::text[],
                       :durations::int[], :windowEnds::timestamptz[])
    AS t (instance_id, now, address, user_agent, duration, window_end)
),
-- The deadline: the rule's duration (overrides, accommodation) plus any extension given beforehand, capped by the
-- rule's window end (plus it).
started AS (
  UPDATE exam_instances i
  SET started_at = t.now, start_address = t.address, start_user_agent = t.user_agent,
      last_address = t.address, last_user_agent = t.user_agent, last_contact_at = t.now,
      deadline_at = least(t.now + make_interval(mins => t.duration + i.extension_minutes),
                          t.window_end + make_interval(mins => i.extension_minutes))
  FROM t
  WHERE i.id = t.instance_id AND i.started_at IS NULL
  RETURNING i.id, i.exam_id, t.now, t.address, t.user_agent
),
logged AS (
  INSERT INTO exam_events (instance_id, kind, at, detail)
  SELECT id, 'started', now, jsonb_build_object('address', address, 'userAgent', user_agent) FROM started
  RETURNING 1
)
SELECT id, exam_id AS "examId" FROM started

-- BLOCK select_my_instance
SELECT i.id, i.exam_id AS "examId", i.student_id AS "studentId", i.started_at AS "startedAt", i.deadline_at AS "deadlineAt",
       i.submitted_at AS "submittedAt", i.furthest_ordinal AS "furthestOrdinal", e.title AS "examTitle",
       c.name AS "courseName", e.duration_minutes AS "durationMinutes", e.forward_only AS "forwardOnly",
       e.async_grading AS "asyncGrading", e.review_minutes AS "reviewMinutes", e.show_solutions AS "showSolutions",
       e.show_feedback AS "showFeedback", e.max_code_runs AS "maxCodeRuns",
       -- INCLUDE result_columns
FROM exam_instances i
JOIN exams e ON e.id = i.exam_id
JOIN courses c ON c.id = e.course_id
WHERE i.id = :instanceId AND i.student_id = :studentId

-- BLOCK lock_my_instance
SELECT id FROM exam_instances WHERE id = :instanceId AND student_id = :studentId FOR UPDATE

-- BLOCK select_my_questions
SELECT q.ordinal, q.max_points::float8 AS "maxPoints", q.view, a.answer, coalesce(a.seq, 0) AS seq, a.saved_at AS "savedAt",
       a.score::float8 AS score, a.result AS grade, q.question_id AS "questionId", q.seed, q.code_runs AS "runsUsed",
       a.comment, (SELECT gm.unanswered_score FROM grading_models gm WHERE gm.id = q.grading_model_id)::float8 AS "unansweredScore"
FROM exam_instance_questions q
LEFT JOIN exam_answers a ON a.instance_id = q.instance_id AND a.ordinal = q.ordinal
WHERE q.instance_id = :instanceId
ORDER BY q.ordinal

-- BLOCK reserve_run
-- Counts a run against the public tests before it starts, while the instance is the user's and ongoing and runs
-- are left: two runs at once cannot pass the limit.
UPDATE exam_instance_questions q
SET code_runs = q.code_runs + 1
FROM exam_instances i
JOIN exams e ON e.id = i.exam_id
WHERE q.instance_id = i.id AND i.id = :instanceId AND q.ordinal = :ordinal AND i.student_id = :studentId
  AND i.started_at IS NOT NULL AND i.submitted_at IS NULL AND :now::timestamptz <= i.deadline_at
  AND q.code_runs < e.max_code_runs
RETURNING q.code_runs AS "runsUsed", e.max_code_runs AS "maxRuns"

-- BLOCK save_answers
-- Keeps each answer only when its sequence is newer than the one held, and only while the instance is the
-- student's, ongoing and within its deadline plus the grace: one statement, so a submit cannot slip between the
-- check and the write (the caller holds the instance's row lock). Returns the answers it kept.
INSERT INTO exam_answers AS a (instance_id, ordinal, answer, seq, saved_at, client_saved_at)
SELECT i.id, t.ordinal, t.answer, t.seq, :now, t.client_saved_at
FROM exam_instances i
CROSS JOIN unnest(:ordinals::int[], :answers::jsonb[], :seqs::int[], :clientSavedAt::timestamptz[]) AS t (ordinal, answer, seq, client_saved_at)
WHERE i.id = :instanceId AND i.started_at IS NOT NULL AND i.submitted_at IS NULL
  AND :now::timestamptz <= i.deadline_at + make_interval(secs => :graceSeconds)
ON CONFLICT (instance_id, ordinal) DO UPDATE
SET answer = excluded.answer, seq = excluded.seq, saved_at = excluded.saved_at, client_saved_at = excluded.client_saved_at
WHERE a.seq < excluded.seq
RETURNING a.ordinal, a.seq

-- BLOCK advance_position
UPDATE exam_instances SET furthest_ordinal = greatest(furthest_ordinal, :ordinal)
WHERE id = :instanceId AND student_id = :studentId AND started_at IS NOT NULL AND submitted_at IS NULL
RETURNING furthest_ordinal AS "furthestOrdinal"

-- BLOCK mark_submitted
WITH submitted AS (
  UPDATE exam_instances SET submitted_at = :now, submitted_by = :submittedBy
  WHERE id = :instanceId AND started_at IS NOT NULL AND submitted_at IS NULL
  RETURNING id, exam_id
),
logged AS (
  INSERT INTO exam_events (instance_id, kind, at, detail)
  SELECT id, 'submitted', :now, jsonb_build_object('by', :submittedBy::text) FROM submitted
  RETURNING 1
)
SELECT id, exam_id AS "examId" FROM submitted

-- BLOCK select_grading_inputs
-- What grading at submit needs of each answered question.
SELECT a.ordinal, a.answer, q.seed, q.question_id AS "questionId", gm.correct_score::float8 AS correct,
       gm.incorrect_score::float8 AS incorrect, gm.unanswered_score::float8 AS unanswered
FROM exam_answers a
JOIN exam_instance_questions q ON q.instance_id = a.instance_id AND q.ordinal = a.ordinal
JOIN grading_models gm ON gm.id = q.grading_model_id
WHERE a.instance_id = :instanceId
ORDER BY a.ordinal

-- BLOCK set_answer_grade
-- The grade of a submit: automatic, so no teacher's grade or comment of an earlier submit stays on it.
UPDATE exam_answers SET score = :score, result = :result::jsonb, graded_at = :now, grading_job_id = NULL,
  manual = false, comment = NULL, graded_by = NULL
WHERE instance_id = :instanceId AND ordinal = :ordinal

-- BLOCK set_answer_job
UPDATE exam_answers SET score = NULL, result = NULL, graded_at = NULL, grading_job_id = :jobId,
  manual = false, comment = NULL, graded_by = NULL
WHERE instance_id = :instanceId AND ordinal = :ordinal

-- BLOCK recompute_totals
SELECT exam_recompute_totals(:instanceId)

-- BLOCK select_expired_instances
-- Ongoing instances whose deadline plus the grace has passed: the server submits them.
SELECT id FROM exam_instances
WHERE started_at IS NOT NULL AND submitted_at IS NULL AND deadline_at + make_interval(secs => :graceSeconds) < :now
ORDER BY deadline_at
LIMIT 200

-- BLOCK select_password_failures
SELECT failures FROM login_failures WHERE throttle_key = :key AND window_started_at > :windowStart

-- BLOCK record_password_failure
INSERT INTO login_failures (throttle_key, failures, window_started_at)
VALUES (:key, 1, :now)
ON CONFLICT (throttle_key) DO UPDATE SET
  failures = CASE WHEN login_failures.window_started_at <= :windowStart THEN 1 ELSE login_failures.failures + 1 END,
  window_started_at = CASE WHEN login_failures.window_started_at <= :windowStart THEN :now ELSE login_failures.window_started_at END
RETURNING window_started_at AS "windowStartedAt"

-- BLOCK lock_instances_for_save
-- The instances of a batch of saves, locked in the order of their ids before the batch's statement runs, so that
-- its snapshot (taken after the locks) sees every save committed before it: an acknowledgement then reports the
-- sequence the server really holds.
SELECT id FROM exam_instances WHERE id = ANY(:instanceIds::int[]) ORDER BY id FOR UPDATE

-- BLOCK save_answers_batch
-- The saves of several requests in one statement (group commit, server/db/batcher.ts), each request `req` a save of
-- one signed-in user to one instance; one request per instance in a batch, duplicate places merged by the caller.
-- Per request: its instance (the user's own, or no row) locked against a concurrent submit — in the order of the
-- ids, so concurrent batches cannot deadlock — the answers that fit it (a place it has, the question's kind, not
-- behind a forward-only position) kept when their sequence is newer while it is ongoing and in time, kept as late
-- otherwise; then per given answer what the server holds. Atomic without a transaction: one statement.
WITH given AS (
  SELECT t.req, t.instance_id, t.user_id, t.now, t.ordinal, t.answer, t.seq, t.client_saved_at, t.refused
  FROM unnest(:reqs::int[], :instanceIds::int[], :userIds::int[], :nows::timestamptz[], :ordinals::int[], :answers::jsonb[],
              :seqs::int[], :clientSavedAt::timestamptz[], :refused::text[])
    AS t (req, instance_id, user_id, now, ordinal, answer, seq, client_saved_at, refused)
),
-- `refused`: the request broke the exam's access rules (another network, no Safe Exam Browser): its answers are kept
-- beside the late ones with the rule, never as the student's answers.
asked AS (
  SELECT DISTINCT g.req, g.instance_id, g.now, g.refused, s.id AS student_id
  FROM given g
  JOIN students s ON s.user_id = g.user_id
),
locked AS (
  SELECT i.id, i.student_id, i.exam_id, i.started_at, i.submitted_at, i.deadline_at, i.furthest_ordinal
  FROM exam_instances i
  WHERE (i.id, i.student_id) IN (SELECT a.instance_id, a.student_id FROM asked a)
  ORDER BY i.id
  FOR UPDATE OF i
),
me AS (
  SELECT a.req, a.now, a.refused, l.id, l.started_at, l.submitted_at, l.deadline_at, l.furthest_ordinal, e.forward_only,
         (a.refused IS NULL AND l.started_at IS NOT NULL AND l.submitted_at IS NULL
           AND a.now <= l.deadline_at + make_interval(secs => :graceSeconds)) AS in_time
  FROM asked a
  JOIN locked l ON l.id = a.instance_id AND l.student_id = a.student_id
  JOIN exams e ON e.id = l.exam_id
),
valid AS (
  SELECT me.req, me.id AS instance_id, me.now, me.in_time, me.refused, me.started_at, g.ordinal, g.answer, g.seq, g.client_saved_at
  FROM given g
  JOIN me ON me.req = g.req AND NOT (me.forward_only AND g.ordinal < me.furthest_ordinal)
  JOIN exam_instance_questions q ON q.instance_id = me.id AND q.ordinal = g.ordinal AND q.view ->> 'kind' = g.answer ->> 'kind'
),
saved AS (
  INSERT INTO exam_answers AS a (instance_id, ordinal, answer, seq, saved_at, client_saved_at)
  SELECT v.instance_id, v.ordinal, v.answer, v.seq, v.now, v.client_saved_at FROM valid v WHERE v.in_time
  ON CONFLICT (instance_id, ordinal) DO UPDATE
  SET answer = excluded.answer, seq = excluded.seq, saved_at = excluded.saved_at, client_saved_at = excluded.client_saved_at
  WHERE a.seq < excluded.seq
  RETURNING a.instance_id, a.ordinal, a.seq
),
late AS (
  INSERT INTO exam_late_answers (instance_id, ordinal, answer, seq, received_at, client_saved_at, refused)
  SELECT v.instance_id, v.ordinal, v.answer, v.seq, v.now, v.client_saved_at, v.refused FROM valid v
  WHERE NOT v.in_time AND v.started_at IS NOT NULL
  RETURNING instance_id, ordinal
),
-- The event log keeps every answer kept (the answer history: what the student had at any moment).
logged AS (
  INSERT INTO exam_events (instance_id, kind, at, client_at, ordinal, seq, detail)
  SELECT v.instance_id, 'answer-saved', v.now, v.client_saved_at, v.ordinal, v.seq, jsonb_build_object('answer', v.answer)
  FROM saved s JOIN valid v ON v.instance_id = s.instance_id AND v.ordinal = s.ordinal
  UNION ALL
  SELECT v.instance_id, 'late-answer', v.now, v.client_saved_at, v.ordinal, v.seq,
         jsonb_strip_nulls(jsonb_build_object('answer', v.answer, 'refused', v.refused))
  FROM late l JOIN valid v ON v.instance_id = l.instance_id AND v.ordinal = l.ordinal
  RETURNING 1
)
SELECT me.req, me.started_at AS "startedAt", me.submitted_at AS "submittedAt", me.deadline_at AS "deadlineAt", me.in_time AS "inTime",
       coalesce((
         SELECT json_agg(json_build_object('ordinal', g.ordinal, 'seq', g.seq, 'valid', v.ordinal IS NOT NULL,
                                           'saved', s.seq IS NOT NULL, 'held', coalesce(s.seq, a.seq, 0)) ORDER BY g.ordinal)
         FROM given g
         LEFT JOIN valid v ON v.req = g.req AND v.ordinal = g.ordinal
         LEFT JOIN saved s ON s.instance_id = me.id AND s.ordinal = g.ordinal
         LEFT JOIN exam_answers a ON a.instance_id = me.id AND a.ordinal = g.ordinal
         WHERE g.req = me.req
       ), '[]'::json) AS items,
       (SELECT count(*) FROM late) AS late, (SELECT count(*) FROM logged) AS logged
FROM me

-- BLOCK select_rule_inputs
-- The rule's inputs for some students of one exam, with their instance if they have one.
SELECT rule_student.id AS "studentId",
       -- INCLUDE rule_columns
FROM exams e
CROSS JOIN LATERAL unnest(:studentIds::int[]) AS rule_student (id)
WHERE e.id = :examId

-- BLOCK lock_ongoing_with_rules
-- Ongoing instances (of one exam, of one student, or both), locked in id order, with their rule's inputs: a changed
-- exam, override or accommodation moves their deadlines. `unsubmitted`: staff unsubmitted it and gave it a deadline.
SELECT i.id AS "instanceId", i.exam_id AS "examId", i.student_id AS "studentId", i.started_at AS "startedAt",
       i.deadline_at AS "deadlineAt", i.extension_minutes AS "extensionMinutes",
       EXISTS (SELECT 1 FROM exam_actions x WHERE x.instance_id = i.id AND x.action = 'unsubmit') AS unsubmitted,
       -- INCLUDE rule_columns
FROM exam_instances i
JOIN exams e ON e.id = i.exam_id
CROSS JOIN LATERAL (SELECT i.student_id AS id) rule_student
WHERE i.started_at IS NOT NULL AND i.submitted_at IS NULL
  AND (:examId::int IS NULL OR i.exam_id = :examId::int) AND (:studentId::int IS NULL OR i.student_id = :studentId::int)
ORDER BY i.id
FOR UPDATE OF i

-- BLOCK set_deadlines
UPDATE exam_instances i SET deadline_at = t.deadline
FROM unnest(:instanceIds::int[], :deadlines::timestamptz[]) AS t (id, deadline)
WHERE i.id = t.id
