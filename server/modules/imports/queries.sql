-- The CSV import of students (and enrolments). Whole files go through in a few statements over unnest()ed
-- arrays, never a statement per row: 100 000 rows are one round trip per step.

-- BLOCK select_import_targets
SELECT EXISTS (SELECT 1 FROM courses WHERE id = :courseId::integer) AS course_exists,
       EXISTS (SELECT 1 FROM academic_years WHERE id = :academicYearId::integer) AS academic_year_exists

-- BLOCK select_students_by_alt_ids
-- A join with the unnest()ed numbers rather than alt_id = ANY (…): the planner estimates a 100 000-element
-- array constant element by element.
SELECT s.alt_id, s.first_name, s.last_name, s.email, s.class_group
FROM unnest(:altIds::text[]) AS t (alt_id)
JOIN students s ON s.alt_id = t.alt_id

-- BLOCK select_enrolments_by_alt_ids
SELECT s.alt_id, sc.class_group
FROM unnest(:altIds::text[]) AS t (alt_id)
JOIN students s ON s.alt_id = t.alt_id
JOIN student_courses sc ON sc.student_id = s.id
WHERE sc.course_id = :courseId AND sc.academic_year_id = :academicYearId

-- BLOCK upsert_students
-- New and changed rows only. A column the file lacks keeps the register's value (:setEmail, :setClassGroup).
INSERT INTO students (alt_id, first_name, last_name, email, class_group)
SELECT t.alt_id, t.first_name, t.last_name, t.email, t.class_group
FROM unnest(:altIds::text[], :firstNames::text[], :lastNames::text[], :emails::text[], :classGroups::text[])
  AS t (alt_id, first_name, last_name, email, class_group)
ON CONFLICT (alt_id) DO UPDATE
SET first_name = excluded.first_name,
    last_name = excluded.last_name,
    email = CASE WHEN :setEmail::boolean THEN excluded.email ELSE students.email END,
    class_group = CASE WHEN :setClassGroup::boolean THEN excluded.class_group ELSE students.class_group END

-- BLOCK upsert_enrolments
-- New and changed enrolments only. Without a classGroup column a new enrolment takes the register's group.
INSERT INTO student_courses (student_id, course_id, academic_year_id, class_group)
SELECT s.id, :courseId, :academicYearId, CASE WHEN :hasClassGroup::boolean THEN t.class_group ELSE s.class_group END
FROM unnest(:altIds::text[], :classGroups::text[]) AS t (alt_id, class_group)
JOIN students s ON s.alt_id = t.alt_id
ON CONFLICT (student_id, course_id, academic_year_id) DO UPDATE
SET class_group = excluded.class_group
