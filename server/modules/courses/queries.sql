-- BLOCK select_courses
-- Every course for an administrator, else the courses the user teaches.
SELECT c.id, c.name AS "courseName", c.acronym AS "courseAcronym"
FROM courses c
WHERE :seesAll::boolean
   OR c.id IN (SELECT tc.course_id FROM teacher_courses tc WHERE tc.user_id = :userId)
ORDER BY c.name, c.id

-- BLOCK select_academic_years
-- The current year is the one an administrator marked; else the one containing today; else the latest one.
WITH current_year AS (
  SELECT coalesce(
    (SELECT id FROM academic_years WHERE is_current),
    (SELECT id FROM academic_years WHERE :today::date BETWEEN start_date AND end_date ORDER BY start_date DESC LIMIT 1),
    (SELECT id FROM academic_years ORDER BY start_date DESC, id DESC LIMIT 1)
  ) AS id
)
SELECT ay.id, ay.title, ay.start_date::text AS "startDate", ay.end_date::text AS "endDate",
       ay.id = current_year.id AS "isCurrent",
       EXISTS (SELECT 1 FROM exams e WHERE e.academic_year_id = ay.id) AS "hasExams",
       EXISTS (SELECT 1 FROM student_courses sc WHERE sc.academic_year_id = ay.id) AS "hasEnrolments"
FROM academic_years ay
CROSS JOIN current_year
ORDER BY ay.start_date DESC, ay.id DESC

-- BLOCK select_context_access
-- Whether the user may work in the course and the academic year of the context headers (NULL = none given).
SELECT
  (:courseId::integer IS NULL OR CASE :roleName::text
    WHEN 'Admin' THEN EXISTS (SELECT 1 FROM courses WHERE id = :courseId::integer)
    WHEN 'Teacher' THEN EXISTS (
      SELECT 1 FROM teacher_courses WHERE user_id = :userId AND course_id = :courseId::integer)
    ELSE EXISTS (
      SELECT 1 FROM student_courses sc JOIN students s ON s.id = sc.student_id
      WHERE s.user_id = :userId AND sc.course_id = :courseId::integer)
  END) AS course_allowed,
  (:academicYearId::integer IS NULL
    OR EXISTS (SELECT 1 FROM academic_years WHERE id = :academicYearId::integer)) AS academic_year_allowed

-- BLOCK select_admin_courses
-- Every course (or the one asked for) with what uses it; the counts tell an administrator what a delete meets.
SELECT c.id, c.name AS "courseName", c.acronym AS "courseAcronym", c.description,
       (SELECT count(*) FROM teacher_courses tc WHERE tc.course_id = c.id)::int AS "teacherCount",
       (SELECT count(*) FROM student_courses sc WHERE sc.course_id = c.id)::int AS "enrolmentCount",
       (SELECT count(*) FROM exams e WHERE e.course_id = c.id)::int AS "examCount",
       (SELECT count(*) FROM nodes n WHERE n.course_id = c.id)::int AS "nodeCount"
FROM courses c
WHERE :courseId::integer IS NULL OR c.id = :courseId::integer
ORDER BY c.name, c.id

-- BLOCK select_course_id_by_acronym
-- Acronyms appear in public URLs: DB and db would be told apart by nobody, so they clash.
SELECT id FROM courses
WHERE lower(acronym) = lower(:acronym) AND (:exceptId::integer IS NULL OR id <> :exceptId::integer)
LIMIT 1

-- BLOCK insert_course
INSERT INTO courses (name, acronym, description)
VALUES (:name, :acronym, :description)
RETURNING id

-- BLOCK update_course
UPDATE courses SET name = :name, acronym = :acronym, description = :description
WHERE id = :courseId

-- BLOCK lock_course
-- Locks the row, so that no teacher, enrolment, exam or node can be added while a delete checks its usage.
SELECT id, acronym FROM courses WHERE id = :courseId FOR UPDATE

-- BLOCK delete_course
DELETE FROM courses WHERE id = :courseId

-- BLOCK select_academic_year_id_by_title
SELECT id FROM academic_years
WHERE lower(title) = lower(:title) AND (:exceptId::integer IS NULL OR id <> :exceptId::integer)
LIMIT 1

-- BLOCK insert_academic_year
INSERT INTO academic_years (title, start_date, end_date)
VALUES (:title, :startDate::date, :endDate::date)
RETURNING id

-- BLOCK update_academic_year
UPDATE academic_years SET title = :title, start_date = :startDate::date, end_date = :endDate::date
WHERE id = :academicYearId

-- BLOCK lock_academic_year
SELECT id, title,
       (SELECT count(*) FROM exams e WHERE e.academic_year_id = ay.id)::int AS exam_count,
       (SELECT count(*) FROM student_courses sc WHERE sc.academic_year_id = ay.id)::int AS enrolment_count
FROM academic_years ay
WHERE id = :academicYearId
FOR UPDATE

-- BLOCK delete_academic_year
DELETE FROM academic_years WHERE id = :academicYearId

-- BLOCK clear_current_academic_year
-- First clear, then set: the unique partial index is checked row by row, so one UPDATE swapping the flag
-- between two rows could trip over itself.
UPDATE academic_years SET is_current = false WHERE is_current AND id <> :academicYearId

-- BLOCK set_current_academic_year
UPDATE academic_years SET is_current = true WHERE id = :academicYearId
