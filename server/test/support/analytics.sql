-- What the analytics route tests write behind the API (server/test/analytics.test.ts): grades, times and answer
-- histories of known values, so that the statistics can be checked against hand-computed ones.

-- BLOCK set_answer
-- The answer and grade of a question (by its id) in an instance, saved at :savedAt.
INSERT INTO exam_answers (instance_id, ordinal, answer, seq, saved_at, score, result)
SELECT iq.instance_id, iq.ordinal, :answer::jsonb, 1, :savedAt::timestamptz, :score::numeric,
       jsonb_build_object('outcome', :outcome::text, 'score', :score::numeric)
FROM exam_instance_questions iq
WHERE iq.instance_id = :instanceId AND iq.question_id = :questionId
ON CONFLICT (instance_id, ordinal) DO UPDATE
SET answer = excluded.answer, saved_at = excluded.saved_at, score = excluded.score, result = excluded.result

-- BLOCK set_max_points
UPDATE exam_instance_questions SET max_points = :points WHERE instance_id = :instanceId

-- BLOCK set_times
UPDATE exam_instances SET started_at = :startedAt::timestamptz, submitted_at = :submittedAt::timestamptz WHERE id = :instanceId

-- BLOCK set_class_group
UPDATE student_courses sc SET class_group = :classGroup
FROM exam_instances i
WHERE i.id = :instanceId AND sc.student_id = i.student_id

-- BLOCK clear_save_events
DELETE FROM exam_events WHERE instance_id = :instanceId AND kind = 'answer-saved'

-- BLOCK insert_save_event
INSERT INTO exam_events (instance_id, kind, at, ordinal, seq)
SELECT iq.instance_id, 'answer-saved', :at::timestamptz, iq.ordinal, 1
FROM exam_instance_questions iq
WHERE iq.instance_id = :instanceId AND iq.question_id = :questionId

-- BLOCK recompute_totals
SELECT exam_recompute_totals(:instanceId)

-- BLOCK select_item_scores
-- Every question's points in every submitted instance of an exam, as the analytics define them (an unanswered
-- question: its model's unanswered points; an answer not graded yet: 0), for an independent computation.
SELECT iq.instance_id AS "instanceId", iq.question_id AS "questionId", iq.max_points::float8 AS "maxPoints",
       (CASE WHEN a.instance_id IS NULL THEN gm.unanswered_score ELSE coalesce(a.score, 0) END)::float8 AS score,
       i.score::float8 AS "instanceScore"
FROM exam_instances i
JOIN exam_instance_questions iq ON iq.instance_id = i.id
JOIN grading_models gm ON gm.id = iq.grading_model_id
LEFT JOIN exam_answers a ON a.instance_id = iq.instance_id AND a.ordinal = iq.ordinal
WHERE i.exam_id = :examId AND i.submitted_at IS NOT NULL

-- BLOCK select_exam_by_title
SELECT id FROM exams WHERE title = :title AND course_id = :courseId

-- BLOCK delete_instance_question
-- A question an instance did not get (as when parts draw at random).
DELETE FROM exam_instance_questions WHERE instance_id = :instanceId AND question_id = :questionId

-- BLOCK select_kept_sums_mismatches
-- The kept item sums (exam_item_stats) of an exam that differ from a computation from the answers of its submitted
-- instances now, on either side (rows kept at n = 0 count as absent when all their sums are 0). Empty when they agree.
WITH fresh AS (
  SELECT i.exam_id, iq.question_id, coalesce(iq.part_id, 0) AS part_id, iq.max_points::numeric AS max_points,
         count(*)::int AS n, count(a.instance_id)::int AS answered,
         count(*) FILTER (WHERE a.instance_id IS NOT NULL AND (a.result IS NULL OR a.result ->> 'outcome' = 'pending'))::int AS pending,
         sum(iq.ordinal)::bigint AS sum_ordinal, sum(p.x) AS sum_x, sum(p.x * p.x) AS sum_xx, sum(p.x * i.score) AS sum_xt,
         sum(i.score) AS sum_t, sum(i.score * i.score) AS sum_tt,
         count(*) FILTER (WHERE iq.max_points <> 0)::int AS fraction_n, coalesce(sum(p.x / iq.max_points) FILTER (WHERE iq.max_points <> 0), 0) AS sum_fraction
  FROM exam_instances i
  JOIN exam_instance_questions iq ON iq.instance_id = i.id
  JOIN grading_models gm ON gm.id = iq.grading_model_id
  LEFT JOIN exam_answers a ON a.instance_id = iq.instance_id AND a.ordinal = iq.ordinal
  CROSS JOIN LATERAL (SELECT CASE WHEN a.instance_id IS NULL THEN gm.unanswered_score ELSE coalesce(a.score, 0) END AS x) p
  WHERE i.exam_id = :examId AND i.submitted_at IS NOT NULL
  GROUP BY 1, 2, 3, 4
),
f AS (
  SELECT exam_id, question_id, part_id, max_points::float8, n, answered, pending, sum_ordinal, sum_x::float8, sum_xx::float8,
         sum_xt::float8, sum_t::float8, sum_tt::float8, fraction_n, round(sum_fraction, 9)::float8
  FROM fresh
),
k AS (
  SELECT exam_id, question_id, part_id, max_points::float8, n::int, answered::int, pending::int, sum_ordinal::bigint, sum_x::float8,
         sum_xx::float8, sum_xt::float8, sum_t::float8, sum_tt::float8, fraction_n::int, round(sum_fraction, 9)::float8
  FROM (
    -- The shards of a question added up.
    SELECT exam_id, question_id, part_id, max_points, sum(n) AS n, sum(answered) AS answered, sum(pending) AS pending,
           sum(sum_ordinal) AS sum_ordinal, sum(sum_x) AS sum_x, sum(sum_xx) AS sum_xx, sum(sum_xt) AS sum_xt, sum(sum_t) AS sum_t,
           sum(sum_tt) AS sum_tt, sum(fraction_n) AS fraction_n, sum(sum_fraction) AS sum_fraction
    FROM exam_item_stats
    WHERE exam_id = :examId
    GROUP BY 1, 2, 3, 4
  ) kept
  WHERE NOT (n = 0 AND answered = 0 AND pending = 0 AND sum_ordinal = 0 AND sum_x = 0 AND sum_xx = 0 AND sum_xt = 0 AND sum_t = 0
             AND sum_tt = 0 AND fraction_n = 0 AND sum_fraction = 0)
)
SELECT 'kept' AS side, row_to_json(x)::text AS "row" FROM (SELECT * FROM k EXCEPT SELECT * FROM f) x
UNION ALL
SELECT 'computed', row_to_json(x)::text FROM (SELECT * FROM f EXCEPT SELECT * FROM k) x

-- BLOCK reorder_rows
-- Every other instance of an exam and its questions written again: the new row versions go to the end of the tables,
-- so a scan reads the rows in another order than before.
WITH i AS (
  UPDATE exam_instances SET stat_items = stat_items WHERE exam_id = :examId AND id % 2 = 0 RETURNING id
)
UPDATE exam_instance_questions iq SET seconds_spent = seconds_spent FROM i WHERE iq.instance_id = i.id
