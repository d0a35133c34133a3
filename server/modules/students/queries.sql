-- The student register and enrolments.
--
-- Words of a search each become a pattern '%word%' over students.search_text (lowercased name, student number
-- and e-mail, collated "C"); the longest four get their own slot so that the trigram GIN index can combine
-- them, unused slots are NULL and drop out when the plan is made for the actual values (node-postgres sends
-- unnamed statements, planned per call), further words are checked by LIKE ALL.
--
-- Sorting: ORDER BY /*order*/ is replaced by one of the order_* blocks below (queries.ts; DESC appended to
-- every term for descending), each backed by an index ending in id, so a page is an ordered index range. The
-- page itself takes only ids (an index-only scan for the unfiltered register, which keeps deep pages cheap)
-- and then reads those rows.
--
-- A teacher's scope (the students enrolled in a course they teach, any year) and a course filter are
-- ARRAY(…)s computed once per query, which the planner uses as index conditions (id = ANY (…)).

-- BLOCK student_columns
-- A student as the contract's Student names its fields.
       s.id, s.first_name AS "firstName", s.last_name AS "lastName", s.email, s.alt_id AS "altId",
       s.alt_id2 AS "altId2", s.class_group AS "classGroup", s.image_url AS "imageUrl",
       s.user_id IS NOT NULL AS "hasAccount"

-- BLOCK order_students_last_name
s.last_name, s.first_name, s.id

-- BLOCK order_students_first_name
s.first_name, s.last_name, s.id

-- BLOCK order_students_alt_id
s.alt_id, s.id

-- BLOCK order_students_email
lower(s.email), s.id

-- BLOCK order_students_class_group
s.class_group, s.last_name, s.first_name, s.id

-- BLOCK select_register_total
-- The whole register's size, kept by triggers (migration 0003), for an administrator's unfiltered list.
SELECT students::int AS total FROM register_counts

-- BLOCK student_words
-- The search words (wordPatterns) a student's search text must all contain, as student_filter and enrolment_filter
-- go on (they name the student s).
  AND (:word1::text IS NULL OR s.search_text LIKE :word1::text)
  AND (:word2::text IS NULL OR s.search_text LIKE :word2::text)
  AND (:word3::text IS NULL OR s.search_text LIKE :word3::text)
  AND (:word4::text IS NULL OR s.search_text LIKE :word4::text)
  AND (cardinality(:moreWords::text[]) = 0 OR s.search_text LIKE ALL (:moreWords::text[]))

-- BLOCK student_filter
-- What count_students and select_student_page both filter by.
WHERE (:seesAll::boolean OR s.id = ANY (ARRAY(
        SELECT DISTINCT sc.student_id FROM student_courses sc
        JOIN teacher_courses tc ON tc.course_id = sc.course_id
        WHERE tc.user_id = :userId)))
  AND (:courseId::integer IS NULL OR s.id = ANY (ARRAY(
        SELECT sc.student_id FROM student_courses sc
        WHERE sc.course_id = :courseId::integer
          AND (:academicYearId::integer IS NULL OR sc.academic_year_id = :academicYearId::integer)
          AND (:classGroup::text IS NULL OR sc.class_group = :classGroup::text))))
  AND (:courseId::integer IS NOT NULL OR :academicYearId::integer IS NULL OR EXISTS (
        SELECT 1 FROM student_courses sc
        WHERE sc.student_id = s.id AND sc.academic_year_id = :academicYearId::integer
          AND (:seesAll::boolean OR sc.course_id IN (SELECT tc.course_id FROM teacher_courses tc WHERE tc.user_id = :userId))))
  AND (:courseId::integer IS NOT NULL OR :classGroup::text IS NULL OR s.class_group = :classGroup::text)
  -- INCLUDE student_words

-- BLOCK count_students
SELECT count(*)::int AS total
FROM students s
-- INCLUDE student_filter

-- BLOCK select_student_page
-- The same filters as count_students.
WITH page AS (
  SELECT s.id
  FROM students s
  -- INCLUDE student_filter
  ORDER BY /*order*/
  LIMIT :limit OFFSET :offset
)
SELECT
-- INCLUDE student_columns
FROM page
JOIN students s ON s.id = page.id
ORDER BY /*order*/

-- BLOCK select_student
-- A teacher sees a student enrolled (any year) in a course they teach.
SELECT
-- INCLUDE student_columns
FROM students s
WHERE s.id = :studentId
  AND (:seesAll::boolean OR EXISTS (
        SELECT 1 FROM student_courses sc
        JOIN teacher_courses tc ON tc.course_id = sc.course_id
        WHERE sc.student_id = s.id AND tc.user_id = :userId))

-- BLOCK insert_student
INSERT INTO students (first_name, last_name, email, alt_id, alt_id2, class_group, image_url)
VALUES (:firstName, :lastName, :email, :altId, :altId2, :classGroup, :imageUrl)
RETURNING id, first_name AS "firstName", last_name AS "lastName", email, alt_id AS "altId", alt_id2 AS "altId2",
          class_group AS "classGroup", image_url AS "imageUrl", user_id IS NOT NULL AS "hasAccount"

-- BLOCK update_student
UPDATE students
SET first_name = :firstName, last_name = :lastName, email = :email, alt_id = :altId, alt_id2 = :altId2,
    class_group = :classGroup, image_url = :imageUrl
WHERE id = :studentId
RETURNING id, first_name AS "firstName", last_name AS "lastName", email, alt_id AS "altId", alt_id2 AS "altId2",
          class_group AS "classGroup", image_url AS "imageUrl", user_id IS NOT NULL AS "hasAccount"

