-- Exams, parts, instances (docs/exams.md). Columns are aliased to the service's camelCase names; numerics are
-- read as float8 so that they arrive as numbers.

-- BLOCK exam_columns
e.id, e.course_id AS "courseId", e.academic_year_id AS "academicYearId", ay.title AS "academicYearTitle",
e.title, e.title_abbrev AS abbreviation, e.ordinal, e.description, e.password,
e.available_from AS "availableFrom", e.available_to AS "availableTo", e.duration_minutes AS "durationMinutes",
e.max_score::float8 AS "maxScore", e.pass_percentage::float8 AS "passPercentage", e.show_solutions AS "showSolutions", e.show_feedback AS "showFeedback",
e.review_minutes AS "reviewMinutes", e.forward_only AS "forwardOnly", e.async_grading AS "asyncGrading",
e.score_ignored AS "scoreIgnored", e.allow_anonymous_stalk AS "allowAnonymousStalk", e.accommodations_apply AS "accommodationsApply",
e.seb_required AS "sebRequired", e.seb_config_keys AS "sebConfigKeys", e.seb_browser_exam_keys AS "sebBrowserExamKeys",
e.allowed_networks AS "allowedNetworks",
e.max_code_runs AS "maxCodeRuns",
e.published_at AS "publishedAt", e.archived_at AS "archivedAt", e.created_at AS "createdAt", e.updated_at AS "updatedAt",
nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') AS "updatedByName"

-- BLOCK exam_counts
-- Instances by state and the enrolled students, per exam.
SELECT e.id AS "examId",
       count(i.id) FILTER (WHERE i.started_at IS NULL)::int AS generated,
       count(i.id) FILTER (WHERE i.started_at IS NOT NULL AND i.submitted_at IS NULL)::int AS ongoing,
       count(i.id) FILTER (WHERE i.submitted_at IS NOT NULL)::int AS submitted,
       count(i.id) FILTER (WHERE i.started_at IS NOT NULL)::int AS started,
       (SELECT count(*)::int FROM student_courses sc WHERE sc.course_id = e.course_id AND sc.academic_year_id = e.academic_year_id) AS enrolled,
       (SELECT count(*)::int FROM student_courses sc
         WHERE sc.course_id = e.course_id AND sc.academic_year_id = e.academic_year_id
           AND NOT EXISTS (SELECT 1 FROM exam_instances s WHERE s.exam_id = e.id AND s.student_id = sc.student_id AND s.started_at IS NOT NULL)
       ) AS "notStarted"
FROM exams e
LEFT JOIN exam_instances i ON i.exam_id = e.id
WHERE e.id = ANY (:examIds::int[])
GROUP BY e.id

-- BLOCK select_exams
SELECT
  -- INCLUDE exam_columns
FROM exams e
JOIN academic_years ay ON ay.id = e.academic_year_id
LEFT JOIN users u ON u.id = e.updated_by
WHERE e.course_id = :courseId AND e.academic_year_id = :academicYearId AND (:archived::boolean OR e.archived_at IS NULL)
ORDER BY e.ordinal, e.available_from, e.id

-- BLOCK select_exam
SELECT
  -- INCLUDE exam_columns
FROM exams e
JOIN academic_years ay ON ay.id = e.academic_year_id
LEFT JOIN users u ON u.id = e.updated_by
WHERE e.id = :examId

-- BLOCK lock_exam
SELECT id FROM exams WHERE id = :examId FOR UPDATE

-- BLOCK select_exam_parts
SELECT p.id, p.exam_id AS "examId", p.ordinal, p.title, CASE WHEN p.node_id IS NULL THEN 'fixed' ELSE 'node' END AS source,
       p.node_id AS "nodeId", n.name AS "nodeName", p.min_questions AS "minQuestions", p.max_questions AS "maxQuestions",
       p.grading_model_id AS "gradingModelId", gm.name AS "gradingModelName",
       gm.correct_score::float8 AS "correctScore"
