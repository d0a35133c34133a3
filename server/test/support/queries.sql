-- Look-ups and changes that only tests need.

-- BLOCK select_course_id
SELECT id FROM courses WHERE acronym = :acronym

-- BLOCK select_academic_year_id
SELECT id FROM academic_years WHERE title = :title

-- BLOCK select_user_id
SELECT id FROM users WHERE lower(username) = lower(:username)

-- BLOCK select_student_id
SELECT id FROM students WHERE alt_id = :altId

-- BLOCK update_user_active
UPDATE users SET is_active = :active WHERE id = :userId

-- BLOCK select_session_revoked_at
SELECT revoked_at FROM sessions WHERE token_hash = :tokenHash

-- BLOCK count_rows
SELECT
  (SELECT count(*) FROM courses)::int AS courses,
  (SELECT count(*) FROM students)::int AS students,
  (SELECT count(*) FROM users)::int AS users,
  (SELECT count(*) FROM user_settings)::int AS user_settings,
  (SELECT count(*) FROM identities)::int AS identities

-- BLOCK drop_migration_checksums
-- A database as migrated before checksums were recorded.
ALTER TABLE schema_migrations DROP COLUMN checksum

-- BLOCK insert_lab_students
INSERT INTO users (username, first_name, last_name, role_name, password_hash)
SELECT :prefix || n, 'Lab', 'Student ' || n, 'Student', :passwordHash
FROM generate_series(1, :count) AS n

-- BLOCK mark_instance_started
-- What the student half's Start does to an instance, for tests of the staff half.
UPDATE exam_instances SET started_at = :now::timestamptz, deadline_at = :deadline, submitted_at = CASE WHEN :submitted::boolean THEN :now::timestamptz END,
  submitted_by = CASE WHEN :submitted::boolean THEN 'student' END
WHERE id = :instanceId

-- BLOCK recompute_totals
-- The totals a submit writes (score, %, passed, counts), from the answers held.
SELECT exam_recompute_totals(:instanceId::int)

-- BLOCK insert_misgraded_answer
-- A submitted instance's first answer choosing option `a` (the key of the fixtures' multiple choice) but graded as
-- wrong, as a wrong key would have graded it: what a regrade corrects.
INSERT INTO exam_answers (instance_id, ordinal, answer, seq, saved_at, score, result, graded_at)
VALUES (:instanceId, 1, '{"kind": "multiple-choice", "choices": ["a"]}'::jsonb, 1, :now, -5,
        '{"outcome": "incorrect", "score": -5, "scorePercent": 0, "fraction": 0, "maxScore": 15, "tests": [], "sqlRuns": [], "parts": []}'::jsonb, :now)

-- BLOCK insert_running_job_for_answer
-- A grading job a worker has taken for an answer (as a code or SQL answer's submit leaves it), not finished yet.
WITH job AS (
  INSERT INTO grading_jobs (status, payload, started_at, attempts) VALUES ('running', '{}'::jsonb, now(), 1) RETURNING id
)
UPDATE exam_answers a SET grading_job_id = job.id FROM job
WHERE a.instance_id = :instanceId AND a.ordinal = :ordinal
RETURNING job.id AS "jobId"

-- BLOCK finish_job
-- The worker's end of a job: its result written, which the exam_answer_graded trigger takes to the answer.
UPDATE grading_jobs SET status = 'done', finished_at = now(), result = :result::jsonb WHERE id = :jobId

-- BLOCK select_answer_grade
SELECT a.score::float8 AS score, a.manual, a.comment, a.grading_job_id AS "gradingJobId",
       (SELECT count(*) FROM manual_grades g WHERE g.instance_id = a.instance_id)::int AS "shadowGrades"
FROM exam_answers a WHERE a.instance_id = :instanceId AND a.ordinal = :ordinal

-- BLOCK insert_running_generation
INSERT INTO exam_generation_runs (exam_id, started_at, updated_at) VALUES (:examId, :now, :now)

-- BLOCK count_duplicate_instances
SELECT count(*)::int AS n FROM (SELECT student_id FROM exam_instances WHERE exam_id = :examId GROUP BY student_id HAVING count(*) > 1) d

-- BLOCK insert_student_for_user
-- A student record signed in by the user, enrolled in a course and year.
WITH s AS (
  INSERT INTO students (user_id, first_name, last_name, alt_id, class_group)
  VALUES (:userId, 'Test', :lastName, :altId, :classGroup)
  RETURNING id
)
INSERT INTO student_courses (student_id, course_id, academic_year_id, class_group)
SELECT s.id, :courseId, :academicYearId, :classGroup FROM s
RETURNING student_id AS id

-- BLOCK select_instance_submitted_by
SELECT submitted_by FROM exam_instances WHERE id = :instanceId
