-- Item analysis of exams and questions (docs/analytics.md). Everything is computed here, in aggregates over the
-- submitted instances: numbers leave as float8. Variances and SDs are the sample ones (n − 1) throughout;
-- medians and quartiles interpolate (percentile_cont).

-- BLOCK select_exam
SELECT e.id, e.course_id AS "courseId", e.academic_year_id AS "academicYearId", e.title,
       e.pass_percentage::float8 AS "passPercentage"
FROM exams e
WHERE e.id = :examId

-- BLOCK stats_of_value
-- The AnalyticsStats of `value` over the rows of a group.
json_build_object(
  'count', count(value), 'mean', avg(value), 'median', percentile_cont(0.5) WITHIN GROUP (ORDER BY value),
  'sd', stddev_samp(value), 'min', min(value), 'max', max(value),
  'q1', percentile_cont(0.25) WITHIN GROUP (ORDER BY value), 'q3', percentile_cont(0.75) WITHIN GROUP (ORDER BY value))

-- BLOCK exam_summary
-- Scores as students see them (the instances' totals), durations, the histogram's bars and the class groups.
WITH sub AS (
  SELECT i.id, i.score::float8 AS score, i.score_percent::float8 AS pct, coalesce(i.passed, false) AS passed,
         extract(epoch FROM i.submitted_at - i.started_at)::float8 / 60 AS minutes,
         nullif(trim(coalesce(sc.class_group, s.class_group)), '') AS class_group
  FROM exam_instances i
  JOIN exams e ON e.id = i.exam_id
  JOIN students s ON s.id = i.student_id
  LEFT JOIN student_courses sc ON sc.student_id = i.student_id AND sc.course_id = e.course_id AND sc.academic_year_id = e.academic_year_id
  WHERE i.exam_id = :examId AND i.submitted_at IS NOT NULL
)
SELECT
  (SELECT count(*)::int FROM exam_instances WHERE exam_id = :examId) AS instances,
  (SELECT count(*)::int FROM sub) AS submitted,
  (SELECT count(*)::int FROM sub WHERE passed) AS passed,
  (SELECT
     -- INCLUDE stats_of_value
   FROM (SELECT score AS value FROM sub) v) AS score,
  (SELECT
     -- INCLUDE stats_of_value
   FROM (SELECT pct AS value FROM sub) v) AS "scorePercent",
  (SELECT
     -- INCLUDE stats_of_value
   FROM (SELECT minutes AS value FROM sub) v) AS duration,
  -- Bars of 10 points: 100 % in the last bar, a negative score in bars below 0.
  (SELECT coalesce(json_agg(json_build_object('bucket', bucket, 'count', n) ORDER BY bucket), '[]')
   FROM (SELECT least(floor(pct / 10), 9)::int AS bucket, count(*)::int AS n FROM sub WHERE pct IS NOT NULL GROUP BY 1) b) AS "scoreBuckets",
  (SELECT coalesce(json_agg(g ORDER BY g."classGroup" NULLS LAST), '[]')
   FROM (SELECT class_group AS "classGroup", count(*) FILTER (WHERE passed)::int AS passed,
                (SELECT
                   -- INCLUDE stats_of_value
                 FROM (SELECT x.score AS value FROM sub x WHERE x.class_group IS NOT DISTINCT FROM sub.class_group) v) AS score
         FROM sub GROUP BY class_group) g) AS "classGroups"

-- BLOCK exam_duration_buckets
-- Minutes from start to submit in bars of a round width (1, 2, 3 … 5 minutes, then multiples of 5) that gives
-- about ten bars up to the longest.
WITH m AS (
  SELECT extract(epoch FROM i.submitted_at - i.started_at)::float8 / 60 AS minutes
  FROM exam_instances i
  WHERE i.exam_id = :examId AND i.submitted_at IS NOT NULL AND i.started_at IS NOT NULL
),
w AS (
  SELECT CASE WHEN max(minutes) <= 50 THEN greatest(1, ceil(max(minutes) / 10)) ELSE 5 * ceil(max(minutes) / 50) END::float8 AS width FROM m
)
SELECT floor(m.minutes / w.width)::int AS bucket, w.width, count(*)::int AS count
FROM m, w
GROUP BY 1, 2
ORDER BY 1

-- BLOCK exam_items
-- Per question of the exam: points (an unanswered question scores its model's unanswered points, an answer not
-- graded yet 0, as exam_recompute_totals counts them), facility, and the correlation of the points with the rest
-- of the instance's total (its score, which exam_recompute_totals keeps equal to the sum of these points). The
-- questions are numbered by part, by their place in a fixed part, then by their mean place in the instances.
WITH per_question AS (
  SELECT iq.question_id, min(iq.part_id) AS part_id, avg(iq.ordinal) AS mean_ordinal,
         count(*)::int AS count, count(a.instance_id)::int AS answered,
         count(*) FILTER (WHERE a.instance_id IS NOT NULL AND (a.result IS NULL OR a.result ->> 'outcome' = 'pending'))::int AS pending,
         max(iq.max_points)::float8 AS max_points,
         avg(p.score) AS mean, stddev_samp(p.score) AS sd, var_samp(p.score) AS variance,
         100 * avg(p.score / nullif(iq.max_points::float8, 0)) AS facility,
         corr(p.score, i.score::float8 - p.score) AS discrimination
  FROM exam_instances i
  JOIN exam_instance_questions iq ON iq.instance_id = i.id
  JOIN grading_models gm ON gm.id = iq.grading_model_id
  LEFT JOIN exam_answers a ON a.instance_id = iq.instance_id AND a.ordinal = iq.ordinal
  CROSS JOIN LATERAL (SELECT (CASE WHEN a.instance_id IS NULL THEN gm.unanswered_score ELSE coalesce(a.score, 0) END)::float8 AS score) p
  WHERE i.exam_id = :examId AND i.submitted_at IS NOT NULL
  GROUP BY iq.question_id
)
SELECT pq.question_id AS "questionId", q.root_id AS "rootId", q.version, q.title, q.kind,
       row_number() OVER (ORDER BY ep.ordinal NULLS LAST, epq.ordinal NULLS LAST, pq.mean_ordinal, pq.question_id)::int AS position,
       pq.count, pq.answered, pq.pending, pq.max_points AS "maxPoints", pq.mean, pq.sd, pq.variance, pq.facility, pq.discrimination
FROM per_question pq
JOIN questions q ON q.id = pq.question_id
LEFT JOIN exam_parts ep ON ep.id = pq.part_id
LEFT JOIN exam_part_questions epq ON epq.part_id = pq.part_id
  AND epq.question_id IN (SELECT v.id FROM questions v WHERE v.root_id = q.root_id)
ORDER BY position

-- BLOCK exam_alpha_of
-- Cronbach's α over the given questions (those every submitted instance has) when they are not all of the exam's:
-- the variance of each instance's sum over them is needed then.
WITH p AS (
  SELECT iq.instance_id, iq.question_id,
         (CASE WHEN a.instance_id IS NULL THEN gm.unanswered_score ELSE coalesce(a.score, 0) END)::float8 AS score
  FROM exam_instances i
  JOIN exam_instance_questions iq ON iq.instance_id = i.id AND iq.question_id = ANY (:questionIds::int[])
  JOIN grading_models gm ON gm.id = iq.grading_model_id
  LEFT JOIN exam_answers a ON a.instance_id = iq.instance_id AND a.ordinal = iq.ordinal
  WHERE i.exam_id = :examId AND i.submitted_at IS NOT NULL
),
items AS (
  SELECT question_id, var_samp(score) AS variance FROM p GROUP BY question_id
),
totals AS (
  SELECT instance_id, sum(score) AS total FROM p GROUP BY instance_id
)
SELECT (SELECT sum(variance) FROM items) AS "itemVariance", (SELECT var_samp(total) FROM totals) AS "totalVariance"

-- BLOCK exam_times
-- Time per question from the answer history: each save is given the time since the instance's previous save (or its
-- start), summed per question of an instance; the median and mean over the instances that saved it.
WITH gaps AS (
  SELECT ev.instance_id, ev.ordinal,
         extract(epoch FROM ev.at - coalesce(lag(ev.at) OVER (PARTITION BY ev.instance_id ORDER BY ev.at, ev.id), i.started_at))::float8 AS seconds
  FROM exam_instances i
  JOIN exam_events ev ON ev.instance_id = i.id AND ev.kind = 'answer-saved'
  WHERE i.exam_id = :examId AND i.submitted_at IS NOT NULL
),
spent AS (
  SELECT instance_id, ordinal, sum(greatest(seconds, 0)) AS seconds FROM gaps GROUP BY instance_id, ordinal
)
SELECT iq.question_id AS "questionId", count(*)::int AS count,
       percentile_cont(0.5) WITHIN GROUP (ORDER BY sp.seconds) AS median, avg(sp.seconds) AS mean
