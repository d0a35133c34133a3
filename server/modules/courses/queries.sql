-- BLOCK select_courses
-- Every course for an administrator, else the courses the user teaches.
SELECT c.id, c.name, c.acronym
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
SELECT ay.id, ay.title, ay.start_date::text AS start_date, ay.end_date::text AS end_date,
       ay.id = current_year.id AS is_current
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
