-- Regrades (docs/grading.md, Regrade): dry runs kept as previews, applied in one transaction, recorded with who and why.

-- BLOCK select_exam
SELECT id, course_id AS "courseId" FROM exams WHERE id = :examId

-- BLOCK lock_submitted_instances
-- Apply: the exam's submitted instances locked in the order of their ids (as saves and submits lock them), so that
-- nothing grades, unsubmits or applies manual grades to them while the regrade is checked and written.
SELECT id FROM exam_instances WHERE exam_id = :examId AND submitted_at IS NOT NULL ORDER BY id FOR UPDATE

-- BLOCK select_rows
-- Every question of every submitted instance of the exam with what regrading it needs and what the fingerprint
-- digests: its version and the newest of its chain, the grading models (its own and its part's now), the answer
-- and its grade, the student, the instance's totals and the exam's pass mark.
SELECT i.id AS "instanceId", iq.ordinal, iq.question_id AS "questionId", q.root_id AS "rootId", q.kind, q.title,
       latest.id AS "latestId", latest.kind AS "latestKind", latest.title AS "latestTitle",
       to_char(latest.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') AS "latestUpdatedAt",
       to_char(q.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') AS "updatedAt",
       iq.seed, iq.grading_model_id AS "modelId", iq.max_points::float8 AS "maxPoints", p.grading_model_id AS "partModelId",
       a.instance_id IS NOT NULL AS answered, a.answer, coalesce(a.seq, 0) AS seq, a.score::float8 AS score,
       a.result ->> 'outcome' AS outcome, coalesce(a.manual, false) AS manual,
       (a.grading_job_id IS NOT NULL AND a.result IS NULL) AS queued,
       s.id AS "studentId", s.alt_id AS "altId", s.first_name AS "firstName", s.last_name AS "lastName",
       coalesce(sc.class_group, s.class_group) AS "classGroup",
       i.score::float8 AS "instanceScore", i.score_percent::float8 AS "instancePercent", i.passed AS "instancePassed",
       e.max_score::float8 AS "examMaxScore", e.pass_percentage::float8 AS "passPercentage"
FROM exam_instances i
JOIN exams e ON e.id = i.exam_id
JOIN students s ON s.id = i.student_id
LEFT JOIN student_courses sc ON sc.student_id = s.id AND sc.course_id = e.course_id AND sc.academic_year_id = e.academic_year_id
JOIN exam_instance_questions iq ON iq.instance_id = i.id
JOIN questions q ON q.id = iq.question_id
JOIN questions latest ON latest.root_id = q.root_id AND latest.is_latest
LEFT JOIN exam_parts p ON p.id = iq.part_id
LEFT JOIN exam_answers a ON a.instance_id = iq.instance_id AND a.ordinal = iq.ordinal
WHERE i.exam_id = :examId AND i.submitted_at IS NOT NULL
ORDER BY lower(s.last_name), lower(s.first_name), i.id, iq.ordinal

-- BLOCK select_grading_models
SELECT id, correct_score::float8 AS correct, incorrect_score::float8 AS incorrect, unanswered_score::float8 AS unanswered
FROM grading_models WHERE id = ANY (:ids::int[])

-- BLOCK select_question_versions
-- What a view and a grade need of question versions.
SELECT id, version, kind, title, text, content, template, time_limit_seconds AS "timeLimitSeconds"
FROM questions WHERE id = ANY (:ids::int[])

-- BLOCK select_regrade_questions
-- The chains the exam's submitted instances were given: the versions they hold, the newest, how many hold it.
SELECT q.root_id AS "rootId", latest.title, latest.kind, array_agg(DISTINCT q.id ORDER BY q.id) AS "questionIds",
       latest.id AS "latestId", latest.version AS "latestVersion", bool_or(q.id <> latest.id) AS outdated,
       count(DISTINCT i.id)::int AS instances, count(*) FILTER (WHERE a.manual)::int AS manual
FROM exam_instances i
JOIN exam_instance_questions iq ON iq.instance_id = i.id
JOIN questions q ON q.id = iq.question_id
JOIN questions latest ON latest.root_id = q.root_id AND latest.is_latest
LEFT JOIN exam_answers a ON a.instance_id = iq.instance_id AND a.ordinal = iq.ordinal
WHERE i.exam_id = :examId AND i.submitted_at IS NOT NULL
GROUP BY q.root_id, latest.id, latest.title, latest.kind, latest.version
ORDER BY min(iq.ordinal), q.root_id

-- BLOCK select_busy_preview
-- A preview of the exam whose code and SQL answers are still in the grading queue.
SELECT p.id FROM exam_regrade_previews p
WHERE p.exam_id = :examId AND p.status = 'grading'
  AND EXISTS (SELECT 1 FROM grading_jobs j WHERE j.id = ANY (p.job_ids) AND j.status IN ('queued', 'running'))
LIMIT 1

-- BLOCK insert_preview
INSERT INTO exam_regrade_previews (id, exam_id, created_by, created_at, options, fingerprint, status, job_ids, plan, diff)
VALUES (:id::uuid, :examId, :userId, :now, :options::jsonb, :fingerprint, :status, :jobIds::int[], :plan::jsonb, :diff::jsonb)

-- BLOCK delete_old_previews
-- Dry runs not applied are kept for a day (a page left open, a preview asked for again).
DELETE FROM exam_regrade_previews WHERE status <> 'applied' AND created_at < :before

-- BLOCK select_preview
SELECT p.id::text AS id, p.exam_id AS "examId", p.created_at AS "createdAt", p.options, p.fingerprint, p.status,
       p.job_ids AS "jobIds", p.plan, p.diff,
       coalesce(nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''), u.username, '?') AS "createdByName"
FROM exam_regrade_previews p
LEFT JOIN users u ON u.id = p.created_by
WHERE p.id = :id::uuid AND p.exam_id = :examId

-- BLOCK lock_preview
SELECT status FROM exam_regrade_previews WHERE id = :id::uuid AND exam_id = :examId FOR UPDATE

-- BLOCK select_jobs
SELECT id, status, result, error FROM grading_jobs WHERE id = ANY (:ids::int[])

-- BLOCK finish_preview
UPDATE exam_regrade_previews SET status = 'ready', plan = :plan::jsonb, diff = :diff::jsonb
WHERE id = :id::uuid AND status = 'grading'

-- BLOCK mark_applied
UPDATE exam_regrade_previews SET status = 'applied', regrade_id = :regradeId WHERE id = :id::uuid

-- BLOCK write_answers
-- The regraded answers: their new grade, automatic again (a teacher's grade replaced when not kept).
UPDATE exam_answers a
SET score = t.score, result = t.result, graded_at = :now, grading_job_id = NULL, manual = false, graded_by = NULL, comment = NULL
FROM unnest(:instanceIds::int[], :ordinals::int[], :scores::numeric[], :results::jsonb[]) AS t (instance_id, ordinal, score, result)
WHERE a.instance_id = t.instance_id AND a.ordinal = t.ordinal

-- BLOCK unapply_manual_grades
-- A teacher's grade the regrade replaced (chosen so) goes, so that the next Apply does not bring it back; the regrade's
-- record keeps its score (`changes`), and a teacher may grade the answer again.
DELETE FROM manual_grades m
USING unnest(:instanceIds::int[], :ordinals::int[]) AS t (instance_id, ordinal)
WHERE m.instance_id = t.instance_id AND m.ordinal = t.ordinal

-- BLOCK move_questions
-- Instance questions that move to another version (with its student view for the same seed; null: the view stays)
-- or grading model.
UPDATE exam_instance_questions iq
SET question_id = t.question_id, grading_model_id = t.model_id, max_points = t.max_points, view = coalesce(t.view, iq.view)
FROM unnest(:instanceIds::int[], :ordinals::int[], :questionIds::int[], :modelIds::int[], :maxPoints::numeric[], :views::jsonb[])
  AS t (instance_id, ordinal, question_id, model_id, max_points, view)
WHERE iq.instance_id = t.instance_id AND iq.ordinal = t.ordinal

-- BLOCK recompute_totals
-- The totals of the instances touched, the exam's analytics sums locked first (migration 0018).
SELECT exam_recompute_instances(:examId, :instanceIds::int[])

-- BLOCK insert_regrade
INSERT INTO exam_regrades (exam_id, reason, options, changes, changed_answers, changed_instances, applied_by, applied_at)
VALUES (:examId, :reason, :options::jsonb, :changes::jsonb, :changedAnswers, :changedInstances, :userId, :now)
RETURNING id

-- BLOCK select_regrades
SELECT r.id, r.exam_id AS "examId", r.reason, r.options, r.applied_at AS "appliedAt", r.applied_by AS "appliedBy",
       CASE WHEN u.id IS NOT NULL
            THEN coalesce(nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''), u.username, '?') END AS "appliedByName",
       r.changed_answers AS "changedAnswers", r.changed_instances AS "changedInstances",
       (SELECT count(*) FROM jsonb_array_elements(CASE WHEN jsonb_typeof(r.changes) = 'array' THEN r.changes ELSE '[]' END) c
        WHERE (c ->> 'oldPassed') IS DISTINCT FROM 'true' AND (c ->> 'newPassed') = 'true')::int AS "newlyPassed",
       (SELECT count(*) FROM jsonb_array_elements(CASE WHEN jsonb_typeof(r.changes) = 'array' THEN r.changes ELSE '[]' END) c
        WHERE (c ->> 'oldPassed') = 'true' AND (c ->> 'newPassed') IS DISTINCT FROM 'true')::int AS "newlyFailed"
FROM exam_regrades r
LEFT JOIN users u ON u.id = r.applied_by
WHERE r.exam_id = :examId AND (:regradeId::int IS NULL OR r.id = :regradeId::int)
ORDER BY r.applied_at DESC, r.id DESC
