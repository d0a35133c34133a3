-- The course node graph: a DAG (a node may have several parents), both ends of an edge in the same course.

-- BLOCK select_course_nodes
SELECT n.id, n.course_id AS "courseId", n.name, n.description, n.node_type_id AS "nodeTypeId",
       nt.name AS "nodeTypeName", nt.color AS "nodeTypeColor",
       coalesce(array_agg(np.parent_id ORDER BY np.parent_id) FILTER (WHERE np.parent_id IS NOT NULL), '{}') AS "parentIds"
FROM nodes n
JOIN node_types nt ON nt.id = n.node_type_id
LEFT JOIN node_parents np ON np.node_id = n.id
WHERE n.course_id = :courseId
GROUP BY n.id, nt.id
ORDER BY n.name, n.id

-- BLOCK select_node_question_counts
-- questionCount: latest versions attached to the node; totalQuestionCount: distinct latest questions
-- attached to the node or any node below it (a question under two branches counts once). The closure pairs
-- every node of the course with itself and its descendants; UNION keeps each pair once in a shared subgraph.
WITH RECURSIVE closure (ancestor_id, node_id) AS (
  SELECT n.id, n.id FROM nodes n WHERE n.course_id = :courseId
  UNION
  SELECT c.ancestor_id, np.node_id FROM closure c JOIN node_parents np ON np.parent_id = c.node_id
),
attached AS (
  SELECT qn.node_id, qn.question_id
  FROM question_nodes qn
  JOIN questions q ON q.id = qn.question_id AND q.is_latest
  WHERE q.course_id = :courseId
)
SELECT n.id AS "nodeId", coalesce(own.count, 0) AS "questionCount", coalesce(total.count, 0) AS "totalQuestionCount"
FROM nodes n
LEFT JOIN (SELECT node_id, count(*)::int AS count FROM attached GROUP BY node_id) own ON own.node_id = n.id
LEFT JOIN (
  SELECT c.ancestor_id, count(DISTINCT a.question_id)::int AS count
  FROM closure c JOIN attached a ON a.node_id = c.node_id
  GROUP BY c.ancestor_id
) total ON total.ancestor_id = n.id
WHERE n.course_id = :courseId

-- BLOCK select_node
SELECT n.id, n.course_id AS "courseId", n.name, n.description, n.node_type_id AS "nodeTypeId",
       nt.name AS "nodeTypeName", nt.color AS "nodeTypeColor",
       ARRAY(SELECT np.parent_id FROM node_parents np WHERE np.node_id = n.id ORDER BY np.parent_id) AS "parentIds"
FROM nodes n
JOIN node_types nt ON nt.id = n.node_type_id
WHERE n.id = :nodeId

-- BLOCK lock_course_graph
-- Graph changes of one course take turns, so that two links made at once cannot close a cycle together.
SELECT id FROM courses WHERE id = :courseId FOR UPDATE

-- BLOCK select_node_type_exists
SELECT EXISTS (SELECT 1 FROM node_types WHERE id = :nodeTypeId) AS exists

-- BLOCK select_nodes_outside_course
-- The given ids that are not nodes of the course (unknown, or of another course).
SELECT t.node_id AS id
FROM unnest(:nodeIds::int[]) AS t (node_id)
WHERE NOT EXISTS (SELECT 1 FROM nodes n WHERE n.id = t.node_id AND n.course_id = :courseId)
ORDER BY t.node_id

-- BLOCK insert_node
INSERT INTO nodes (course_id, node_type_id, name, description)
VALUES (:courseId, :nodeTypeId, :name, :description)
RETURNING id

-- BLOCK insert_node_parents
INSERT INTO node_parents (node_id, parent_id)
SELECT :nodeId, unnest(:parentIds::int[])
ON CONFLICT DO NOTHING

-- BLOCK update_node
UPDATE nodes SET name = :name, description = :description, node_type_id = :nodeTypeId WHERE id = :nodeId

-- BLOCK count_node_children
SELECT count(*)::int AS children FROM node_parents WHERE parent_id = :nodeId

-- BLOCK delete_node
DELETE FROM nodes WHERE id = :nodeId

-- BLOCK select_is_descendant
-- Whether :candidateId is :nodeId itself or below it; linking the candidate as the node's parent would then
-- close a cycle. UNION (not UNION ALL) visits a shared descendant once.
WITH RECURSIVE below (id) AS (
  SELECT :nodeId::integer
  UNION
  SELECT np.node_id FROM node_parents np JOIN below ON np.parent_id = below.id
)
SELECT EXISTS (SELECT 1 FROM below WHERE id = :candidateId::integer) AS is_descendant

-- BLOCK delete_node_parent
DELETE FROM node_parents WHERE node_id = :nodeId AND parent_id = :parentId
