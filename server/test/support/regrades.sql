-- What the regrades' route tests set and read behind the API (server/test/regrades.test.ts).

-- BLOCK set_manual_grade
-- A teacher's grade as manual grading applies it (that module writes it in the product).
UPDATE exam_answers SET score = :score, manual = true, result = jsonb_set(result, '{score}', to_jsonb(:score::numeric))
WHERE instance_id = :instanceId AND ordinal = :ordinal

-- BLOCK insert_applied_shadow_grade
INSERT INTO manual_grades (instance_id, ordinal, score, graded_at, applied_at)
VALUES (:instanceId, :ordinal, :score, now(), now())

-- BLOCK select_shadow_applied
SELECT applied_at IS NOT NULL AS applied FROM manual_grades WHERE instance_id = :instanceId AND ordinal = :ordinal

-- BLOCK recompute_totals
SELECT exam_recompute_totals(:instanceId)

-- BLOCK set_part_model
-- The part's grading model as an administrator left it after the instances were generated.
UPDATE exam_parts SET grading_model_id = :modelId WHERE exam_id = :examId

-- BLOCK select_answers
SELECT iq.instance_id AS "instanceId", iq.ordinal, iq.question_id AS "questionId", iq.grading_model_id AS "modelId",
       iq.max_points::float8 AS "maxPoints", iq.view, a.score::float8 AS score, a.manual, a.result ->> 'outcome' AS outcome
FROM exam_instance_questions iq
JOIN exam_instances i ON i.id = iq.instance_id
LEFT JOIN exam_answers a ON a.instance_id = iq.instance_id AND a.ordinal = iq.ordinal
WHERE i.exam_id = :examId
ORDER BY iq.instance_id, iq.ordinal

-- BLOCK select_instances
SELECT id, score::float8 AS score, score_percent::float8 AS "scorePercent", passed FROM exam_instances WHERE exam_id = :examId ORDER BY id

-- BLOCK select_regrade_rows
SELECT exam_id AS "examId", reason, options, changes, changed_answers AS "changedAnswers", changed_instances AS "changedInstances",
       applied_by AS "appliedBy", applied_at AS "appliedAt"
FROM exam_regrades WHERE exam_id = :examId ORDER BY id

-- BLOCK count_live_events
SELECT count(*)::int AS n FROM live_events WHERE exam_id = :examId

-- BLOCK insert_busy_preview
-- A preview of the exam whose one code answer a worker is still grading.
WITH job AS (
  INSERT INTO grading_jobs (status, payload, started_at, attempts) VALUES ('running', '{}'::jsonb, now(), 1) RETURNING id
), preview AS (
  INSERT INTO exam_regrade_previews (id, exam_id, created_at, options, fingerprint, status, job_ids, plan)
  SELECT gen_random_uuid(), :examId, now(), '{}'::jsonb, 'busy', 'grading', ARRAY[job.id], '{}'::jsonb FROM job
)
SELECT id AS "jobId" FROM job

-- BLOCK finish_busy_job
UPDATE grading_jobs SET status = 'failed', finished_at = now(), error = 'test' WHERE id = :jobId