FROM spent sp
JOIN exam_instance_questions iq ON iq.instance_id = sp.instance_id AND iq.ordinal = sp.ordinal
GROUP BY iq.question_id

-- BLOCK select_question
-- A question (any version) with its chain's latest version.
SELECT q.id, q.root_id AS "rootId", q.course_id AS "courseId", l.id AS "latestId", l.title, l.kind, l.version, l.content
FROM questions q
JOIN questions l ON l.root_id = q.root_id AND l.is_latest
WHERE q.id = :questionId

-- BLOCK question_uses
-- Per exam of the course that gave a version of the chain in a submitted instance: its facility and item-rest
-- correlation there, oldest exam first.
WITH chain AS (
  SELECT id, version FROM questions WHERE root_id = :rootId
),
targets AS MATERIALIZED (
  SELECT iq.instance_id, iq.ordinal, i.exam_id, c.version
  FROM chain c
  JOIN exam_instance_questions iq ON iq.question_id = c.id
  JOIN exam_instances i ON i.id = iq.instance_id AND i.submitted_at IS NOT NULL
  JOIN exams e ON e.id = i.exam_id AND e.course_id = :courseId
),
items AS (
  SELECT iq.instance_id, iq.ordinal, iq.max_points::float8 AS max_points, a.instance_id IS NOT NULL AS answered,
         (CASE WHEN a.instance_id IS NULL THEN gm.unanswered_score ELSE coalesce(a.score, 0) END)::float8 AS score
  FROM (SELECT DISTINCT instance_id FROM targets) ti
  JOIN exam_instance_questions iq ON iq.instance_id = ti.instance_id
  JOIN grading_models gm ON gm.id = iq.grading_model_id
  LEFT JOIN exam_answers a ON a.instance_id = iq.instance_id AND a.ordinal = iq.ordinal
),
totals AS (
  SELECT instance_id, sum(score) AS total FROM items GROUP BY instance_id
)
SELECT e.id AS "examId", e.title AS "examTitle", e.course_id AS "courseId", e.academic_year_id AS "academicYearId",
       ay.title AS "academicYear", e.available_from AS "availableFrom",
       array_agg(DISTINCT t.version ORDER BY t.version) AS versions,
       count(*)::int AS count, count(*) FILTER (WHERE it.answered)::int AS answered,
       100 * avg(it.score / nullif(it.max_points, 0)) AS facility,
       corr(it.score, tt.total - it.score) AS discrimination
