-- Rows the administration tests need that no operation of theirs makes (nodes, exams with a grading model).

-- BLOCK insert_node_type
INSERT INTO node_types (name, color) VALUES (:name, '#4f7cff') RETURNING id

-- BLOCK insert_node
INSERT INTO nodes (course_id, node_type_id, name) VALUES (:courseId, :nodeTypeId, :name) RETURNING id

-- BLOCK insert_exam
INSERT INTO exams (course_id, academic_year_id, title, title_abbrev, grading_model_id)
VALUES (:courseId, :academicYearId, :title, :title, :gradingModelId)
RETURNING id

-- BLOCK insert_enrolment
INSERT INTO student_courses (student_id, course_id, academic_year_id)
SELECT id, :courseId, :academicYearId FROM students ORDER BY id LIMIT 1

-- BLOCK select_session_presence
SELECT last_seen_at, current_route, current_course_id, revoked_at FROM sessions WHERE token_hash = :tokenHash
