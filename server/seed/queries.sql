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
