-- Grades after the exam change from several places at once — a grading job ending, manual grades applied, a regrade,
-- an unsubmit — so each of them takes the instance's row lock first, before any answer of it (one lock order, no
-- deadlock), and totals are computed after that lock from what is committed then. docs/grading.md, "Concurrency".

-- The totals of an instance: its row locked first, then computed in a statement of its own, so the statement's
-- snapshot is taken after the lock and sees every grade committed before it (one statement computing under a lock
-- it waited for would write totals from the answers as they were before the wait).
CREATE OR REPLACE FUNCTION exam_recompute_totals(p_instance_id integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM exam_instances WHERE id = p_instance_id FOR UPDATE;
  WITH q AS (
    SELECT iq.max_points, gm.unanswered_score, a.instance_id IS NOT NULL AS answered, a.score, a.result ->> 'outcome' AS outcome,
           a.grading_job_id IS NOT NULL AND a.result IS NULL AS queued
    FROM exam_instance_questions iq
    JOIN grading_models gm ON gm.id = iq.grading_model_id
    LEFT JOIN exam_answers a ON a.instance_id = iq.instance_id AND a.ordinal = iq.ordinal
    WHERE iq.instance_id = p_instance_id
  ), t AS (
    SELECT coalesce(sum(CASE WHEN NOT answered THEN unanswered_score ELSE coalesce(score, 0) END), 0) AS score,
           coalesce(sum(max_points), 0) AS points,
           count(*) FILTER (WHERE outcome = 'correct') AS correct,
           count(*) FILTER (WHERE outcome = 'incorrect') AS incorrect,
           count(*) FILTER (WHERE outcome = 'partial') AS partial,
           count(*) FILTER (WHERE NOT answered OR outcome = 'unanswered') AS unanswered,
           count(*) FILTER (WHERE queued) AS queued,
           count(*) FILTER (WHERE outcome = 'pending') AS manual
    FROM q
  )
  UPDATE exam_instances i
  SET score = t.score,
      max_score = coalesce(e.max_score, t.points),
      score_percent = CASE WHEN coalesce(e.max_score, t.points) > 0 THEN round(100 * t.score / coalesce(e.max_score, t.points), 2) END,
      passed = CASE WHEN coalesce(e.max_score, t.points) > 0 THEN 100 * t.score / coalesce(e.max_score, t.points) >= e.pass_percentage END,
      correct_count = t.correct, incorrect_count = t.incorrect, partial_count = t.partial, unanswered_count = t.unanswered,
      grading_state = CASE WHEN t.queued > 0 THEN 'pending' WHEN t.manual > 0 THEN 'manual' ELSE 'graded' END
  FROM t, exams e
  WHERE i.id = p_instance_id AND e.id = i.exam_id AND i.submitted_at IS NOT NULL;
END
$$;

-- A grading job that ends writes its grade into the exam answer that asked for it — unless a teacher's grade was
-- applied to that answer meanwhile (Apply also lets go of the job), which stays. The instance is locked before the
-- answer, as everywhere else.
CREATE OR REPLACE FUNCTION exam_answer_graded() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_instance_id integer;
BEGIN
  SELECT a.instance_id INTO v_instance_id FROM exam_answers a WHERE a.grading_job_id = NEW.id AND NOT a.manual LIMIT 1;
  IF v_instance_id IS NULL THEN
    RETURN NEW;
  END IF;
  PERFORM 1 FROM exam_instances WHERE id = v_instance_id FOR UPDATE;
  IF NEW.status = 'done' THEN
    UPDATE exam_answers SET score = (NEW.result ->> 'score')::numeric, result = NEW.result, graded_at = NEW.finished_at
    WHERE grading_job_id = NEW.id AND NOT manual;
  ELSIF NEW.status = 'failed' THEN
    UPDATE exam_answers a
    SET score = NULL, graded_at = NEW.finished_at,
        result = jsonb_build_object('outcome', 'pending', 'score', 0, 'scorePercent', 0, 'fraction', 0,
          'maxScore', iq.max_points, 'tests', '[]'::jsonb, 'sqlRuns', '[]'::jsonb, 'parts', '[]'::jsonb,
          'message', 'The automatic grader could not grade this answer; a teacher will.')
    FROM exam_instance_questions iq
    WHERE a.grading_job_id = NEW.id AND NOT a.manual AND iq.instance_id = a.instance_id AND iq.ordinal = a.ordinal;
  END IF;
  PERFORM exam_recompute_totals(v_instance_id);
  RETURN NEW;
END
$$;
