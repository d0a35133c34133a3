-- Rows the student page and My activity tests set up directly: scores as grading would leave them, instances of
-- exams made without parts, and the grades and regrades of the after-exam modules.

-- BLOCK set_instance_score
UPDATE exam_instances
SET score = :percent::numeric / 10, max_score = 10, score_percent = :percent::numeric, passed = :percent::numeric >= 50,
    grading_state = 'graded'
WHERE id = :instanceId

-- BLOCK insert_bare_instance
-- An instance of an exam for a student, submitted with the given score % (null: generated only).
INSERT INTO exam_instances (exam_id, student_id, seed, generated_at, started_at, deadline_at, submitted_at,
                            score, max_score, score_percent, passed, grading_state)
VALUES (:examId, :studentId, 1, :now, CASE WHEN :percent::numeric IS NOT NULL THEN :now::timestamptz END,
        CASE WHEN :percent::numeric IS NOT NULL THEN :now::timestamptz END, CASE WHEN :percent::numeric IS NOT NULL THEN :now::timestamptz END,
        :percent::numeric / 10, 10, :percent::numeric, :percent::numeric >= 50,
        CASE WHEN :percent::numeric IS NOT NULL THEN 'graded' ELSE 'none' END)
RETURNING id

-- BLOCK select_student_of_user
SELECT id FROM students WHERE user_id = :userId

-- BLOCK enrol_student
INSERT INTO student_courses (student_id, course_id, academic_year_id) VALUES (:studentId, :courseId, :academicYearId)

-- BLOCK insert_manual_grade
INSERT INTO manual_grades (instance_id, ordinal, score, graded_by, graded_at)
VALUES (:instanceId, :ordinal, :score, :userId, :at)

-- BLOCK insert_regrade
INSERT INTO exam_regrades (exam_id, reason, changed_answers, changed_instances, applied_by, applied_at)
VALUES (:examId, 'A key was wrong', :changed, 1, :userId, :at)
