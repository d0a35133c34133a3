-- Accommodations (a student's extra time in every exam) and exam overrides (another window, duration, password or
-- start permission for one student or one class group of one exam): docs/exams.md, "Who gets which window and how
-- long". The rule they make for a student is computed in server/modules/exams/access-rules.ts.

-- BLOCK select_visible_student
-- A student the user may act for: an admin any, a teacher one enrolled (any year) in a course they teach.
SELECT s.id FROM students s
WHERE s.id = :studentId
  AND (:seesAll::boolean OR EXISTS (
        SELECT 1 FROM student_courses sc
        JOIN teacher_courses tc ON tc.course_id = sc.course_id
        WHERE sc.student_id = s.id AND tc.user_id = :userId))

-- BLOCK select_accommodation
SELECT a.extra_percent AS "extraPercent", a.extra_minutes AS "extraMinutes", a.extend_window AS "extendWindow", a.note,
       a.updated_at AS "updatedAt",
       nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') AS "updatedByName"
FROM student_accommodations a
LEFT JOIN users u ON u.id = a.updated_by
WHERE a.student_id = :studentId

-- BLOCK select_accommodation_history
SELECT h.id, h.action, h.extra_percent AS "extraPercent", h.extra_minutes AS "extraMinutes", h.extend_window AS "extendWindow",
       h.note, h.acted_at AS "actedAt",
       nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') AS "actedByName"
FROM student_accommodation_history h
LEFT JOIN users u ON u.id = h.acted_by
WHERE h.student_id = :studentId
ORDER BY h.id DESC
LIMIT 200

-- BLOCK upsert_accommodation
WITH saved AS (
  INSERT INTO student_accommodations (student_id, extra_percent, extra_minutes, extend_window, note, updated_by, updated_at)
  VALUES (:studentId, :extraPercent, :extraMinutes, :extendWindow, :note, :userId, :now)
  ON CONFLICT (student_id) DO UPDATE
  SET extra_percent = excluded.extra_percent, extra_minutes = excluded.extra_minutes, extend_window = excluded.extend_window,
      note = excluded.note, updated_by = excluded.updated_by, updated_at = excluded.updated_at
  RETURNING student_id
)
INSERT INTO student_accommodation_history (student_id, action, extra_percent, extra_minutes, extend_window, note, acted_by, acted_at)
SELECT student_id, 'set', :extraPercent, :extraMinutes, :extendWindow, :note, :userId, :now FROM saved

-- BLOCK delete_accommodation
WITH removed AS (
  DELETE FROM student_accommodations WHERE student_id = :studentId RETURNING student_id
)
INSERT INTO student_accommodation_history (student_id, action, acted_by, acted_at)
SELECT student_id, 'removed', :userId, :now FROM removed
RETURNING id

-- BLOCK select_exam_of
SELECT e.id, e.course_id AS "courseId", e.academic_year_id AS "academicYearId", e.available_from AS "availableFrom",
       e.available_to AS "availableTo", e.duration_minutes AS "durationMinutes", e.password, e.archived_at AS "archivedAt"
FROM exams e WHERE e.id = :examId

-- BLOCK lock_exam
SELECT id FROM exams WHERE id = :examId FOR UPDATE

-- BLOCK select_override_exam
SELECT exam_id AS "examId" FROM exam_overrides WHERE id = :overrideId

-- BLOCK select_overrides
-- An exam's overrides (or one), students' first, with how many enrolled students each reaches and what the
-- warnings need: whether the student is enrolled, the academic year's dates.
SELECT o.id, o.exam_id AS "examId", o.student_id AS "studentId",
       CASE WHEN s.id IS NULL THEN NULL ELSE s.first_name || ' ' || s.last_name END AS "studentName", s.alt_id AS "studentAltId",
       o.class_group AS "classGroup", o.label, o.available_from AS "availableFrom", o.available_to AS "availableTo",
       o.duration_minutes AS "durationMinutes", o.password, o.start_allowed AS "startAllowed",
       o.allowed_networks AS "allowedNetworks", o.updated_at AS "updatedAt",
       nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') AS "updatedByName",
       CASE WHEN o.student_id IS NOT NULL THEN
              (SELECT count(*)::int FROM student_courses sc
               WHERE sc.student_id = o.student_id AND sc.course_id = e.course_id AND sc.academic_year_id = e.academic_year_id)
            ELSE
              (SELECT count(*)::int FROM student_courses sc
               WHERE sc.course_id = e.course_id AND sc.academic_year_id = e.academic_year_id AND sc.class_group = o.class_group
                 AND NOT EXISTS (SELECT 1 FROM exam_overrides so WHERE so.exam_id = e.id AND so.student_id = sc.student_id))
       END AS students,
       (o.class_group IS NOT NULL AND NOT EXISTS (
          SELECT 1 FROM student_courses sc
          WHERE sc.course_id = e.course_id AND sc.academic_year_id = e.academic_year_id AND sc.class_group = o.class_group)) AS "emptyGroup",
       ay.start_date::text AS "yearStart", ay.end_date::text AS "yearEnd"
FROM exam_overrides o
JOIN exams e ON e.id = o.exam_id
JOIN academic_years ay ON ay.id = e.academic_year_id
LEFT JOIN students s ON s.id = o.student_id
LEFT JOIN users u ON u.id = o.updated_by
WHERE o.exam_id = :examId AND (:overrideId::int IS NULL OR o.id = :overrideId::int)
ORDER BY o.student_id IS NULL, s.last_name, s.first_name, o.class_group, o.id

-- BLOCK select_student_exists
SELECT id FROM students WHERE id = :studentId

-- BLOCK insert_override
INSERT INTO exam_overrides (exam_id, student_id, class_group, label, available_from, available_to, duration_minutes, password,
  start_allowed, allowed_networks, created_by, created_at, updated_by, updated_at)
VALUES (:examId, :studentId, :classGroup, :label, :availableFrom, :availableTo, :durationMinutes, :password, :startAllowed,
  :allowedNetworks::text[], :userId, :now, :userId, :now)
RETURNING id

-- BLOCK select_override_target
SELECT student_id AS "studentId", class_group AS "classGroup" FROM exam_overrides WHERE id = :overrideId FOR UPDATE

-- BLOCK update_override
UPDATE exam_overrides
SET label = :label, available_from = :availableFrom, available_to = :availableTo, duration_minutes = :durationMinutes,
    password = :password, start_allowed = :startAllowed, allowed_networks = :allowedNetworks::text[], updated_by = :userId,
    updated_at = :now
WHERE id = :overrideId

-- BLOCK delete_override
DELETE FROM exam_overrides WHERE id = :overrideId
