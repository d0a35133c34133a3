-- The demo's finished exam: its answers are saved in one batch per instance, which leaves no answer history. Give
-- each instance one (exam_events of kind answer-saved) spread over its time before it is submitted, so that the
-- analytics show the time spent per question (docs/analytics.md) and the log reads in order.

-- BLOCK spread_demo_answer_times
-- The instance answered its questions in order, the last at the time its batch was saved; a question takes a
-- share of that time by its kind (code and SQL three, free text two, the rest one) times a factor 0.5–1.5 drawn
-- from the instance and the place (deterministic, so every demo database is the same).
WITH saves AS (
  SELECT a.instance_id, a.ordinal, a.seq, a.answer, i.started_at, a.saved_at AS last_at,
         (CASE iq.view ->> 'kind' WHEN 'code' THEN 3 WHEN 'sql' THEN 3 WHEN 'free-text' THEN 2 ELSE 1 END)
           * (0.5 + ((a.instance_id * 7919 + a.ordinal * 104729) % 101) / 100.0) AS weight
  FROM exam_answers a
  JOIN exam_instances i ON i.id = a.instance_id
  JOIN exam_instance_questions iq ON iq.instance_id = a.instance_id AND iq.ordinal = a.ordinal
  WHERE a.instance_id = :instanceId AND i.started_at IS NOT NULL
),
shares AS (
  SELECT instance_id, ordinal, seq, answer,
         started_at + (last_at - started_at) * (sum(weight) OVER (PARTITION BY instance_id ORDER BY ordinal) / sum(weight) OVER (PARTITION BY instance_id)) AS at
  FROM saves
),
logged AS (
  INSERT INTO exam_events (instance_id, kind, at, ordinal, seq, detail)
  SELECT instance_id, 'answer-saved', at, ordinal, seq, jsonb_build_object('answer', answer) FROM shares
  RETURNING 1
)
UPDATE exam_answers a SET saved_at = s.at FROM shares s WHERE a.instance_id = s.instance_id AND a.ordinal = s.ordinal
