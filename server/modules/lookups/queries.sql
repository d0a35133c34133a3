-- The header search ranks by where the first word matches, then by text. search_prefix_matches finds rank 1
-- only (the text starts with the first word) and search_matches the rest, or everything when :prefixMatches
-- is true. For an administrator, who searches everything, the prefix step usually fills the limit from an
-- ordered index range and the costlier second step is skipped; for a teacher, whose scope is a few courses,
-- one search_matches over that scope is cheapest.
--
-- search_text is the lowercased searchable text of a row (title first), collated "C", with a b-tree index (for
-- the prefix step: an ordered range scan that stops at the limit) and a trigram GIN index (for LIKE
-- '%word%'). Every word is a pattern; the longest four get their own slot, unused slots are NULL and drop out
-- when the plan is made for the actual values; further words are checked by LIKE ALL. Each kind is limited on
-- its own, then the three are merged. A teacher's scope is an ARRAY(…) of ids computed once per query, which
-- the planner uses as an index condition (id = ANY (…)); written as IN (…) under the OR it would be checked
-- row by row instead.

-- BLOCK search_prefix_matches
(
  SELECT 'Exam' AS type, e.id, e.title, e.academic_year_id AS id_academic_year, ay.title AS academic_year,
         c.acronym AS alt_id2, e.title_abbrev, e.search_text AS sort_text, 1 AS rank
  FROM exams e
  JOIN courses c ON c.id = e.course_id
  JOIN academic_years ay ON ay.id = e.academic_year_id
  WHERE e.search_text LIKE lower(:firstPrefix)
    AND e.search_text LIKE lower(:word1)
    AND (:word2::text IS NULL OR e.search_text LIKE lower(:word2))
    AND (:word3::text IS NULL OR e.search_text LIKE lower(:word3))
    AND (:word4::text IS NULL OR e.search_text LIKE lower(:word4))
    AND (cardinality(:moreWords::text[]) = 0 OR e.search_text LIKE ALL (:moreWords::text[]))
    AND (:academicYearId::integer IS NULL OR e.academic_year_id = :academicYearId::integer)
    AND (:seesAll::boolean OR e.course_id = ANY (ARRAY(SELECT tc.course_id FROM teacher_courses tc WHERE tc.user_id = :userId)))
  ORDER BY e.search_text, e.id
  LIMIT :limit
)
UNION ALL
(
  SELECT 'Course' AS type, c.id, c.name AS title, NULL::integer AS id_academic_year, NULL::text AS academic_year,
         NULL::text AS alt_id2, c.acronym AS title_abbrev, c.search_text AS sort_text, 1 AS rank
  FROM courses c
  WHERE c.search_text LIKE lower(:firstPrefix)
    AND c.search_text LIKE lower(:word1)
    AND (:word2::text IS NULL OR c.search_text LIKE lower(:word2))
    AND (:word3::text IS NULL OR c.search_text LIKE lower(:word3))
    AND (:word4::text IS NULL OR c.search_text LIKE lower(:word4))
    AND (cardinality(:moreWords::text[]) = 0 OR c.search_text LIKE ALL (:moreWords::text[]))
    AND (:seesAll::boolean OR c.id = ANY (ARRAY(SELECT tc.course_id FROM teacher_courses tc WHERE tc.user_id = :userId)))
  ORDER BY c.search_text, c.id
  LIMIT :limit
)
UNION ALL
(
  SELECT 'Student' AS type, s.id, s.first_name || ' ' || s.last_name AS title, NULL::integer AS id_academic_year,
         NULL::text AS academic_year, s.alt_id AS alt_id2, s.email AS title_abbrev, s.search_text AS sort_text,
         1 AS rank
  FROM students s
  WHERE s.search_text LIKE lower(:firstPrefix)
    AND s.search_text LIKE lower(:word1)
    AND (:word2::text IS NULL OR s.search_text LIKE lower(:word2))
    AND (:word3::text IS NULL OR s.search_text LIKE lower(:word3))
    AND (:word4::text IS NULL OR s.search_text LIKE lower(:word4))
    AND (cardinality(:moreWords::text[]) = 0 OR s.search_text LIKE ALL (:moreWords::text[]))
    AND (:seesAll::boolean OR s.id = ANY (ARRAY(
      SELECT DISTINCT sc.student_id FROM student_courses sc
      JOIN teacher_courses tc ON tc.course_id = sc.course_id
      WHERE tc.user_id = :userId)))
  ORDER BY s.search_text, s.id
  LIMIT :limit
)
ORDER BY sort_text, type, id
LIMIT :limit

