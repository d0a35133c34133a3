-- The question bank: version chains (root_id, version, is_latest), node links, tags, full-text search, grading
-- trials and attachments.

-- BLOCK lock_question
-- Saving a version takes the chain's latest row first, so two saves of one question take turns and the second
-- sees that the first made a newer version.
SELECT id, course_id, root_id, version, is_latest FROM questions WHERE id = :questionId FOR UPDATE

-- BLOCK select_question
SELECT q.id, q.course_id, q.root_id, q.version, q.is_latest, q.kind, q.title, q.text, q.content, q.template,
       q.is_active, q.time_limit_seconds, q.comment, q.feedback, q.tags, q.created_by, q.created_at, q.updated_at,
       (SELECT count(*)::int FROM questions v WHERE v.root_id = q.root_id) AS version_count,
       nullif(concat_ws(' ', cu.first_name, cu.last_name), '') AS created_by_name,
       nullif(concat_ws(' ', uu.first_name, uu.last_name), '') AS updated_by_name,
       coalesce((SELECT json_agg(json_build_object('id', n.id, 'name', n.name) ORDER BY n.name, n.id)
                 FROM question_nodes qn JOIN nodes n ON n.id = qn.node_id
                 WHERE qn.question_id = q.id), '[]') AS nodes
FROM questions q
LEFT JOIN users cu ON cu.id = q.created_by
LEFT JOIN users uu ON uu.id = q.updated_by
WHERE q.id = :questionId

-- BLOCK insert_question
-- Version 1 of a new chain takes its own id as root_id, so the id is drawn before the row is written.
-- search_vector: title > text > the answers' words (the grader's answerText), no stemming.
WITH next AS (
  SELECT nextval(pg_get_serial_sequence('questions', 'id'))::int AS id
)
INSERT INTO questions (id, course_id, root_id, version, is_latest, kind, title, text, content, template, is_active,
                       time_limit_seconds, comment, feedback, tags, search_vector, created_by, updated_by, created_at, updated_at)
OVERRIDING SYSTEM VALUE
SELECT next.id, :courseId, coalesce(:rootId::int, next.id), :version, true, :kind, :title, :text, :content::jsonb,
       :template::jsonb, :isActive, :timeLimitSeconds::int, :comment::text, :feedback::jsonb, :tags::text[],
       setweight(to_tsvector('simple', :title::text), 'A')
         || setweight(to_tsvector('simple', :text::text), 'B')
         || setweight(to_tsvector('simple', :answerText::text), 'C'),
       :userId::int, :userId::int, :now::timestamptz, :now::timestamptz
FROM next
RETURNING id

-- BLOCK update_question
UPDATE questions
SET kind = :kind, title = :title, text = :text, content = :content::jsonb, template = :template::jsonb,
    is_active = :isActive, time_limit_seconds = :timeLimitSeconds::int, comment = :comment::text, feedback = :feedback::jsonb,
    tags = :tags::text[],
    search_vector = setweight(to_tsvector('simple', :title::text), 'A')
      || setweight(to_tsvector('simple', :text::text), 'B')
      || setweight(to_tsvector('simple', :answerText::text), 'C'),
    updated_by = :userId::int, updated_at = :now::timestamptz
WHERE id = :questionId

-- BLOCK unset_latest
UPDATE questions SET is_latest = false WHERE id = :questionId

-- BLOCK select_max_version
SELECT max(version)::int AS version FROM questions WHERE root_id = :rootId

-- BLOCK insert_question_nodes
INSERT INTO question_nodes (question_id, node_id)
SELECT :questionId, unnest(:nodeIds::int[])
ON CONFLICT DO NOTHING

-- BLOCK delete_question_nodes
DELETE FROM question_nodes WHERE question_id = :questionId

-- BLOCK update_question_active
UPDATE questions SET is_active = :isActive, updated_by = :userId::int, updated_at = :now::timestamptz
WHERE id = :questionId

-- BLOCK select_question_versions
SELECT q.id, q.version, q.is_latest, q.title, q.kind, q.is_active, q.updated_at,
       nullif(concat_ws(' ', uu.first_name, uu.last_name), '') AS updated_by_name
FROM questions q
LEFT JOIN users uu ON uu.id = q.updated_by
WHERE q.root_id = :rootId
ORDER BY q.version DESC

-- BLOCK select_question_tags
SELECT t.tag, count(*)::int AS count
FROM question_search s, unnest(s.tags) AS t (tag)
WHERE s.course_id = :courseId
GROUP BY t.tag
ORDER BY count(*) DESC, lower(t.tag), t.tag

-- BLOCK select_nodes_outside_course
-- The given ids that are not nodes of the course (unknown, or of another course).
SELECT t.node_id AS id
FROM unnest(:nodeIds::int[]) AS t (node_id)
WHERE NOT EXISTS (SELECT 1 FROM nodes n WHERE n.id = t.node_id AND n.course_id = :courseId)
ORDER BY t.node_id

-- BLOCK order_questions_updated_at
s.updated_at, s.question_id

-- BLOCK order_questions_title
s.title_key, s.question_id

-- BLOCK order_questions_kind
s.kind, s.updated_at, s.question_id

-- BLOCK order_questions_id
s.question_id

-- BLOCK order_questions_relevance
-- `rank` is the page's own column (NULL without a query, when the order falls to the id).
rank, s.question_id