FROM targets t
JOIN items it ON it.instance_id = t.instance_id AND it.ordinal = t.ordinal
JOIN totals tt ON tt.instance_id = t.instance_id
JOIN exams e ON e.id = t.exam_id
JOIN academic_years ay ON ay.id = e.academic_year_id
GROUP BY e.id, ay.title
ORDER BY e.available_from, e.id

-- BLOCK question_answers
-- How the chain's answers in submitted instances of the course came out, and which options they chose.
WITH given AS (
  SELECT a.instance_id IS NOT NULL AS answered, a.answer, a.result ->> 'outcome' AS outcome
  FROM questions c
  JOIN exam_instance_questions iq ON iq.question_id = c.id
  JOIN exam_instances i ON i.id = iq.instance_id AND i.submitted_at IS NOT NULL
  JOIN exams e ON e.id = i.exam_id AND e.course_id = :courseId
  LEFT JOIN exam_answers a ON a.instance_id = iq.instance_id AND a.ordinal = iq.ordinal
  WHERE c.root_id = :rootId
)
SELECT
  (SELECT count(*)::int FROM given) AS count,
  (SELECT count(*) FILTER (WHERE answered)::int FROM given) AS answered,
  (SELECT coalesce(json_agg(json_build_object('outcome', outcome, 'count', n) ORDER BY outcome), '[]')
   FROM (SELECT CASE WHEN NOT answered OR outcome IS NULL AND answer IS NULL THEN 'unanswered'
                     WHEN outcome IN ('correct', 'partial', 'incorrect', 'unanswered') THEN outcome
                     ELSE 'pending' END AS outcome, count(*)::int AS n
         FROM given GROUP BY 1) o) AS outcomes,
  (SELECT coalesce(json_agg(json_build_object('id', id, 'count', n)), '[]')
   FROM (SELECT choice AS id, count(*)::int AS n
         FROM given, jsonb_array_elements_text(CASE WHEN jsonb_typeof(answer -> 'choices') = 'array' THEN answer -> 'choices' ELSE '[]' END) AS choice
         WHERE answer ->> 'kind' = 'multiple-choice'
         GROUP BY choice
         UNION ALL
         SELECT answer ->> 'value', count(*)::int
         FROM given
         WHERE answer ->> 'kind' = 'true-false' AND answer ->> 'value' IN ('true', 'false')
         GROUP BY answer ->> 'value') c) AS choices

