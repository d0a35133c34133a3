-- The public stalk page (docs/live.md, Stalk): an exam that allows it, and its instances under pseudonyms. Nothing
-- here selects a name, e-mail, student number, address or answer.

-- BLOCK select_stalk_exam
-- A published, unarchived exam of the course that allows the page; with one abbreviation in several academic
-- years, the current year's, else the latest.
SELECT e.id, e.title AS "examTitle", c.name AS "courseName", e.available_to AS "availableTo", e.stalk_salt::text AS salt
FROM exams e
JOIN courses c ON c.id = e.course_id
JOIN academic_years y ON y.id = e.academic_year_id
WHERE lower(c.acronym) = lower(:courseAcronym) AND lower(e.title_abbrev) = lower(:examAbbreviation)
  AND e.allow_anonymous_stalk AND e.published_at IS NOT NULL AND e.archived_at IS NULL
ORDER BY y.is_current DESC, y.start_date DESC, e.id DESC
LIMIT 1

-- BLOCK select_stalk_instances
-- Ongoing instances, and those submitted since `submittedSince`.
SELECT i.id, CASE WHEN i.submitted_at IS NULL THEN 'ongoing' ELSE 'submitted' END AS state,
       (SELECT count(*)::int FROM exam_answers a WHERE a.instance_id = i.id) AS answered,
       (SELECT count(*)::int FROM exam_instance_questions q WHERE q.instance_id = i.id) AS total,
       i.deadline_at AS "deadlineAt", i.last_contact_at AS "lastContactAt", i.contact_lost_at IS NOT NULL AS "contactLost"
FROM exam_instances i
WHERE i.exam_id = :examId AND i.started_at IS NOT NULL
  AND (i.submitted_at IS NULL OR i.submitted_at >= :submittedSince)
