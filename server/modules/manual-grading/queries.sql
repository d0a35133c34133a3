-- Manual grading (docs/grading.md, Manual grading): the answers of an exam's submitted instances, the shadow set of
-- grades (manual_grades) beside them, rubric items per question chain, and Apply into exam_answers.

-- BLOCK select_exam
SELECT id, title, course_id AS "courseId", pass_percentage::float8 AS "passPercentage" FROM exams WHERE id = :examId

-- BLOCK answer_rows
-- Every answer of a submitted instance of exam :examId with its question, bounds, student and shadow grade.
-- The lowest score a grade may give: the grading model's incorrect score when it is negative, else 0.
SELECT iq.instance_id, iq.ordinal, q.root_id, q.id AS question_id, q.title, q.kind, q.text, q.content, q.template,
       iq.seed, iq.view, iq.max_points::float8 AS max_points, least(0, gm.incorrect_score)::float8 AS min_points,
       a.answer, a.score::float8 AS applied_score, a.result, a.manual, a.comment AS applied_comment,
       s.id AS student_id, s.first_name, s.last_name, s.alt_id, coalesce(sc.class_group, s.class_group) AS class_group,
       g.score::float8 AS grade_score, g.adjustment::float8 AS grade_adjustment, g.score_typed, g.comment AS grade_comment,
       g.version AS grade_version, g.graded_by, g.graded_at, g.applied_at,
       nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') AS graded_by_name,
       coalesce(g.score, a.score)::float8 AS current_score,
       (g.instance_id IS NULL AND a.result ->> 'outcome' = 'pending') AS to_grade
FROM exam_instances i
JOIN exams e ON e.id = i.exam_id
JOIN students s ON s.id = i.student_id
LEFT JOIN student_courses sc ON sc.student_id = s.id AND sc.course_id = e.course_id AND sc.academic_year_id = e.academic_year_id
JOIN exam_instance_questions iq ON iq.instance_id = i.id
JOIN exam_answers a ON a.instance_id = iq.instance_id AND a.ordinal = iq.ordinal
JOIN questions q ON q.id = iq.question_id
JOIN grading_models gm ON gm.id = iq.grading_model_id
LEFT JOIN manual_grades g ON g.instance_id = iq.instance_id AND g.ordinal = iq.ordinal
LEFT JOIN users u ON u.id = g.graded_by
WHERE i.exam_id = :examId AND i.submitted_at IS NOT NULL

-- BLOCK select_questions
WITH r AS (
-- INCLUDE answer_rows
)
SELECT r.root_id AS "questionRootId",
       (array_agg(r.title ORDER BY r.question_id DESC))[1] AS title,
       (array_agg(r.kind ORDER BY r.question_id DESC))[1] AS kind,
       max(r.max_points) AS "maxPoints", min(r.min_points) AS "minPoints",
       bool_or(r.kind IN ('free-text', 'diagram') OR r.result ->> 'outcome' = 'pending') AS "needsManual",
       count(*)::int AS answers,
       count(r.grade_version)::int AS graded,
       count(*) FILTER (WHERE r.to_grade)::int AS "toGrade",
       count(*) FILTER (WHERE r.grade_version IS NOT NULL AND r.applied_at IS NULL)::int AS unapplied,
       min(r.ordinal) AS first_ordinal
FROM r
GROUP BY r.root_id
ORDER BY first_ordinal, r.root_id

-- BLOCK select_instances
-- The exam's submitted instances with how many of their answers wait for a teacher or have a grade.
WITH r AS (
-- INCLUDE answer_rows
)
SELECT i.id AS "instanceId", s.id AS "studentId", s.first_name AS "firstName", s.last_name AS "lastName",
       s.alt_id AS "altId", coalesce(sc.class_group, s.class_group) AS "classGroup",
       i.score::float8 AS score, i.passed, coalesce(c.to_grade, 0)::int AS "toGrade", coalesce(c.graded, 0)::int AS graded
