-- BLOCK insert_academic_year
INSERT INTO academic_years (title, start_date, end_date)
VALUES (:title, :startDate::date, :endDate::date)
RETURNING id

-- BLOCK insert_course
INSERT INTO courses (name, acronym, description)
VALUES (:name, :acronym, :description)
RETURNING id

-- BLOCK insert_teacher_course
INSERT INTO teacher_courses (user_id, course_id) VALUES (:userId, :courseId)

-- BLOCK insert_student
INSERT INTO students (user_id, first_name, last_name, email, alt_id, class_group)
VALUES (:userId, :firstName, :lastName, :email, :altId, :classGroup)
RETURNING id

-- BLOCK insert_student_course
INSERT INTO student_courses (student_id, course_id, academic_year_id, class_group)
VALUES (:studentId, :courseId, :academicYearId, :classGroup)

-- BLOCK insert_exam
INSERT INTO exams (course_id, academic_year_id, title, title_abbrev, grading_model_id)
VALUES (:courseId, :academicYearId, :title, :titleAbbrev, :gradingModelId)
RETURNING id

-- BLOCK insert_node_type
INSERT INTO node_types (name, color) VALUES (:name, :color) RETURNING id

-- BLOCK insert_node
INSERT INTO nodes (course_id, node_type_id, name, description)
VALUES (:courseId, :nodeTypeId, :name, :description)
RETURNING id

-- BLOCK insert_node_parent
INSERT INTO node_parents (node_id, parent_id) VALUES (:nodeId, :parentId)

-- BLOCK insert_grading_model
INSERT INTO grading_models (name, correct_score, incorrect_score, unanswered_score, threshold)
VALUES (:name, :correctScore, :incorrectScore, :unansweredScore, :threshold)
RETURNING id

-- BLOCK select_demo_ids
-- What the demo exams build on (server/seed/demo-exams.ts).
SELECT (SELECT id FROM users WHERE username = 'admin') AS "adminId",
       (SELECT id FROM courses WHERE acronym = 'DB') AS databases,
       (SELECT id FROM academic_years ORDER BY start_date DESC LIMIT 1) AS "currentYear",
       (SELECT s.id FROM students s JOIN users u ON u.id = s.user_id WHERE u.username = 'student') AS "demoStudentId",
       (SELECT coalesce(jsonb_object_agg(name, id), '{}') FROM grading_models) AS models,
       ARRAY(SELECT sc.student_id FROM student_courses sc
             WHERE sc.course_id = (SELECT id FROM courses WHERE acronym = 'DB')
               AND sc.academic_year_id = (SELECT id FROM academic_years ORDER BY start_date DESC LIMIT 1)
             ORDER BY sc.student_id) AS "currentYearStudentIds"

-- BLOCK select_question_ids_by_title
SELECT title, id FROM questions WHERE course_id = :courseId AND is_latest

-- BLOCK select_demo_exam_ids
SELECT title_abbrev AS abbreviation, id FROM exams WHERE course_id = :courseId AND academic_year_id = :academicYearId

-- BLOCK set_exam_published_for_demo
UPDATE exams SET published_at = :now WHERE id = :examId

-- BLOCK select_instance_questions_for_demo
SELECT iq.ordinal, iq.seed, q.text, q.content, q.template
FROM exam_instance_questions iq JOIN questions q ON q.id = iq.question_id
WHERE iq.instance_id = :instanceId
ORDER BY iq.ordinal
