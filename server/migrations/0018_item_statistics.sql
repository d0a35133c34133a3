-- Item statistics kept as grades change (docs/analytics.md, "Speed: kept sums"). An exam's analytics need, per question,
-- the mean and variance of its points and their correlation with the rest of the instance's total; over 2 000
-- instances × 40 questions an aggregate of the answers takes most of a second in the embedded database. Those
-- figures follow from a handful of sums per question (n, Σx, Σx², Σx·t, Σt, Σt² with x the points and t the
-- instance's total), which are kept here and moved by each instance's change in the same transaction: the analytics
-- read one row per question.
--
-- Every change of an instance's grades ends in exam_recompute_totals (the instance's row locked first); it now ends
-- with exam_item_stats_refresh, which takes back what the instance counted before (kept on its row as counted, so a
-- question replaced by a regrade is taken back as it was) and counts it as it is now. Unsubmit and delete take it
-- back through triggers. Sums are numeric: adding and taking back are exact, nothing drifts.

CREATE TABLE exam_item_stats (
  exam_id integer NOT NULL REFERENCES exams (id) ON DELETE CASCADE,
  question_id integer NOT NULL,
  -- The part (0: none) and the points of a correct answer: part of the key, so that every kept figure is a sum.
  part_id integer NOT NULL,
  max_points numeric NOT NULL,
  -- The instance's id modulo 8: the sums of an exam's question are spread over eight rows, so that instances
  -- submitted at the same moment (at the deadline) seldom wait for each other's row locks. Readers add them up.
  shard smallint NOT NULL,
  n integer NOT NULL,
  answered integer NOT NULL,
  -- Answered but not graded yet (a grading job or a teacher's grade to come).
  pending integer NOT NULL,
  sum_ordinal bigint NOT NULL,
  sum_x numeric NOT NULL,
  sum_xx numeric NOT NULL,
  sum_xt numeric NOT NULL,
  sum_t numeric NOT NULL,
  sum_tt numeric NOT NULL,
  -- x / max_points over the rows whose max_points is not 0 (the facility).
  fraction_n integer NOT NULL,
  sum_fraction numeric NOT NULL,
  PRIMARY KEY (exam_id, question_id, part_id, max_points, shard)
);
CREATE INDEX exam_item_stats_question_idx ON exam_item_stats (question_id);

-- What an instance counts in exam_item_stats now (NULL: nothing): its total and one item per question,
-- {q: question, p: part (0: none), m: max points, o: ordinal, x: points, a: answered, g: pending}.
ALTER TABLE exam_instances ADD COLUMN stat_total numeric, ADD COLUMN stat_items jsonb;
-- Seconds the student spent on the question, from the answer history (exam_events), as of the submit.
ALTER TABLE exam_instance_questions ADD COLUMN seconds_spent float8;

-- Takes back the old items (with their total) and counts the new ones: one upsert in the key's order, so that
-- concurrent changes of an exam's instances lock its rows in one order.
CREATE FUNCTION exam_item_stats_move(p_exam_id integer, p_instance_id integer, p_old_items jsonb, p_old_total numeric, p_new_items jsonb, p_new_total numeric)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO exam_item_stats AS s (exam_id, question_id, part_id, max_points, shard, n, answered, pending, sum_ordinal, sum_x, sum_xx,
                                    sum_xt, sum_t, sum_tt, fraction_n, sum_fraction)
  SELECT p_exam_id, d.q, d.p, d.m, (p_instance_id % 8)::smallint, sum(d.sign)::int, sum(d.sign * d.a::int)::int, sum(d.sign * d.g::int)::int, sum(d.sign * d.o),
         sum(d.sign * d.x), sum(d.sign * d.x * d.x), sum(d.sign * d.x * d.t), sum(d.sign * d.t), sum(d.sign * d.t * d.t),
         coalesce(sum(d.sign) FILTER (WHERE d.m <> 0), 0)::int, coalesce(sum(d.sign * d.x / d.m) FILTER (WHERE d.m <> 0), 0)
  FROM (
    SELECT -1 AS sign, p_old_total AS t, it.* FROM jsonb_to_recordset(coalesce(p_old_items, '[]')) AS it (q integer, p integer, m numeric, o integer, x numeric, a boolean, g boolean)
    UNION ALL
    SELECT 1, p_new_total, it.* FROM jsonb_to_recordset(coalesce(p_new_items, '[]')) AS it (q integer, p integer, m numeric, o integer, x numeric, a boolean, g boolean)
  ) d
  GROUP BY d.q, d.p, d.m
  ORDER BY d.q, d.p, d.m
  ON CONFLICT (exam_id, question_id, part_id, max_points, shard) DO UPDATE
  SET n = s.n + excluded.n, answered = s.answered + excluded.answered, pending = s.pending + excluded.pending,
      sum_ordinal = s.sum_ordinal + excluded.sum_ordinal, sum_x = s.sum_x + excluded.sum_x, sum_xx = s.sum_xx + excluded.sum_xx,
      sum_xt = s.sum_xt + excluded.sum_xt, sum_t = s.sum_t + excluded.sum_t, sum_tt = s.sum_tt + excluded.sum_tt,
      fraction_n = s.fraction_n + excluded.fraction_n, sum_fraction = s.sum_fraction + excluded.sum_fraction
$$;

-- Counts an instance as it is now: a submitted one with its points (as exam_recompute_totals sums them: an
-- unanswered question its model's unanswered points, an answer not graded yet 0) and its total, anything else not at
-- all. Called with the instance's row locked. Nothing is written when nothing changed.
CREATE FUNCTION exam_item_stats_refresh(p_instance_id integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_exam_id integer;
  v_old_items jsonb;
  v_old_total numeric;
  v_new_items jsonb;
  v_new_total numeric;
  v_submitted boolean;
  v_started_at timestamptz;
BEGIN
  SELECT exam_id, stat_items, stat_total, submitted_at IS NOT NULL, coalesce(score, 0), started_at
  INTO v_exam_id, v_old_items, v_old_total, v_submitted, v_new_total, v_started_at
  FROM exam_instances WHERE id = p_instance_id;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  IF v_submitted THEN
    SELECT coalesce(jsonb_agg(jsonb_build_object(
             'q', iq.question_id, 'p', coalesce(iq.part_id, 0), 'm', iq.max_points, 'o', iq.ordinal,
             'x', CASE WHEN a.instance_id IS NULL THEN (SELECT gm.unanswered_score FROM grading_models gm WHERE gm.id = iq.grading_model_id)
                       ELSE coalesce(a.score, 0) END,
             'a', a.instance_id IS NOT NULL,
             'g', a.instance_id IS NOT NULL AND (a.result IS NULL OR a.result ->> 'outcome' = 'pending')) ORDER BY iq.ordinal), '[]')
    INTO v_new_items
    FROM exam_instance_questions iq
    LEFT JOIN exam_answers a ON a.instance_id = iq.instance_id AND a.ordinal = iq.ordinal
    WHERE iq.instance_id = p_instance_id;
    -- Time per question: each save is given the time since the instance's previous save (or its start).
    UPDATE exam_instance_questions iq SET seconds_spent = t.seconds
    FROM (
      SELECT q.ordinal, s.seconds
      FROM exam_instance_questions q
      LEFT JOIN (
        SELECT g.ordinal, sum(greatest(g.seconds, 0)) AS seconds
        FROM (SELECT ev.ordinal, extract(epoch FROM ev.at - coalesce(lag(ev.at) OVER (ORDER BY ev.at, ev.id), v_started_at))::float8 AS seconds
              FROM exam_events ev WHERE ev.instance_id = p_instance_id AND ev.kind = 'answer-saved') g
        GROUP BY g.ordinal
      ) s ON s.ordinal = q.ordinal
      WHERE q.instance_id = p_instance_id
    ) t
    WHERE iq.instance_id = p_instance_id AND iq.ordinal = t.ordinal AND iq.seconds_spent IS DISTINCT FROM t.seconds;
  ELSE
    v_new_items := NULL;
    v_new_total := NULL;
  END IF;
  IF v_new_items IS NOT DISTINCT FROM v_old_items AND v_new_total IS NOT DISTINCT FROM v_old_total THEN
    RETURN;
  END IF;
  PERFORM exam_item_stats_move(v_exam_id, p_instance_id, v_old_items, v_old_total, v_new_items, v_new_total);
  UPDATE exam_instances SET stat_items = v_new_items, stat_total = v_new_total WHERE id = p_instance_id;
END
$$;

-- exam_recompute_totals (migration 0016) as it was, then the instance's item statistics. The grading model's
-- unanswered points are read by a scalar subquery (here and above): a join let the embedded database's planner, whose
-- statistics go stale without autovacuum, scan the grading-model index of every instance question (~8 ms a call on
-- 2 000 instances) instead of taking the instance's 40 rows by the primary key.
CREATE OR REPLACE FUNCTION exam_recompute_totals(p_instance_id integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM exam_instances WHERE id = p_instance_id FOR UPDATE;
  WITH q AS (
    SELECT iq.max_points, (SELECT gm.unanswered_score FROM grading_models gm WHERE gm.id = iq.grading_model_id) AS unanswered_score,
           a.instance_id IS NOT NULL AS answered, a.score, a.result ->> 'outcome' AS outcome,
           a.grading_job_id IS NOT NULL AND a.result IS NULL AS queued
    FROM exam_instance_questions iq
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
  PERFORM exam_item_stats_refresh(p_instance_id);
END
$$;

-- The totals of many instances of one exam in one transaction (Apply of manual grades, a regrade), the instances
-- locked by the caller in the order of their ids. The exam's kept sums are locked first, every row in the key's
-- order: recomputing one instance at a time would take them in an order that another writer's (a grading job of an
-- instance outside the set, taking its rows in key order) could cross. Order everywhere: instances, kept sums, the
-- live channel's lock.
CREATE FUNCTION exam_recompute_instances(p_exam_id integer, p_instance_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM exam_item_stats WHERE exam_id = p_exam_id ORDER BY question_id, part_id, max_points, shard FOR UPDATE;
  PERFORM exam_recompute_totals(t.id) FROM unnest(p_instance_ids) AS t (id) ORDER BY t.id;
END
$$;

-- An unsubmitted instance counts no more (its totals are cleared without exam_recompute_totals).
CREATE FUNCTION exam_instance_unsubmitted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM exam_item_stats_refresh(NEW.id);
  RETURN NULL;
END
$$;
CREATE TRIGGER exam_instances_unsubmitted AFTER UPDATE OF submitted_at ON exam_instances
  FOR EACH ROW WHEN (OLD.submitted_at IS NOT NULL AND NEW.submitted_at IS NULL) EXECUTE FUNCTION exam_instance_unsubmitted();

-- A deleted instance counts no more; when its exam is being deleted, the exam's statistics go with it.
CREATE FUNCTION exam_instance_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM exams WHERE id = OLD.exam_id) THEN
    PERFORM exam_item_stats_move(OLD.exam_id, OLD.id, OLD.stat_items, OLD.stat_total, NULL, NULL);
  END IF;
  RETURN OLD;
END
$$;
CREATE TRIGGER exam_instances_deleted BEFORE DELETE ON exam_instances
  FOR EACH ROW WHEN (OLD.stat_items IS NOT NULL) EXECUTE FUNCTION exam_instance_deleted();

-- The instances submitted before this migration.
SELECT exam_item_stats_refresh(id) FROM exam_instances WHERE submitted_at IS NOT NULL ORDER BY id;