-- BLOCK search_matches
(
  SELECT 'Exam' AS type, e.id, e.title, e.academic_year_id AS id_academic_year, ay.title AS academic_year,
         c.acronym AS alt_id2, e.title_abbrev, e.search_text AS sort_text,
         strpos(e.search_text, lower(:firstWord)) AS rank
  FROM exams e
  JOIN courses c ON c.id = e.course_id
  JOIN academic_years ay ON ay.id = e.academic_year_id
  WHERE e.search_text LIKE lower(:word1)
    AND (:word2::text IS NULL OR e.search_text LIKE lower(:word2))
    AND (:word3::text IS NULL OR e.search_text LIKE lower(:word3))
    AND (:word4::text IS NULL OR e.search_text LIKE lower(:word4))
    AND (cardinality(:moreWords::text[]) = 0 OR e.search_text LIKE ALL (:moreWords::text[]))
    AND (:prefixMatches::boolean OR e.search_text NOT LIKE lower(:firstPrefix))
    AND (:academicYearId::integer IS NULL OR e.academic_year_id = :academicYearId::integer)
    AND (:seesAll::boolean OR e.course_id = ANY (ARRAY(SELECT tc.course_id FROM teacher_courses tc WHERE tc.user_id = :userId)))
  ORDER BY rank, e.search_text, e.id
  LIMIT :limit
)
UNION ALL
(
  SELECT 'Course' AS type, c.id, c.name AS title, NULL::integer AS id_academic_year, NULL::text AS academic_year,
         NULL::text AS alt_id2, c.acronym AS title_abbrev, c.search_text AS sort_text,
         strpos(c.search_text, lower(:firstWord)) AS rank
  FROM courses c
  WHERE c.search_text LIKE lower(:word1)
    AND (:word2::text IS NULL OR c.search_text LIKE lower(:word2))
    AND (:word3::text IS NULL OR c.search_text LIKE lower(:word3))
    AND (:word4::text IS NULL OR c.search_text LIKE lower(:word4))
    AND (cardinality(:moreWords::text[]) = 0 OR c.search_text LIKE ALL (:moreWords::text[]))
    AND (:prefixMatches::boolean OR c.search_text NOT LIKE lower(:firstPrefix))
    AND (:seesAll::boolean OR c.id = ANY (ARRAY(SELECT tc.course_id FROM teacher_courses tc WHERE tc.user_id = :userId)))
  ORDER BY rank, c.search_text, c.id
  LIMIT :limit
)
UNION ALL
(
  SELECT 'Student' AS type, s.id, s.first_name || ' ' || s.last_name AS title, NULL::integer AS id_academic_year,
         NULL::text AS academic_year, s.alt_id AS alt_id2, s.email AS title_abbrev, s.search_text AS sort_text,
         strpos(s.search_text, lower(:firstWord)) AS rank
  FROM students s
  WHERE s.search_text LIKE lower(:word1)
    AND (:word2::text IS NULL OR s.search_text LIKE lower(:word2))
    AND (:word3::text IS NULL OR s.search_text LIKE lower(:word3))
    AND (:word4::text IS NULL OR s.search_text LIKE lower(:word4))
    AND (cardinality(:moreWords::text[]) = 0 OR s.search_text LIKE ALL (:moreWords::text[]))
    AND (:prefixMatches::boolean OR s.search_text NOT LIKE lower(:firstPrefix))
    AND (:seesAll::boolean OR s.id = ANY (ARRAY(
      SELECT DISTINCT sc.student_id FROM student_courses sc
      JOIN teacher_courses tc ON tc.course_id = sc.course_id
      WHERE tc.user_id = :userId)))
  ORDER BY rank, s.search_text, s.id
  LIMIT :limit
)
ORDER BY rank, sort_text, type, id
LIMIT :limit
