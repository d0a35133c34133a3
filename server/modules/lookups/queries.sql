-- BLOCK search_anything
-- The header search. Every word is a LIKE '%word%' pattern on the lowercased search_text, which has a
-- trigram GIN index; unused word slots are NULL and drop out when the plan is made for the actual values.
-- Words beyond the fourth are checked as a filter (LIKE ALL), which the index cannot serve. Each kind is
-- ranked and limited on its own, then the three are merged: by the position of the first word's match,
-- then by title.
(
  SELECT 'Exam' AS type, e.id, e.title, e.academic_year_id AS id_academic_year, ay.title AS academic_year,
         c.acronym AS alt_id2, e.title_abbrev, strpos(e.search_text, lower(:firstWord)) AS rank
  FROM exams e
  JOIN courses c ON c.id = e.course_id
  JOIN academic_years ay ON ay.id = e.academic_year_id
  WHERE e.search_text LIKE lower(:word1)
    AND (:word2::text IS NULL OR e.search_text LIKE lower(:word2))
    AND (:word3::text IS NULL OR e.search_text LIKE lower(:word3))
    AND (:word4::text IS NULL OR e.search_text LIKE lower(:word4))
    AND (cardinality(:moreWords::text[]) = 0 OR e.search_text LIKE ALL (:moreWords::text[]))
    AND (:academicYearId::integer IS NULL OR e.academic_year_id = :academicYearId::integer)
    AND (:seesAll::boolean OR e.course_id IN (SELECT tc.course_id FROM teacher_courses tc WHERE tc.user_id = :userId))
  ORDER BY rank, e.title, e.id
  LIMIT :limit
)
UNION ALL
(
  SELECT 'Course' AS type, c.id, c.name AS title, NULL::integer AS id_academic_year, NULL::text AS academic_year,
         NULL::text AS alt_id2, c.acronym AS title_abbrev, strpos(c.search_text, lower(:firstWord)) AS rank
  FROM courses c
  WHERE c.search_text LIKE lower(:word1)
    AND (:word2::text IS NULL OR c.search_text LIKE lower(:word2))
    AND (:word3::text IS NULL OR c.search_text LIKE lower(:word3))
    AND (:word4::text IS NULL OR c.search_text LIKE lower(:word4))
    AND (cardinality(:moreWords::text[]) = 0 OR c.search_text LIKE ALL (:moreWords::text[]))
    AND (:seesAll::boolean OR c.id IN (SELECT tc.course_id FROM teacher_courses tc WHERE tc.user_id = :userId))
  ORDER BY rank, c.name, c.id
  LIMIT :limit
)
UNION ALL
(
  SELECT 'Student' AS type, s.id, s.first_name || ' ' || s.last_name AS title, NULL::integer AS id_academic_year,
         NULL::text AS academic_year, s.alt_id AS alt_id2, s.email AS title_abbrev,
         strpos(s.search_text, lower(:firstWord)) AS rank
  FROM students s
  WHERE s.search_text LIKE lower(:word1)
    AND (:word2::text IS NULL OR s.search_text LIKE lower(:word2))
    AND (:word3::text IS NULL OR s.search_text LIKE lower(:word3))
    AND (:word4::text IS NULL OR s.search_text LIKE lower(:word4))
    AND (cardinality(:moreWords::text[]) = 0 OR s.search_text LIKE ALL (:moreWords::text[]))
    AND (:seesAll::boolean OR EXISTS (
      SELECT 1 FROM student_courses sc
      JOIN teacher_courses tc ON tc.course_id = sc.course_id AND tc.user_id = :userId
      WHERE sc.student_id = s.id))
  ORDER BY rank, title, s.id
  LIMIT :limit
)
ORDER BY rank, title, type, id
LIMIT :limit
