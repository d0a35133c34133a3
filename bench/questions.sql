-- Benchmark volume for the question bank: a node graph and tens of thousands of questions in one course.

-- BLOCK insert_bench_node_type
INSERT INTO node_types (name, color) VALUES ('Bench topic', '#336699') RETURNING id

-- BLOCK insert_bench_node
INSERT INTO nodes (course_id, node_type_id, name) VALUES (:courseId, :nodeTypeId, :name) RETURNING id

-- BLOCK insert_bench_node_parents
INSERT INTO node_parents (node_id, parent_id) SELECT :nodeId, unnest(:parentIds::int[])

-- BLOCK insert_bench_questions
-- Written like the service writes a question (version 1 of its own chain, the same weighted search vector).
WITH rows AS (
  SELECT nextval(pg_get_serial_sequence('questions', 'id'))::int AS id, r.*
  FROM unnest(:kinds::text[], :titles::text[], :texts::text[], :contents::jsonb[], :tags::text[], :answerTexts::text[],
              :authors::int[], :updatedAts::timestamptz[], :actives::boolean[])
       AS r (kind, title, text, content, tags, answer_text, author, updated_at, active)
)
INSERT INTO questions (id, course_id, root_id, version, is_latest, kind, title, text, content, is_active, tags,
                       search_vector, created_by, updated_by, created_at, updated_at)
OVERRIDING SYSTEM VALUE
SELECT id, :courseId, id, 1, true, kind, title, text, content, active, string_to_array(tags, ','),
       setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', text), 'B')
         || setweight(to_tsvector('simple', answer_text), 'C'),
       author, author, updated_at, updated_at
FROM rows

-- BLOCK insert_bench_question_nodes
-- Every question on one node picked by its id, every fifth on a second one.
INSERT INTO question_nodes (question_id, node_id)
SELECT q.id, (:nodeIds::int[])[1 + ((q.id::bigint * 7919) % cardinality(:nodeIds::int[]))::int] FROM questions q WHERE q.course_id = :courseId
UNION
SELECT q.id, (:nodeIds::int[])[1 + ((q.id::bigint * 104729) % cardinality(:nodeIds::int[]))::int] FROM questions q
WHERE q.course_id = :courseId AND q.id % 5 = 0

-- BLOCK select_bench_user_id
SELECT id FROM users WHERE username = :username

-- BLOCK vacuum_analyze
VACUUM ANALYZE