FROM exam_instances i
JOIN exams e ON e.id = i.exam_id
JOIN students s ON s.id = i.student_id
LEFT JOIN student_courses sc ON sc.student_id = s.id AND sc.course_id = e.course_id AND sc.academic_year_id = e.academic_year_id
LEFT JOIN (
  SELECT r.instance_id, count(*) FILTER (WHERE r.to_grade) AS to_grade, count(r.grade_version) AS graded FROM r GROUP BY r.instance_id
) c ON c.instance_id = i.id
WHERE i.exam_id = :examId AND i.submitted_at IS NOT NULL
ORDER BY lower(s.last_name), lower(s.first_name), i.id

-- BLOCK select_answers
-- The answers by question (:rootId), by instance (:instanceId) or both, filtered; with the ticked rubric items.
WITH r AS (
-- INCLUDE answer_rows
)
SELECT r.*,
       coalesce((SELECT array_agg(mi.rubric_item_id ORDER BY ri.ordinal, ri.id)
                 FROM manual_grade_rubric_items mi JOIN rubric_items ri ON ri.id = mi.rubric_item_id
                 WHERE mi.instance_id = r.instance_id AND mi.ordinal = r.ordinal), '{}') AS rubric_item_ids
FROM r
WHERE (:rootId::int IS NULL OR r.root_id = :rootId::int)
  AND (:instanceId::int IS NULL OR r.instance_id = :instanceId::int)
  AND (NOT :ungraded::boolean OR r.grade_version IS NULL)
  AND (:minScore::float8 IS NULL OR r.current_score >= :minScore::float8)
  AND (:maxScore::float8 IS NULL OR r.current_score <= :maxScore::float8)
  AND (:classGroup::text IS NULL OR r.class_group = :classGroup::text)
  AND (:lastNameFrom::text IS NULL OR lower(r.last_name) >= lower(:lastNameFrom::text))
  AND (:lastNameTo::text IS NULL OR lower(left(r.last_name, length(:lastNameTo::text))) <= lower(:lastNameTo::text))
ORDER BY lower(r.last_name), lower(r.first_name), r.instance_id, r.ordinal

-- BLOCK select_class_groups
SELECT DISTINCT coalesce(sc.class_group, s.class_group) AS "classGroup"
FROM exam_instances i
JOIN exams e ON e.id = i.exam_id
JOIN students s ON s.id = i.student_id
LEFT JOIN student_courses sc ON sc.student_id = s.id AND sc.course_id = e.course_id AND sc.academic_year_id = e.academic_year_id
WHERE i.exam_id = :examId AND coalesce(sc.class_group, s.class_group) IS NOT NULL
ORDER BY 1

-- BLOCK count_unapplied
SELECT count(*)::int AS count
FROM manual_grades g JOIN exam_instances i ON i.id = g.instance_id
WHERE i.exam_id = :examId AND g.applied_at IS NULL