-- BLOCK select_student_enrolments
-- Newest academic year first; a teacher sees only the enrolments of the courses they teach.
-- INCLUDE enrolment_rows
WHERE sc.student_id = :studentId
  AND (:seesAll::boolean OR sc.course_id IN (SELECT tc.course_id FROM teacher_courses tc WHERE tc.user_id = :userId))
ORDER BY ay.start_date DESC, c.name, sc.id

-- BLOCK enrolment_rows
-- Enrolments as the contract's Enrolment names their fields.
SELECT sc.id, sc.student_id AS "studentId", s.first_name AS "firstName", s.last_name AS "lastName",
       s.alt_id AS "altId", s.email, s.image_url AS "imageUrl", sc.course_id AS "courseId",
       c.acronym AS "courseAcronym", c.name AS "courseName", sc.academic_year_id AS "academicYearId",
       ay.title AS "academicYear", sc.class_group AS "classGroup"
FROM student_courses sc
JOIN students s ON s.id = sc.student_id
JOIN courses c ON c.id = sc.course_id
JOIN academic_years ay ON ay.id = sc.academic_year_id

-- BLOCK order_enrolments_last_name
s.last_name, s.first_name, sc.id

-- BLOCK order_enrolments_alt_id
s.alt_id, sc.id

-- BLOCK order_enrolments_class_group
sc.class_group, s.last_name, s.first_name, sc.id

-- BLOCK order_enrolments_course
c.name, ay.start_date, sc.id

-- BLOCK order_enrolments_academic_year
ay.start_date, c.name, s.last_name, s.first_name, sc.id

-- BLOCK enrolment_filter
-- What count_enrolments and select_enrolment_page both filter by.
WHERE (:studentId::integer IS NULL OR sc.student_id = :studentId::integer)
  AND (:courseId::integer IS NULL OR sc.course_id = :courseId::integer)
  AND (:academicYearId::integer IS NULL OR sc.academic_year_id = :academicYearId::integer)
  AND (:classGroup::text IS NULL OR sc.class_group = :classGroup::text)
  AND (:seesAll::boolean OR sc.course_id IN (SELECT tc.course_id FROM teacher_courses tc WHERE tc.user_id = :userId))
  -- INCLUDE student_words

-- BLOCK count_enrolments
SELECT count(*)::int AS total
FROM student_courses sc
JOIN students s ON s.id = sc.student_id
-- INCLUDE enrolment_filter

-- BLOCK select_enrolment_page
-- The same filters as count_enrolments.
-- INCLUDE enrolment_rows
-- INCLUDE enrolment_filter
ORDER BY /*order*/
LIMIT :limit OFFSET :offset

-- BLOCK select_enrolment
-- INCLUDE enrolment_rows
WHERE sc.id = :enrolmentId

-- BLOCK select_enrolment_targets
SELECT EXISTS (SELECT 1 FROM students WHERE id = :studentId) AS student_exists,
       EXISTS (SELECT 1 FROM academic_years WHERE id = :academicYearId) AS academic_year_exists

-- BLOCK insert_enrolment
-- No row back: the student is already enrolled in the course that year.
INSERT INTO student_courses (student_id, course_id, academic_year_id, class_group)
VALUES (:studentId, :courseId, :academicYearId, :classGroup)
ON CONFLICT (student_id, course_id, academic_year_id) DO NOTHING
RETURNING id

-- BLOCK update_enrolment
UPDATE student_courses SET class_group = :classGroup WHERE id = :enrolmentId

-- BLOCK delete_enrolment
DELETE FROM student_courses WHERE id = :enrolmentId

-- BLOCK select_student_exams
-- The student's instances (newest first); a teacher's: only of exams of courses they teach. The percentile rank is
-- among the exam's submitted instances with a score: 100 × (lower score % + half of equal, own included) ÷ ranked
-- (docs/exams.md, The student page). exam_instances_ranked_idx keeps each exam's counts an index-only range.
SELECT i.id AS "instanceId", e.id AS "examId", e.title AS "examTitle", e.course_id AS "courseId",
       c.acronym AS "courseAcronym", ay.title AS "academicYear",
       CASE WHEN i.submitted_at IS NOT NULL THEN 'submitted' WHEN i.started_at IS NOT NULL THEN 'ongoing' ELSE 'generated' END AS state,
       i.generated_at AS "generatedAt", i.started_at AS "startedAt", i.submitted_at AS "submittedAt",
       i.score::float8 AS score, i.max_score::float8 AS "maxScore", i.score_percent::float8 AS "scorePercent",
       i.passed, i.grading_state AS "gradingState", e.score_ignored AS "scoreIgnored",
       CASE WHEN i.submitted_at IS NOT NULL AND i.score_percent IS NOT NULL AND r.ranked > 0
            THEN round(100 * (r.below + r.equal / 2.0) / r.ranked, 1)::float8 END AS percentile,
       r.ranked AS "rankedCount"
FROM exam_instances i
JOIN exams e ON e.id = i.exam_id
JOIN courses c ON c.id = e.course_id
JOIN academic_years ay ON ay.id = e.academic_year_id
CROSS JOIN LATERAL (
  SELECT count(*)::int AS ranked,
         count(*) FILTER (WHERE o.score_percent < i.score_percent)::int AS below,
         count(*) FILTER (WHERE o.score_percent = i.score_percent)::int AS equal
  FROM exam_instances o
  WHERE o.exam_id = i.exam_id AND o.submitted_at IS NOT NULL AND o.score_percent IS NOT NULL
) r
WHERE i.student_id = :studentId
  AND (:seesAll::boolean OR e.course_id IN (SELECT tc.course_id FROM teacher_courses tc WHERE tc.user_id = :userId))
ORDER BY coalesce(i.submitted_at, i.started_at, i.generated_at) DESC, i.id DESC
LIMIT 500
