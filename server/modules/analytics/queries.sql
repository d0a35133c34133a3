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
-- `value` is numeric: its sums are exact, so the figures do not depend on the order the rows arrive in (float8 sums
-- differ in the last digit from one plan to another, and from PGlite to a PostgreSQL server).
json_build_object(
  'count', count(value), 'mean', avg(value)::float8, 'median', percentile_cont(0.5) WITHIN GROUP (ORDER BY value),
  'sd', stddev_samp(value)::float8, 'min', min(value)::float8, 'max', max(value)::float8,
  'q1', percentile_cont(0.25) WITHIN GROUP (ORDER BY value), 'q3', percentile_cont(0.75) WITHIN GROUP (ORDER BY value))

-- BLOCK exam_summary
-- Scores as students see them (the instances' totals), durations, the histogram's bars and the class groups.
WITH sub AS (
  SELECT i.id, i.score, i.score_percent AS pct, coalesce(i.passed, false) AS passed,
         extract(epoch FROM i.submitted_at - i.started_at)::numeric / 60 AS minutes,
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

-- BLOCK item_figures
-- The figures of a question from its kept sums (exam_item_stats; n, sx = Σx, sxx = Σx², sxt = Σx·t, st = Σt,
-- stt = Σt², fn and sf = Σ x / max points, over rows of x the points, t the instance's total): the mean, the sample
-- variance, the facility and the correlation of x with the rest of the total r = t − x, as corr(x, r) computes it:
-- (n·Σxr − Σx·Σr) / √((n·Σx² − (Σx)²)(n·Σr² − (Σr)²)), NULL when either varies not at all; the variance is
-- (n·Σx² − (Σx)²) / (n·(n − 1)). Products, not powers (numeric ^ rounds): the sums and these differences are exact
-- (numeric), so a constant is exactly 0; the figures leave as float8.
(sx / nullif(n, 0))::float8 AS mean,
CASE WHEN n > 1 THEN sqrt((n * sxx - sx * sx) / (n * (n - 1)))::float8 END AS sd,
CASE WHEN n > 1 THEN ((n * sxx - sx * sx) / (n * (n - 1)))::float8 END AS variance,
(100 * sf / nullif(fn, 0))::float8 AS facility,
CASE WHEN n * sxx - sx * sx > 0 AND n * (stt - 2 * sxt + sxx) - (st - sx) * (st - sx) > 0
     THEN ((n * (sxt - sxx) - sx * (st - sx))::float8
           / sqrt((n * sxx - sx * sx)::float8 * (n * (stt - 2 * sxt + sxx) - (st - sx) * (st - sx))::float8)) END AS discrimination

-- BLOCK exam_items
-- Per question of the exam, from the sums kept as instances are graded (exam_item_stats, migration 0018): points as
-- exam_recompute_totals counts them (an unanswered question its model's unanswered points, an answer not graded yet
-- 0), facility, and the correlation of the points with the rest of the instance's total. The questions are numbered
-- by part, by their place in a fixed part, then by their mean place in the instances.
WITH per_question AS (
  SELECT s.question_id, min(nullif(s.part_id, 0)) FILTER (WHERE s.n > 0) AS part_id, max(s.max_points) FILTER (WHERE s.n > 0)::float8 AS max_points,
         sum(s.n) AS n, sum(s.answered)::int AS answered, sum(s.pending)::int AS pending, sum(s.sum_ordinal) AS sum_ordinal,
         sum(s.sum_x) AS sx, sum(s.sum_xx) AS sxx, sum(s.sum_xt) AS sxt, sum(s.sum_t) AS st, sum(s.sum_tt) AS stt,
         sum(s.fraction_n) AS fn, sum(s.sum_fraction) AS sf
  FROM exam_item_stats s
  WHERE s.exam_id = :examId
  GROUP BY s.question_id
  HAVING sum(s.n) > 0
), figures AS (
  SELECT question_id, part_id, max_points, n::int AS count, answered, pending, sum_ordinal::float8 / n AS mean_ordinal,
         -- INCLUDE item_figures
  FROM per_question
)
SELECT pq.question_id AS "questionId", q.root_id AS "rootId", q.version, q.title, q.kind,
       row_number() OVER (ORDER BY ep.ordinal NULLS LAST, epq.ordinal NULLS LAST, pq.mean_ordinal, pq.question_id)::int AS position,
       pq.count, pq.answered, pq.pending, pq.max_points AS "maxPoints", pq.mean, pq.sd, pq.variance, pq.facility, pq.discrimination
FROM figures pq
JOIN questions q ON q.id = pq.question_id
LEFT JOIN exam_parts ep ON ep.id = pq.part_id
LEFT JOIN exam_part_questions epq ON epq.part_id = pq.part_id
  AND epq.question_id IN (SELECT v.id FROM questions v WHERE v.root_id = q.root_id)
ORDER BY position

-- BLOCK exam_alpha_of
-- Cronbach's α over the given questions (those every submitted instance has) when they are not all of the exam's:
-- the variance of each instance's sum over them is needed then. The points as the instances count them
-- (exam_instances.stat_items).
WITH p AS (
  SELECT i.id AS instance_id, it.q AS question_id, it.x AS score
  FROM exam_instances i
  CROSS JOIN LATERAL jsonb_to_recordset(i.stat_items) AS it (q integer, x numeric)
  WHERE i.exam_id = :examId AND i.stat_items IS NOT NULL AND it.q = ANY (:questionIds::int[])
),
items AS (
  SELECT question_id, var_samp(score) AS variance FROM p GROUP BY question_id
),
totals AS (
  SELECT instance_id, sum(score) AS total FROM p GROUP BY instance_id
)
-- In numeric, exact whatever the order of the rows; the figures leave as float8.
SELECT (SELECT sum(variance) FROM items)::float8 AS "itemVariance", (SELECT var_samp(total) FROM totals)::float8 AS "totalVariance"

-- BLOCK exam_times
-- Time per question from the answer history (exam_instance_questions.seconds_spent, kept at submit: each save is
-- given the time since the instance's previous save or its start, summed per question); the median and mean over the
-- counted instances that saved it.
SELECT iq.question_id AS "questionId", count(*)::int AS count,
       percentile_cont(0.5) WITHIN GROUP (ORDER BY iq.seconds_spent) AS median,
       avg(iq.seconds_spent::numeric)::float8 AS mean -- exact sums: the same whatever the order of the rows
FROM exam_instances i
JOIN exam_instance_questions iq ON iq.instance_id = i.id
WHERE i.exam_id = :examId AND i.stat_items IS NOT NULL AND iq.seconds_spent IS NOT NULL
GROUP BY iq.question_id

-- BLOCK select_question
-- A question (any version) with its chain's latest version.
SELECT q.id, q.root_id AS "rootId", q.course_id AS "courseId", l.id AS "latestId", l.title, l.kind, l.version, l.content,
       l.template
FROM questions q
JOIN questions l ON l.root_id = q.root_id AND l.is_latest
WHERE q.id = :questionId

-- BLOCK question_uses
-- Per exam of the course that gave a version of the chain in a counted (submitted) instance: its facility and
-- item-rest correlation there, from the exam's kept sums (exam_item_stats), oldest exam first.
WITH per_exam AS (
  SELECT s.exam_id, array_agg(DISTINCT c.version ORDER BY c.version) AS versions,
         sum(s.n) AS n, sum(s.answered)::int AS answered,
         sum(s.sum_x) AS sx, sum(s.sum_xx) AS sxx, sum(s.sum_xt) AS sxt, sum(s.sum_t) AS st, sum(s.sum_tt) AS stt,
         sum(s.fraction_n) AS fn, sum(s.sum_fraction) AS sf
  FROM questions c
  JOIN exam_item_stats s ON s.question_id = c.id AND s.n > 0
  WHERE c.root_id = :rootId
  GROUP BY s.exam_id
), figures AS (
  SELECT exam_id, versions, n::int AS count, answered,
         -- INCLUDE item_figures
  FROM per_exam
)
SELECT e.id AS "examId", e.title AS "examTitle", e.course_id AS "courseId", e.academic_year_id AS "academicYearId",
       ay.title AS "academicYear", e.available_from AS "availableFrom",
       f.versions, f.count, f.answered, f.facility, f.discrimination
FROM figures f
JOIN exams e ON e.id = f.exam_id AND e.course_id = :courseId
JOIN academic_years ay ON ay.id = e.academic_year_id
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
         GROUP BY answer ->> 'value') c) AS choices,
  -- Numerical answers as typed, with their unit, each text once (the most frequent 5 000).
  (SELECT coalesce(json_agg(json_build_object('value', v, 'unit', u, 'count', n)), '[]')
   FROM (SELECT answer ->> 'value' AS v, answer ->> 'unit' AS u, count(*)::int AS n
         FROM given
         WHERE answer ->> 'kind' = 'numerical' AND coalesce(btrim(answer ->> 'value'), '') <> ''
         GROUP BY 1, 2 ORDER BY 3 DESC, 1, 2 LIMIT 5000) t) AS typed

-- BLOCK exam_fingerprint
-- What the exam's analytics are computed from, as row versions: every update of the exam, of one of its instances
-- (submit, unsubmit, totals and kept item sums recomputed after any grade changes) or of its students' class groups
-- changes it; so does a question of the course saved in place (titles and kinds are shown; only the latest version
-- can be saved so). A grading model changed later does not: the points counted are those of the instances' totals.
SELECT md5(e.xmin::text || ':' || coalesce((
         SELECT string_agg(i.id::text || ':' || i.xmin::text || ':' || s.xmin::text || ':' || coalesce(sc.xmin::text, '-'), ',' ORDER BY i.id)
         FROM exam_instances i
         JOIN students s ON s.id = i.student_id
         LEFT JOIN student_courses sc ON sc.student_id = i.student_id AND sc.course_id = e.course_id AND sc.academic_year_id = e.academic_year_id
         WHERE i.exam_id = e.id), '')
       || ':' || (SELECT count(*)::text || ':' || coalesce(sum(q.xmin::text::bigint), 0)::text FROM questions q WHERE q.course_id = e.course_id AND q.is_latest)) AS fingerprint
FROM exams e
WHERE e.id = :examId

-- BLOCK select_cached
SELECT data FROM exam_analytics_cache WHERE exam_id = :examId AND fingerprint = :fingerprint

-- BLOCK upsert_cached
INSERT INTO exam_analytics_cache (exam_id, fingerprint, data, computed_at)
VALUES (:examId, :fingerprint, :data::jsonb, :now)
ON CONFLICT (exam_id) DO UPDATE SET fingerprint = excluded.fingerprint, data = excluded.data, computed_at = excluded.computed_at