-- BLOCK lock_answer
-- One answer of a submitted instance of the exam, with its bounds, for a save of its grade; the instance is locked
-- (every writer of an instance's grades locks the instance first): two saves of one answer run one after the other
-- (the second then reads the first's version in select_grade), and a save waits for an Apply or regrade of it.
SELECT iq.instance_id AS "instanceId", iq.ordinal, q.root_id AS "rootId", iq.max_points::float8 AS "maxPoints",
       least(0, gm.incorrect_score)::float8 AS "minPoints"
FROM exam_instances i
JOIN exam_instance_questions iq ON iq.instance_id = i.id
JOIN exam_answers a ON a.instance_id = iq.instance_id AND a.ordinal = iq.ordinal
JOIN questions q ON q.id = iq.question_id
JOIN grading_models gm ON gm.id = iq.grading_model_id
WHERE i.id = :instanceId AND i.exam_id = :examId AND iq.ordinal = :ordinal AND i.submitted_at IS NOT NULL
FOR UPDATE OF i

-- BLOCK select_grade
SELECT g.version, nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') AS "gradedByName"
FROM manual_grades g LEFT JOIN users u ON u.id = g.graded_by
WHERE g.instance_id = :instanceId AND g.ordinal = :ordinal

-- BLOCK select_rubric_points
-- The live rubric items of a question chain among the ids given, held against a change of their points until the
-- save commits (a change waits, then re-scores this grade too).
SELECT id, points::float8 AS points FROM rubric_items
WHERE question_root_id = :rootId AND archived_at IS NULL AND id = ANY(:ids::int[])
ORDER BY id
FOR SHARE

-- BLOCK upsert_grade
INSERT INTO manual_grades (instance_id, ordinal, score, adjustment, score_typed, comment, version, graded_by, graded_at, applied_at, applied_by)
VALUES (:instanceId, :ordinal, :score, :adjustment, :scoreTyped, :comment, 1, :userId, :now, NULL, NULL)
ON CONFLICT (instance_id, ordinal) DO UPDATE
SET score = EXCLUDED.score, adjustment = EXCLUDED.adjustment, score_typed = EXCLUDED.score_typed, comment = EXCLUDED.comment,
    version = manual_grades.version + 1, graded_by = EXCLUDED.graded_by, graded_at = EXCLUDED.graded_at,
    applied_at = NULL, applied_by = NULL

-- BLOCK replace_ticks
WITH gone AS (
  DELETE FROM manual_grade_rubric_items WHERE instance_id = :instanceId AND ordinal = :ordinal
)
INSERT INTO manual_grade_rubric_items (instance_id, ordinal, rubric_item_id)
SELECT :instanceId, :ordinal, id FROM unnest(:ids::int[]) AS t (id)

-- BLOCK exam_has_question
SELECT EXISTS (
  SELECT 1 FROM exam_instances i
  JOIN exam_instance_questions iq ON iq.instance_id = i.id
  JOIN questions q ON q.id = iq.question_id
  WHERE i.exam_id = :examId AND q.root_id = :rootId
) AS found

-- BLOCK rubric_columns
SELECT ri.id, ri.question_root_id AS "questionRootId", ri.ordinal, ri.points::float8 AS points, ri.description,
       (SELECT count(*) FROM manual_grade_rubric_items mi WHERE mi.rubric_item_id = ri.id)::int AS "usedBy",
       ri.updated_at AS "updatedAt"
FROM rubric_items ri

-- BLOCK select_rubric_items
-- INCLUDE rubric_columns
WHERE ri.question_root_id = :rootId AND ri.archived_at IS NULL
ORDER BY ri.ordinal, ri.id

-- BLOCK select_rubric_item
-- INCLUDE rubric_columns
WHERE ri.id = :id AND ri.archived_at IS NULL

-- BLOCK insert_rubric_item
-- After the question's last item (ordinals stop at 10 000); none when the question has its most live items already.
INSERT INTO rubric_items (question_root_id, ordinal, points, description, created_by, updated_by, created_at, updated_at)
SELECT :rootId, least(coalesce(max(ordinal) + 1, 0), 10000), :points, :description, :userId, :userId, :now, :now
FROM rubric_items WHERE question_root_id = :rootId AND archived_at IS NULL
HAVING count(*) < :maxItems
RETURNING id

-- BLOCK lock_rubric_item
SELECT id, question_root_id AS "rootId", points::float8 AS points FROM rubric_items
WHERE id = :id AND archived_at IS NULL
FOR UPDATE

-- BLOCK update_rubric_item
UPDATE rubric_items
SET points = coalesce(:points::numeric, points), description = coalesce(:description::text, description),
    ordinal = coalesce(:ordinal::int, ordinal), updated_by = :userId, updated_at = :now
WHERE id = :id

-- BLOCK archive_rubric_item
-- An item removed is kept (archived) for the record; its ticks go, so grades are re-scored without it.
WITH gone AS (
  DELETE FROM manual_grade_rubric_items WHERE rubric_item_id = :id RETURNING instance_id, ordinal
), archived AS (
  UPDATE rubric_items SET archived_at = :now, updated_by = :userId, updated_at = :now WHERE id = :id
)
SELECT instance_id AS "instanceId", ordinal FROM gone

-- BLOCK lock_rescored_grades
-- The grades rescore_grades may change, locked before it computes (a save of one of them commits first, and the
-- re-score then starts from it).
SELECT g.instance_id FROM manual_grades g
WHERE NOT g.score_typed AND (
  EXISTS (SELECT 1 FROM manual_grade_rubric_items mi
          WHERE mi.instance_id = g.instance_id AND mi.ordinal = g.ordinal AND mi.rubric_item_id = :itemId::int)
  OR (g.instance_id, g.ordinal) IN (SELECT * FROM unnest(:instanceIds::int[], :ordinals::int[])))
ORDER BY g.instance_id, g.ordinal
FOR UPDATE OF g

-- BLOCK rescore_grades
-- Grades whose score follows the rubric (not typed) among those given or ticking :itemId get the sum of their
-- ticked items plus the adjustment, clamped to the question's bounds; an applied grade whose score changes is
-- "changed since applied" again. Returns the grades that changed.
WITH target AS (
  SELECT g.instance_id, g.ordinal FROM manual_grades g
  WHERE NOT g.score_typed AND (
    EXISTS (SELECT 1 FROM manual_grade_rubric_items mi
            WHERE mi.instance_id = g.instance_id AND mi.ordinal = g.ordinal AND mi.rubric_item_id = :itemId::int)
    OR (g.instance_id, g.ordinal) IN (SELECT * FROM unnest(:instanceIds::int[], :ordinals::int[])))
), fresh AS (
  SELECT t.instance_id, t.ordinal,
         greatest(least(0, gm.incorrect_score), least(iq.max_points,
           coalesce((SELECT sum(ri.points) FROM manual_grade_rubric_items mi JOIN rubric_items ri ON ri.id = mi.rubric_item_id
                     WHERE mi.instance_id = t.instance_id AND mi.ordinal = t.ordinal), 0) + g.adjustment)) AS score
  FROM target t
  JOIN manual_grades g ON g.instance_id = t.instance_id AND g.ordinal = t.ordinal
  JOIN exam_instance_questions iq ON iq.instance_id = t.instance_id AND iq.ordinal = t.ordinal
  JOIN grading_models gm ON gm.id = iq.grading_model_id
)
UPDATE manual_grades g
SET score = f.score, applied_at = NULL, applied_by = NULL
FROM fresh f
WHERE g.instance_id = f.instance_id AND g.ordinal = f.ordinal AND g.score <> f.score
RETURNING g.instance_id AS "instanceId"

-- BLOCK apply_preview
-- Per instance touched by the exam's grades not yet applied: its score and pass now and after Apply. The answers'
-- scores change by (grade − current); pass follows the instance's total against the exam's pass percentage.
WITH g AS (
  SELECT g.instance_id, g.score AS new_score, a.score AS old_score
  FROM manual_grades g
  JOIN exam_instances i ON i.id = g.instance_id
  JOIN exam_answers a ON a.instance_id = g.instance_id AND a.ordinal = g.ordinal
  WHERE i.exam_id = :examId AND g.applied_at IS NULL AND i.submitted_at IS NOT NULL
), d AS (
  SELECT instance_id, count(*)::int AS answers, sum(new_score - coalesce(old_score, 0)) AS delta FROM g GROUP BY instance_id
)
SELECT i.id AS "instanceId", s.first_name AS "firstName", s.last_name AS "lastName", d.answers,
       i.score::float8 AS "scoreBefore", (coalesce(i.score, 0) + d.delta)::float8 AS "scoreAfter",
       i.passed AS "passedBefore",
       CASE WHEN i.max_score > 0 THEN 100 * (coalesce(i.score, 0) + d.delta) / i.max_score >= e.pass_percentage END AS "passedAfter"
FROM d
JOIN exam_instances i ON i.id = d.instance_id
JOIN exams e ON e.id = i.exam_id
JOIN students s ON s.id = i.student_id
ORDER BY lower(s.last_name), lower(s.first_name), i.id

-- BLOCK lock_unapplied
-- The instances with grades not yet applied, locked in the order of their ids (every writer of an instance's grades
-- locks the instance first): a save racing Apply waits, then makes its grade unapplied again.
SELECT i.id AS "instanceId" FROM exam_instances i
WHERE i.exam_id = :examId AND i.submitted_at IS NOT NULL
  AND EXISTS (SELECT 1 FROM manual_grades g WHERE g.instance_id = i.id AND g.applied_at IS NULL)
ORDER BY i.id
FOR UPDATE OF i

-- BLOCK apply_grades
-- Copies the grades into the answers students see (score, outcome, comment, grader, time; marked manual) and marks
-- them applied; the outcome follows the score: the question's points correct, 0 or less incorrect, else partial.
-- Only the instances lock_unapplied locked; a score is kept within the question's bounds as they are now (a regrade
-- may have moved its points); a grading job still queued for the answer is let go (its result would overwrite this).
WITH g AS (
  SELECT g.instance_id, g.ordinal, g.comment, g.graded_by, g.graded_at, iq.max_points,
         greatest(least(0, gm.incorrect_score), least(iq.max_points, g.score)) AS score
  FROM manual_grades g
  JOIN exam_instances i ON i.id = g.instance_id
  JOIN exam_instance_questions iq ON iq.instance_id = g.instance_id AND iq.ordinal = g.ordinal
  JOIN grading_models gm ON gm.id = iq.grading_model_id
  WHERE i.exam_id = :examId AND g.applied_at IS NULL AND i.submitted_at IS NOT NULL AND i.id = ANY(:instanceIds::int[])
), answers AS (
  UPDATE exam_answers a
  SET score = g.score,
      result = coalesce(a.result, '{"tests": [], "sqlRuns": [], "parts": []}'::jsonb) || jsonb_build_object(
        'outcome', CASE WHEN g.score >= g.max_points THEN 'correct' WHEN g.score <= 0 THEN 'incorrect' ELSE 'partial' END,
        'score', g.score,
        'scorePercent', CASE WHEN g.max_points > 0 THEN round(100 * g.score / g.max_points, 2) ELSE 0 END,
        'fraction', CASE WHEN g.max_points > 0 THEN greatest(0, least(1, g.score / g.max_points)) ELSE 0 END,
        'maxScore', g.max_points,
        'message', NULL),
      manual = true, comment = g.comment, graded_by = g.graded_by, graded_at = g.graded_at, grading_job_id = NULL
  FROM g
  WHERE a.instance_id = g.instance_id AND a.ordinal = g.ordinal
  RETURNING a.instance_id
), marked AS (
  UPDATE manual_grades m SET applied_at = :now, applied_by = :userId, score = g.score
  FROM g WHERE m.instance_id = g.instance_id AND m.ordinal = g.ordinal
)
SELECT instance_id AS "instanceId", count(*)::int AS answers FROM answers GROUP BY instance_id

-- BLOCK recompute_instances
-- The totals and pass of each instance touched (the function grading at submit uses, for many instances: the
-- exam's analytics sums locked first, in one order for every writer; migration 0018).
SELECT exam_recompute_instances(:examId, :instanceIds::int[])

-- BLOCK select_instance_totals
SELECT i.id AS "instanceId", i.score::float8 AS score, i.passed FROM exam_instances i WHERE i.id = ANY(:instanceIds::int[])

-- BLOCK grader_statistics
-- Per question chain and grader: how many grades, their mean score, spread (population SD), lowest and highest.
SELECT q.root_id AS "questionRootId", (array_agg(q.title ORDER BY q.id DESC))[1] AS title,
       g.graded_by AS "graderId",
       nullif(trim(coalesce(min(u.first_name), '') || ' ' || coalesce(min(u.last_name), '')), '') AS "graderName",
       count(*)::int AS count, avg(g.score)::float8 AS mean, coalesce(stddev_pop(g.score), 0)::float8 AS "stdDev",
       min(g.score)::float8 AS min, max(g.score)::float8 AS max
FROM manual_grades g
JOIN exam_instances i ON i.id = g.instance_id
JOIN exam_instance_questions iq ON iq.instance_id = g.instance_id AND iq.ordinal = g.ordinal
JOIN questions q ON q.id = iq.question_id
LEFT JOIN users u ON u.id = g.graded_by
WHERE i.exam_id = :examId
GROUP BY q.root_id, g.graded_by
ORDER BY min(iq.ordinal), q.root_id, "graderName" NULLS LAST
