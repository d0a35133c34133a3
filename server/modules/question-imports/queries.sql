-- Moodle import and export of the question bank.

-- BLOCK select_export_questions
-- The requested questions of the course (any version), in the order asked.
SELECT q.id, q.title, q.text, q.content, q.template, q.feedback, q.tags
FROM unnest(:questionIds::int[]) WITH ORDINALITY AS requested (id, position)
JOIN questions q ON q.id = requested.id AND q.course_id = :courseId
ORDER BY requested.position

-- BLOCK select_course_attachments
-- The course's attachments among the given ids (a question's text may name any id; only these are exported).
SELECT id, file_name, data
FROM attachments
WHERE course_id = :courseId AND id = ANY(:attachmentIds::int[])
