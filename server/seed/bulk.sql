-- Synthetic volume for benchmarks: generated inside the database, deterministically (hashint4 of the row
-- number picks names and courses), so two runs build the same data.

-- BLOCK insert_bulk_academic_years
INSERT INTO academic_years (title, start_date, end_date)
SELECT y || '/' || (y + 1), make_date(y, 10, 1), make_date(y + 1, 9, 30)
FROM generate_series(:firstYear::int, :firstYear::int + :years::int - 1) AS y
ON CONFLICT (title) DO NOTHING

-- BLOCK insert_bulk_courses
INSERT INTO courses (name, acronym, description)
SELECT (:subjects::text[])[(1 + abs(hashint4(i)::bigint) % cardinality(:subjects::text[]))::int]
         || ' ' || (:levels::text[])[(1 + abs(hashint4(i + 7)::bigint) % cardinality(:levels::text[]))::int]
         || ' ' || i,
       'C' || i,
       NULL
FROM generate_series(1, :count::int) AS i

-- BLOCK insert_bulk_students
INSERT INTO students (first_name, last_name, email, alt_id, class_group)
SELECT n.first_name, n.last_name,
       translate(lower(n.first_name || '.' || n.last_name), 'čćžšđ', 'cczsd') || i || '@student.example.org',
       '0036' || lpad((100000 + i)::text, 6, '0'),
       'G' || lpad((i % 40)::text, 2, '0')
FROM generate_series(1, :count::int) AS i
CROSS JOIN LATERAL (
  SELECT (:firstNames::text[])[(1 + abs(hashint4(i)::bigint) % cardinality(:firstNames::text[]))::int] AS first_name,
         (:lastNames::text[])[(1 + abs(hashint4(i * 31 + 17)::bigint) % cardinality(:lastNames::text[]))::int] AS last_name
) AS n

-- BLOCK insert_bulk_enrolments
-- Every student takes :perStudent courses, one in each of the latest academic years. Course ids of a fresh
-- database are contiguous, so a course is picked by arithmetic instead of a lookup per row.
WITH bounds AS (SELECT min(id) AS first_id, count(*) AS n FROM courses),
     years AS (SELECT array_agg(id ORDER BY start_date DESC) AS ids FROM academic_years)
INSERT INTO student_courses (student_id, course_id, academic_year_id, class_group)
SELECT s.id, bounds.first_id + abs(hashint4(s.id * 3 + k)::bigint) % bounds.n, years.ids[1 + k % 3], s.class_group
FROM students s
CROSS JOIN generate_series(0, :perStudent::int - 1) AS k
CROSS JOIN bounds
CROSS JOIN years
ON CONFLICT DO NOTHING

-- BLOCK insert_bulk_exams
INSERT INTO exams (course_id, academic_year_id, title, title_abbrev)
SELECT c.id, y.id, t.title, t.abbrev
FROM courses c
CROSS JOIN (SELECT id FROM academic_years ORDER BY start_date DESC LIMIT 2) AS y
CROSS JOIN unnest(:titles::text[], :abbrevs::text[]) AS t (title, abbrev)

-- BLOCK insert_bulk_teacher_courses
INSERT INTO teacher_courses (user_id, course_id)
SELECT :userId, id FROM courses WHERE id IN (SELECT unnest(:courseIds::int[]))

-- BLOCK vacuum_analyze
-- Fresh statistics for the planner and a visibility map for index-only scans, as autovacuum would leave them.
VACUUM ANALYZE