FROM exam_parts p
JOIN grading_models gm ON gm.id = p.grading_model_id
LEFT JOIN nodes n ON n.id = p.node_id
WHERE p.exam_id = ANY (:examIds::int[])
ORDER BY p.exam_id, p.ordinal, p.id

-- BLOCK select_part_questions
-- A fixed part's questions as listed, each with the latest version of its chain (what generation gives).
SELECT pq.part_id AS "partId", q.id, q.root_id AS "rootId", q.version, q.title, q.kind, q.is_active AS "isActive",
       q.is_latest AS "isLatest", latest.id AS "latestId", latest.is_active AS "latestActive", latest.kind AS "latestKind",
       q.course_id AS "courseId"
FROM exam_part_questions pq
JOIN exam_parts p ON p.id = pq.part_id
JOIN questions q ON q.id = pq.question_id
JOIN questions latest ON latest.root_id = q.root_id AND latest.is_latest
WHERE p.exam_id = ANY (:examIds::int[])
ORDER BY pq.part_id, pq.ordinal

-- BLOCK select_node_candidates
-- The active latest questions of the course attached to each node or any node below it.
WITH RECURSIVE below (root_id, node_id) AS (
  SELECT n.id, n.id FROM nodes n WHERE n.id = ANY (:nodeIds::int[]) AND n.course_id = :courseId
  UNION
  SELECT b.root_id, np.node_id FROM below b JOIN node_parents np ON np.parent_id = b.node_id
)
SELECT b.root_id AS "nodeId", array_agg(DISTINCT q.id ORDER BY q.id) AS "questionIds"
FROM below b
JOIN question_nodes qn ON qn.node_id = b.node_id
JOIN questions q ON q.id = qn.question_id AND q.is_latest AND q.is_active AND q.course_id = :courseId
GROUP BY b.root_id