-- BLOCK question_filters
-- The list's filters over question_search (alias s), the latest versions' narrow rows; included by the count and
-- the page. Unused filters are NULL and vanish from the plan, which PostgreSQL makes for the actual values. The
-- node filter is the node and every node below it, computed once as an array.
s.course_id = :courseId
  AND (:ids::int[] IS NULL OR s.question_id = ANY (:ids::int[]))
  AND (:kinds::text[] IS NULL OR s.kind = ANY (:kinds::text[]))
  AND (:tags::text[] IS NULL OR s.tags @> :tags::text[])
  AND (:isActive::boolean IS NULL OR s.is_active = :isActive::boolean)
  AND (:authorId::int IS NULL OR s.created_by = :authorId::int)
  AND (:tsquery::text IS NULL OR s.search_vector @@ to_tsquery('simple', :tsquery::text))
  AND (:nodeId::int IS NULL OR s.question_id IN (
        SELECT qn.question_id FROM question_nodes qn
        WHERE qn.node_id = ANY (ARRAY(
          WITH RECURSIVE below (id) AS (
            SELECT :nodeId::int
            UNION
            SELECT np.node_id FROM node_parents np JOIN below ON np.parent_id = below.id WHERE :descendants::boolean
          )
          SELECT id FROM below))))

-- BLOCK count_questions
SELECT count(*)::int AS total
FROM question_search s
WHERE
-- INCLUDE question_filters

-- BLOCK select_question_page
-- The filters of count_questions; the details and the snippet are read for the page's rows only (joined
-- to question_search again for the order's columns). A prefix
-- word makes the planner overestimate matches, so for a rare word it would walk the whole course in list order
-- looking for them; with :fewMatches (the count said so) the matching ids come from the text index first instead.
WITH page AS (
  SELECT s.question_id AS id,
         CASE WHEN :byRank::boolean THEN ts_rank(s.search_vector, to_tsquery('simple', :tsquery::text)) END AS rank
  FROM question_search s
  WHERE
  -- INCLUDE question_filters
    AND (:fewMatches::boolean IS NOT TRUE OR s.question_id = ANY (ARRAY(
          SELECT m.question_id FROM question_search m
          WHERE m.search_vector @@ to_tsquery('simple', :tsquery::text))))
  ORDER BY /*order*/
  LIMIT :limit OFFSET :offset
)
SELECT q.id, q.root_id, q.version, q.kind, q.title, left(q.text, 2000) AS text, q.is_active, q.tags, q.created_by,
       q.updated_at,
       nullif(concat_ws(' ', cu.first_name, cu.last_name), '') AS created_by_name,
       coalesce((SELECT json_agg(json_build_object('id', n.id, 'name', n.name) ORDER BY n.name, n.id)
                 FROM question_nodes qn JOIN nodes n ON n.id = qn.node_id
                 WHERE qn.question_id = q.id), '[]') AS nodes,
       CASE WHEN :tsquery::text IS NULL THEN NULL
            ELSE ts_headline('simple', q.title || E'\n' || q.text, to_tsquery('simple', :tsquery::text),
                             'StartSel=«, StopSel=», MaxWords=30, MinWords=12, ShortWord=1, MaxFragments=2, FragmentDelimiter=" … "')
       END AS snippet
FROM page
JOIN question_search s ON s.question_id = page.id
JOIN questions q ON q.id = page.id
LEFT JOIN users cu ON cu.id = q.created_by
ORDER BY /*order*/

-- BLOCK select_grading_model_scores
SELECT correct_score::float8 AS correct, incorrect_score::float8 AS incorrect, unanswered_score::float8 AS unanswered
FROM grading_models WHERE id = :gradingModelId

-- BLOCK insert_attachment
-- An identical file of the course (same SHA-256) is reused; its row is returned either way.
WITH inserted AS (
  INSERT INTO attachments (course_id, file_name, media_type, byte_size, sha256, data, created_by, created_at)
  VALUES (:courseId, :fileName, :mediaType, :byteSize, :sha256, :data, :userId::int, :now::timestamptz)
  ON CONFLICT (course_id, sha256) DO NOTHING
  RETURNING id, file_name, media_type, byte_size
)
SELECT id, file_name, media_type, byte_size FROM inserted
UNION ALL
SELECT id, file_name, media_type, byte_size FROM attachments WHERE course_id = :courseId AND sha256 = :sha256
LIMIT 1

-- BLOCK select_attachment_course
SELECT id, course_id FROM attachments WHERE id = :attachmentId

-- BLOCK student_sees_attachment
-- A student may load an image that a question of an exam instance of theirs shows, once they have started it
-- (the view kept at generation; `attachment:ID` not followed by another digit), and an image of a question's feedback
-- (the question's own, or an option's, key's or true/false value's) once they have submitted an exam that shows
-- feedback or solutions — what their review shows. Instances are few per student.
SELECT EXISTS (
  SELECT 1
  FROM students s
  JOIN exam_instances i ON i.student_id = s.id AND i.started_at IS NOT NULL
  JOIN exam_instance_questions q ON q.instance_id = i.id
  WHERE s.user_id = :userId
    AND q.view::text ~ ('attachment:' || :attachmentId::int || '([^0-9]|$)')
) OR EXISTS (
  SELECT 1
  FROM students s
  JOIN exam_instances i ON i.student_id = s.id AND i.submitted_at IS NOT NULL
  JOIN exams e ON e.id = i.exam_id AND (e.show_feedback OR e.show_solutions)
  JOIN exam_instance_questions q ON q.instance_id = i.id
  JOIN questions v ON v.id = q.question_id
  WHERE s.user_id = :userId
    AND concat_ws(' ', v.feedback::text, jsonb_path_query_array(v.content, 'lax $.**.feedback')::text,
                  jsonb_path_query_array(v.content, 'lax $.**.trueFeedback')::text,
                  jsonb_path_query_array(v.content, 'lax $.**.falseFeedback')::text)
        ~ ('attachment:' || :attachmentId::int || '([^0-9]|$)')
) AS allowed

-- BLOCK select_attachment_data
SELECT media_type, file_name, data FROM attachments WHERE id = :attachmentId
