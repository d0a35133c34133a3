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
