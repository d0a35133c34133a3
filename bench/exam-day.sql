-- What bench:exam-day prepares directly in the database (everything measured goes through the API), and what it
-- checks there afterwards.

-- BLOCK insert_day_course
INSERT INTO courses (name, acronym, description) VALUES (:name, :acronym, NULL) RETURNING id

-- BLOCK insert_day_staff
-- Teachers without passwords: they signed in earlier in the day (their sessions are made directly).
INSERT INTO users (username, first_name, last_name, email, role_name, password_hash)
SELECT 'day-staff-' || i, 'Staff', 'Day' || lpad(i::text, 2, '0'), 'day-staff-' || i || '@example.org', 'Teacher', NULL
FROM generate_series(1, :count::int) AS i
ORDER BY i
RETURNING id

-- BLOCK insert_day_teacher_courses
INSERT INTO teacher_courses (user_id, course_id)
SELECT * FROM unnest(:userIds::int[], :courseIds::int[])

-- BLOCK insert_day_students
-- Students with one password hash for all (computed once: the sign-in verifies it as it would any other), each
-- enrolled this year: every third in the programming course (class group P), the others in the databases course in
-- two class groups (A and B), one per exam of that course.
WITH new_users AS (
  INSERT INTO users (username, first_name, last_name, email, role_name, password_hash)
  SELECT 'day-student-' || i, 'Student', 'Day' || lpad(i::text, 5, '0'), 'day-student-' || i || '@example.org', 'Student', :passwordHash
  FROM generate_series(1, :count::int) AS i
  RETURNING id, username, first_name, last_name, email, substring(username FROM 13)::int AS n
), new_students AS (
  INSERT INTO students (user_id, first_name, last_name, email, alt_id, class_group)
  SELECT id, first_name, last_name, email, '0088' || lpad(n::text, 6, '0'), CASE n % 3 WHEN 0 THEN 'P' WHEN 1 THEN 'A' ELSE 'B' END
  FROM new_users
  RETURNING id, user_id, class_group
), enrolled AS (
  INSERT INTO student_courses (student_id, course_id, academic_year_id, class_group)
  SELECT id, CASE class_group WHEN 'P' THEN :programmingCourseId::int ELSE :databasesCourseId::int END, :academicYearId, class_group
  FROM new_students
)
SELECT s.id AS "studentId", s.user_id AS "userId", u.username, s.class_group AS "classGroup"
FROM new_students s JOIN new_users u ON u.id = s.user_id
ORDER BY u.n

-- BLOCK select_day_instances
SELECT id, exam_id AS "examId", student_id AS "studentId", started_at IS NOT NULL AS started, submitted_at AS "submittedAt",
  submitted_by AS "submittedBy", grading_state AS "gradingState"
FROM exam_instances
WHERE exam_id = ANY(:examIds::int[])

-- BLOCK select_day_answers
-- Every answer held, with its question's kind, its grade and, for code and SQL, its grading job.
SELECT a.instance_id AS "instanceId", a.ordinal, a.seq, a.answer, q.kind, a.result, a.graded_at AS "gradedAt",
  j.status AS "jobStatus", j.finished_at AS "jobFinishedAt"
FROM exam_answers a
JOIN exam_instances i ON i.id = a.instance_id
JOIN exam_instance_questions iq ON iq.instance_id = a.instance_id AND iq.ordinal = a.ordinal
JOIN questions q ON q.id = iq.question_id
LEFT JOIN grading_jobs j ON j.id = a.grading_job_id
WHERE i.exam_id = ANY(:examIds::int[])
