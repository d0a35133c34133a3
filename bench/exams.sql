-- What the exam benches prepare directly in the database (the measured requests all go through the API), and what
-- they check there afterwards.

-- BLOCK insert_bench_year
-- The current academic year, around today.
INSERT INTO academic_years (title, start_date, end_date, is_current)
VALUES ('Bench ' || extract(year FROM now())::int, current_date - 180, current_date + 180, true)
RETURNING id

-- BLOCK insert_bench_course
INSERT INTO courses (name, acronym, description) VALUES ('Bench databases', 'BENCHDB', NULL) RETURNING id

-- BLOCK insert_bench_teacher
INSERT INTO users (username, first_name, last_name, email, role_name, password_hash)
VALUES ('bench-teacher', 'Bench', 'Teacher', 'bench-teacher@example.org', 'Teacher', NULL)
RETURNING id

-- BLOCK insert_bench_teacher_course
INSERT INTO teacher_courses (user_id, course_id) VALUES (:userId, :courseId)

-- BLOCK insert_bench_grading_model
INSERT INTO grading_models (name, correct_score, incorrect_score, unanswered_score, threshold)
VALUES ('Bench: 1 / -0.25 / 0', 1, -0.25, 0, NULL)
RETURNING id

-- BLOCK insert_bench_node_type
INSERT INTO node_types (name, color) VALUES ('Bench topic', '#336699') RETURNING id

-- BLOCK insert_bench_students
-- Student accounts without passwords (sessions are made directly, like a sign-in would leave them), each linked to
-- a student of the register and enrolled in the course this year, in ten class groups.
WITH new_users AS (
  INSERT INTO users (username, first_name, last_name, email, role_name, password_hash)
  SELECT 'bench-student-' || i, 'Student', 'Bench' || lpad(i::text, 5, '0'), 'bench-student-' || i || '@example.org', 'Student', NULL
  FROM generate_series(1, :count::int) AS i
  RETURNING id, first_name, last_name, email, substring(username FROM 15)::int AS n
), new_students AS (
  INSERT INTO students (user_id, first_name, last_name, email, alt_id, class_group)
  SELECT id, first_name, last_name, email, '0099' || lpad(n::text, 6, '0'), 'G' || (n % 10)
  FROM new_users
  RETURNING id, user_id, class_group
), enrolled AS (
  INSERT INTO student_courses (student_id, course_id, academic_year_id, class_group)
  SELECT id, :courseId, :academicYearId, class_group FROM new_students
)
SELECT id AS "studentId", user_id AS "userId" FROM new_students ORDER BY id

-- BLOCK insert_bench_sessions
INSERT INTO sessions (token_hash, csrf_hash, user_id, provider, created_at, last_seen_at, expires_at, ip, user_agent)
SELECT t.token_hash, t.csrf_hash, t.user_id, 'local', :now, :now, :expiresAt, '127.0.0.1', 'bench'
FROM unnest(:tokenHashes::text[], :csrfHashes::text[], :userIds::int[]) AS t (token_hash, csrf_hash, user_id)

-- BLOCK analyze
-- Fresh planner statistics after the bulk inserts, as autovacuum would leave them (PGlite has no autovacuum).
ANALYZE

-- BLOCK select_instances_of_exam
SELECT id, student_id AS "studentId", started_at IS NOT NULL AS started FROM exam_instances WHERE exam_id = :examId

-- BLOCK count_duplicate_instances
-- Instances beyond the first of one student in one exam (the UNIQUE constraint should make this 0).
SELECT coalesce(sum(n - 1), 0)::int AS duplicates
FROM (SELECT count(*) AS n FROM exam_instances WHERE exam_id = :examId GROUP BY student_id) AS per_student

-- BLOCK select_exam_answers
SELECT a.instance_id AS "instanceId", a.ordinal, a.seq, a.answer
FROM exam_answers a JOIN exam_instances i ON i.id = a.instance_id
WHERE i.exam_id = :examId

-- BLOCK upsert_answer
-- The floor of a save: one answer row written as the save writes it (newer sequence wins), nothing else.
INSERT INTO exam_answers AS a (instance_id, ordinal, answer, seq, saved_at, client_saved_at)
VALUES (:instanceId, :ordinal, :answer::jsonb, :seq, now(), NULL)
ON CONFLICT (instance_id, ordinal) DO UPDATE
SET answer = excluded.answer, seq = excluded.seq, saved_at = excluded.saved_at, client_saved_at = excluded.client_saved_at
WHERE a.seq < excluded.seq
