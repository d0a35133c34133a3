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
INSERT INTO exams (course_id, academic_year_id, title, title_abbrev)
VALUES (:courseId, :academicYearId, :title, :titleAbbrev)
RETURNING id
