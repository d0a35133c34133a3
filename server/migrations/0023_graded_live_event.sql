-- The student's result page learns on the live channel that its grading is done (docs/live.md), instead of asking
-- every few seconds: when a grading job's result leaves its instance with nothing more in the queue, the same
-- transaction writes the instance's live event for the student. The API processes read it on their next pass over
-- the outbox (at most LIVE_POLL_MS later): the worker that finished the job may be another process. Staff are not
-- told: at the deadline of a large exam every staff page open on it would read its instance list again for each
-- instance graded (measured: four times the staff's reads, and the grading took longer); their lists follow the
-- submits' events and show the grades at their next read.
CREATE OR REPLACE FUNCTION exam_answer_graded() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_instance_id integer;
  v_exam_id integer;
  v_was_pending boolean;
  v_pending boolean;
BEGIN
  SELECT a.instance_id INTO v_instance_id FROM exam_answers a WHERE a.grading_job_id = NEW.id AND NOT a.manual LIMIT 1;
  IF v_instance_id IS NULL THEN
    RETURN NEW;
  END IF;
  SELECT exam_id, grading_state = 'pending' INTO v_exam_id, v_was_pending FROM exam_instances WHERE id = v_instance_id FOR UPDATE;
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
  SELECT grading_state = 'pending' INTO v_pending FROM exam_instances WHERE id = v_instance_id;
  IF v_was_pending AND NOT v_pending THEN
    INSERT INTO live_events (exam_id, instance_id, audience, kind, ref_id, at)
    VALUES (v_exam_id, v_instance_id, 'student', 'instance', NULL, NEW.finished_at);
  END IF;
  RETURN NEW;
END
$$;