-- BLOCK select_question_traits
-- What validation needs to know of questions that may be drawn: the code languages and SQL they run (also in a
-- complex question's parts) and whether a teacher must grade them.
SELECT q.id, q.kind,
       ARRAY(SELECT DISTINCT jsonb_array_elements_text(jsonb_path_query_array(q.content, 'strict $.** ? (@.kind == "code").language'))) AS languages,
       jsonb_path_exists(q.content, 'strict $.** ? (@.kind == "sql")') AS "needsSql",
       jsonb_path_exists(q.content, 'strict $.** ? (@.kind == "free-text" || (@.kind == "diagram" && @.grading == "manual"))') AS manual
FROM questions q WHERE q.id = ANY (:ids::int[])

-- BLOCK select_course_nodes_of
SELECT id FROM nodes WHERE course_id = :courseId AND id = ANY (:nodeIds::int[])

-- BLOCK select_questions_of
-- Questions (any version) by id, with the latest version of each chain.
SELECT q.id, q.course_id AS "courseId", latest.id AS "latestId", latest.is_active AS "latestActive", latest.kind AS "latestKind"
FROM questions q
JOIN questions latest ON latest.root_id = q.root_id AND latest.is_latest
WHERE q.id = ANY (:questionIds::int[])

-- BLOCK select_grading_models_of
SELECT id, name, correct_score::float8 AS correct, incorrect_score::float8 AS incorrect, unanswered_score::float8 AS unanswered
FROM grading_models WHERE id = ANY (:ids::int[])

-- BLOCK select_question_versions
-- What a view and a grade need of question versions.
SELECT id, version, kind, title, text, content, template, time_limit_seconds AS "timeLimitSeconds", feedback
FROM questions WHERE id = ANY (:ids::int[])

-- BLOCK insert_exam
INSERT INTO exams (course_id, academic_year_id, title, title_abbrev, ordinal, description, password, available_from,
  available_to, duration_minutes, max_score, pass_percentage, show_solutions, show_feedback, review_minutes, forward_only,
  async_grading, score_ignored, allow_anonymous_stalk, accommodations_apply, seb_required, seb_config_keys, seb_browser_exam_keys,
  allowed_networks, max_code_runs, created_by, updated_by, created_at, updated_at)
VALUES (:courseId, :academicYearId, :title, :abbreviation, :ordinal, :description, :password, :availableFrom,
  :availableTo, :durationMinutes, :maxScore, :passPercentage, :showSolutions, :showFeedback, :reviewMinutes, :forwardOnly,
  :asyncGrading, :scoreIgnored, :allowAnonymousStalk, :accommodationsApply, :sebRequired, :sebConfigKeys::text[],
  :sebBrowserExamKeys::text[], :allowedNetworks::text[], :maxCodeRuns, :userId, :userId, :now, :now)
RETURNING id

-- BLOCK update_exam
UPDATE exams SET title = :title, title_abbrev = :abbreviation, ordinal = :ordinal, description = :description,
  password = :password, available_from = :availableFrom, available_to = :availableTo,
  duration_minutes = :durationMinutes, max_score = :maxScore, pass_percentage = :passPercentage,
  show_solutions = :showSolutions, show_feedback = :showFeedback, review_minutes = :reviewMinutes, forward_only = :forwardOnly,
  async_grading = :asyncGrading, score_ignored = :scoreIgnored, allow_anonymous_stalk = :allowAnonymousStalk,
  accommodations_apply = :accommodationsApply, seb_required = :sebRequired, seb_config_keys = :sebConfigKeys::text[],
  seb_browser_exam_keys = :sebBrowserExamKeys::text[], allowed_networks = :allowedNetworks::text[], max_code_runs = :maxCodeRuns, updated_by = :userId, updated_at = :now
WHERE id = :examId

-- BLOCK delete_exam
DELETE FROM exams WHERE id = :examId

-- BLOCK set_exam_archived
UPDATE exams SET archived_at = CASE WHEN :archived::boolean THEN coalesce(archived_at, :now) END,
  updated_by = :userId, updated_at = :now
WHERE id = :examId

-- BLOCK set_exam_published
UPDATE exams SET published_at = CASE WHEN :published::boolean THEN coalesce(published_at, :now) END,
  updated_by = :userId, updated_at = :now
WHERE id = :examId

-- BLOCK delete_exam_parts_except
DELETE FROM exam_parts WHERE exam_id = :examId AND NOT (id = ANY (:keepIds::int[]))

-- BLOCK insert_exam_part
INSERT INTO exam_parts (exam_id, ordinal, title, node_id, min_questions, max_questions, grading_model_id)
VALUES (:examId, :ordinal, :title, :nodeId, :minQuestions, :maxQuestions, :gradingModelId)
RETURNING id

-- BLOCK update_exam_part
UPDATE exam_parts SET ordinal = :ordinal, title = :title, node_id = :nodeId, min_questions = :minQuestions,
  max_questions = :maxQuestions, grading_model_id = :gradingModelId
WHERE id = :partId AND exam_id = :examId

-- BLOCK delete_part_questions
DELETE FROM exam_part_questions WHERE part_id = :partId

-- BLOCK insert_part_questions
INSERT INTO exam_part_questions (part_id, question_id, ordinal)
SELECT :partId, question_id, ordinal FROM unnest(:questionIds::int[]) WITH ORDINALITY AS t (question_id, ordinal)

-- BLOCK select_exam_part_ids
SELECT id FROM exam_parts WHERE exam_id = :examId

-- BLOCK select_year_shift
-- Whole years between two academic years' starts (a clone moves its window by them).
SELECT coalesce((SELECT (extract(year FROM t.start_date) - extract(year FROM f.start_date))::int
                 FROM academic_years f, academic_years t WHERE f.id = :fromYearId AND t.id = :toYearId), 0) AS shift