-- BLOCK exam_fingerprint
-- What the exam's analytics are computed from, as row versions: every update of the exam, of one of its instances
-- (submit, unsubmit, totals recomputed after any grade changes) or of its students' class groups changes it; so do a
-- question of the course saved in place (titles and kinds are shown; only the latest version can be saved so) and a
-- grading model changed (unanswered questions score their model's unanswered points).
SELECT md5(e.xmin::text || ':' || coalesce((
         SELECT string_agg(i.id::text || ':' || i.xmin::text || ':' || s.xmin::text || ':' || coalesce(sc.xmin::text, '-'), ',' ORDER BY i.id)
         FROM exam_instances i
         JOIN students s ON s.id = i.student_id
         LEFT JOIN student_courses sc ON sc.student_id = i.student_id AND sc.course_id = e.course_id AND sc.academic_year_id = e.academic_year_id
         WHERE i.exam_id = e.id), '')
       || ':' || (SELECT count(*)::text || ':' || coalesce(sum(q.xmin::text::bigint), 0)::text FROM questions q WHERE q.course_id = e.course_id AND q.is_latest)
       || ':' || coalesce((SELECT string_agg(gm.id::text || ':' || gm.xmin::text, ',' ORDER BY gm.id) FROM grading_models gm), '-')) AS fingerprint
FROM exams e
WHERE e.id = :examId

-- BLOCK select_cached
SELECT data FROM exam_analytics_cache WHERE exam_id = :examId AND fingerprint = :fingerprint

-- BLOCK upsert_cached
INSERT INTO exam_analytics_cache (exam_id, fingerprint, data, computed_at)
VALUES (:examId, :fingerprint, :data::jsonb, :now)
ON CONFLICT (exam_id) DO UPDATE SET fingerprint = excluded.fingerprint, data = excluded.data, computed_at = excluded.computed_at
