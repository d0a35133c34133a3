-- The results export (docs/exports.md): which exams, the instances in the file's order, their rows in chunks and the
-- summary per student. Every block filters instances the same way (instance_filter).

-- BLOCK instance_filter
(:which = 'all'
  OR (:which = 'started' AND i.started_at IS NOT NULL)
  OR (:which = 'submitted' AND i.submitted_at IS NOT NULL))

-- BLOCK select_export_exams
-- The exams asked for with what the file needs up front: how many rows and question columns each one gives.
SELECT e.id, e.course_id AS "courseId", c.acronym AS "courseAcronym", e.title, e.title_abbrev AS "abbrev",
       (SELECT count(*) FROM exam_instances i WHERE i.exam_id = e.id AND
-- INCLUDE instance_filter
       )::int AS "rows",
       (SELECT coalesce(max(iq.ordinal), 0)
        FROM exam_instances i JOIN exam_instance_questions iq ON iq.instance_id = i.id
        WHERE i.exam_id = e.id AND
-- INCLUDE instance_filter
       )::int AS "questions"
FROM exams e
JOIN courses c ON c.id = e.course_id
WHERE e.id = ANY(:examIds::int[])

-- BLOCK select_export_instance_ids
-- The instances of an exam with what orders them in the file (sorted by the language's collation in the service:
-- the database's own collation would put Đ and Č after Z).
SELECT i.id, s.last_name AS "lastName", s.first_name AS "firstName", s.alt_id AS "altId"
FROM exam_instances i
JOIN students s ON s.id = i.student_id
WHERE i.exam_id = :examId AND
-- INCLUDE instance_filter

-- BLOCK select_export_rows
-- One chunk of instances in the order of :instanceIds. A question's points: its grade once submitted (blank while a
-- teacher has still to grade it), the grading model's unanswered score for a question without an answer, as
-- exam_recompute_totals counts them; nothing before submit.
SELECT i.id, s.alt_id AS "altId", s.first_name AS "firstName", s.last_name AS "lastName",
       coalesce(sc.class_group, s.class_group) AS "classGroup",
       i.started_at AS "startedAt", i.submitted_at AS "submittedAt",
       i.score::float8 AS "score", i.max_score::float8 AS "maxScore", i.score_percent::float8 AS "percent",
       i.passed, i.grading_state AS "gradingState",
       -- The model's unanswered points as a scalar subquery, not a join: the instance's questions are then read by
       -- their primary key whatever the planner's statistics say (PGlite has no autovacuum to keep them fresh).
       CASE WHEN :perQuestion THEN (
         SELECT array_agg(CASE
                  WHEN i.submitted_at IS NULL THEN NULL
                  WHEN a.instance_id IS NULL THEN (SELECT gm.unanswered_score FROM grading_models gm WHERE gm.id = iq.grading_model_id)
                  ELSE a.score END::float8 ORDER BY iq.ordinal)
         FROM exam_instance_questions iq
         LEFT JOIN exam_answers a ON a.instance_id = iq.instance_id AND a.ordinal = iq.ordinal
         WHERE iq.instance_id = i.id
       ) END AS "points"
FROM unnest(:instanceIds::int[]) WITH ORDINALITY AS chosen (id, place)
JOIN exam_instances i ON i.id = chosen.id
JOIN exams e ON e.id = i.exam_id
JOIN students s ON s.id = i.student_id
LEFT JOIN student_courses sc ON sc.student_id = s.id AND sc.course_id = e.course_id AND sc.academic_year_id = e.academic_year_id
ORDER BY chosen.place

-- BLOCK select_export_summary
-- One row per student with an instance in any of the exams: their totals per exam.
SELECT s.id, s.alt_id AS "altId", s.first_name AS "firstName", s.last_name AS "lastName",
       (array_agg(coalesce(sc.class_group, s.class_group) ORDER BY i.exam_id))[1] AS "classGroup",
       jsonb_agg(jsonb_build_object('examId', i.exam_id, 'score', i.score, 'percent', i.score_percent, 'passed', i.passed)) AS "results"
FROM exam_instances i
JOIN exams e ON e.id = i.exam_id
JOIN students s ON s.id = i.student_id
LEFT JOIN student_courses sc ON sc.student_id = s.id AND sc.course_id = e.course_id AND sc.academic_year_id = e.academic_year_id
WHERE i.exam_id = ANY(:examIds::int[]) AND
-- INCLUDE instance_filter
GROUP BY s.id
