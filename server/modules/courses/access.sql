-- "May this user work on course X": one place for every module (students, enrolments, imports, nodes).

-- BLOCK select_course_access
-- exists: the course exists; allowed: an administrator, or a teacher of the course.
SELECT EXISTS (SELECT 1 FROM courses WHERE id = :courseId) AS exists,
       (:roleName::text = 'Admin'
         OR EXISTS (SELECT 1 FROM teacher_courses WHERE user_id = :userId AND course_id = :courseId)) AS allowed
