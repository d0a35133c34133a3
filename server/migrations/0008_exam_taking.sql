-- Taking exams: runs counted per question of an instance (also before any answer is saved), the totals of an
-- instance computed in one place, and grades of code and SQL answers written back when their grading job ends,
-- whichever process ran it.

ALTER TABLE exam_instance_questions ADD COLUMN code_runs integer NOT NULL DEFAULT 0 CHECK (code_runs >= 0);
ALTER TABLE exam_answers DROP COLUMN code_runs;

-- Totals of a submitted instance from its questions' grades: an unanswered question scores its grading model's
-- unanswered points; an answer waiting for the grading queue counts as pending, one waiting for a teacher as manual.
CREATE FUNCTION exam_recompute_totals(p_instance_id integer) RETURNS void LANGUAGE sql AS $$
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
  WHERE i.id = p_instance_id AND e.id = i.exam_id AND i.submitted_at IS NOT NULL
$$;

-- A grading job that ends writes its grade into the exam answer that asked for it; a job that fails for good
-- leaves the answer to a teacher.
CREATE FUNCTION exam_answer_graded() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_instance_id integer;
BEGIN
  IF NEW.status = 'done' THEN
    UPDATE exam_answers SET score = (NEW.result ->> 'score')::numeric, result = NEW.result, graded_at = NEW.finished_at
    WHERE grading_job_id = NEW.id RETURNING instance_id INTO v_instance_id;
  ELSIF NEW.status = 'failed' THEN
    UPDATE exam_answers a
    SET score = NULL, graded_at = NEW.finished_at,
        result = jsonb_build_object('outcome', 'pending', 'score', 0, 'scorePercent', 0, 'fraction', 0,
          'maxScore', iq.max_points, 'tests', '[]'::jsonb, 'sqlRuns', '[]'::jsonb, 'parts', '[]'::jsonb,
          'message', 'The automatic grader could not grade this answer; a teacher will.')
    FROM exam_instance_questions iq
    WHERE a.grading_job_id = NEW.id AND iq.instance_id = a.instance_id AND iq.ordinal = a.ordinal
    RETURNING a.instance_id INTO v_instance_id;
  END IF;
  IF v_instance_id IS NOT NULL THEN
    PERFORM exam_recompute_totals(v_instance_id);
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER grading_jobs_exam_answer AFTER UPDATE OF status ON grading_jobs
FOR EACH ROW WHEN (NEW.status IN ('done', 'failed') AND OLD.status IS DISTINCT FROM NEW.status)
EXECUTE FUNCTION exam_answer_graded();
