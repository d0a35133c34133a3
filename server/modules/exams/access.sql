-- The exam access rules' inputs (docs/exams.md, "Access rules"): whose exam a request acts on, and what the exam asks.

-- BLOCK select_instance_target
-- The signed-in student's instance: its exam and student (nothing when it is not theirs: the operation says 404).
SELECT i.exam_id AS "examId", i.student_id AS "studentId"
FROM exam_instances i JOIN students s ON s.id = i.student_id
WHERE i.id = :id AND s.user_id = :userId

-- BLOCK select_exam_target
-- A published exam of a course and year the signed-in student is enrolled in (any other: the operation says 404, so
-- its rules say nothing of it).
SELECT e.id AS "examId", s.id AS "studentId"
FROM exams e
JOIN students s ON s.user_id = :userId
WHERE e.id = :id AND e.published_at IS NOT NULL AND e.archived_at IS NULL
  AND EXISTS (SELECT 1 FROM student_courses sc WHERE sc.student_id = s.id AND sc.course_id = e.course_id
                AND sc.academic_year_id = e.academic_year_id)

-- BLOCK select_ticket_target
SELECT i.exam_id AS "examId", i.student_id AS "studentId"
FROM exam_tickets t
JOIN exam_instances i ON i.id = t.instance_id
JOIN students s ON s.id = i.student_id
WHERE t.id = :id AND s.user_id = :userId

-- BLOCK select_exam_rules
-- An exam's access rules, with the students whose override (their own, else their group's) allows other networks.
SELECT e.seb_required AS "sebRequired", e.seb_config_keys AS "sebConfigKeys", e.seb_browser_exam_keys AS "sebBrowserExamKeys",
       e.allowed_networks AS "allowedNetworks",
       (SELECT coalesce(json_agg(json_build_object('studentId', x.student_id, 'networks', x.networks)), '[]')
        FROM (
          SELECT so.student_id, so.allowed_networks AS networks
          FROM exam_overrides so WHERE so.exam_id = e.id AND so.student_id IS NOT NULL AND so.allowed_networks IS NOT NULL
          UNION ALL
          SELECT sc.student_id, go.allowed_networks
          FROM exam_overrides go
          JOIN student_courses sc ON sc.course_id = e.course_id AND sc.academic_year_id = e.academic_year_id AND sc.class_group = go.class_group
          WHERE go.exam_id = e.id AND go.allowed_networks IS NOT NULL
            AND NOT EXISTS (SELECT 1 FROM exam_overrides so WHERE so.exam_id = e.id AND so.student_id = sc.student_id
                              AND so.allowed_networks IS NOT NULL)
        ) x) AS "overrideNetworks"
FROM exams e WHERE e.id = :examId

-- BLOCK select_my_seb_exam
-- A published exam of a course and year the signed-in student is enrolled in, that requires Safe Exam Browser.
SELECT e.id, e.title_abbrev AS abbreviation
FROM exams e
JOIN students s ON s.user_id = :userId
WHERE e.id = :examId AND e.published_at IS NOT NULL AND e.archived_at IS NULL AND e.seb_required
  AND EXISTS (SELECT 1 FROM student_courses sc WHERE sc.student_id = s.id AND sc.course_id = e.course_id
                AND sc.academic_year_id = e.academic_year_id)
