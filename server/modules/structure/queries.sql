-- Node types and grading models: the shared vocabulary of course structure and scoring.

-- BLOCK select_node_types
-- Every node type (or the one asked for) with how many nodes use it.
SELECT nt.id, nt.name, nt.color,
       (SELECT count(*) FROM nodes n WHERE n.node_type_id = nt.id)::int AS "nodeCount"
FROM node_types nt
WHERE :nodeTypeId::integer IS NULL OR nt.id = :nodeTypeId::integer
ORDER BY lower(nt.name), nt.id

-- BLOCK select_node_type_id_by_name
SELECT id FROM node_types
WHERE lower(name) = lower(:name) AND (:exceptId::integer IS NULL OR id <> :exceptId::integer)

-- BLOCK insert_node_type
INSERT INTO node_types (name, color) VALUES (:name, :color) RETURNING id

-- BLOCK update_node_type
UPDATE node_types SET name = :name, color = :color WHERE id = :nodeTypeId

-- BLOCK lock_node_type
-- Locked, so that no node can take the type while a delete counts its nodes.
SELECT id, name, (SELECT count(*) FROM nodes n WHERE n.node_type_id = nt.id)::int AS node_count
FROM node_types nt
WHERE id = :nodeTypeId
FOR UPDATE

-- BLOCK delete_node_type
DELETE FROM node_types WHERE id = :nodeTypeId

-- BLOCK select_grading_models
-- Every grading model (or the one asked for) with the exams that use it (as their default or in a part), newest
-- year first.
SELECT gm.id, gm.name, gm.correct_score, gm.incorrect_score, gm.unanswered_score, gm.threshold,
       (SELECT coalesce(json_agg(json_build_object(
                 'id', e.id, 'title', e.title, 'courseAcronym', c.acronym, 'academicYear', ay.title)
               ORDER BY ay.start_date DESC, c.acronym, e.title, e.id), '[]'::json)
        FROM exams e
        JOIN courses c ON c.id = e.course_id
        JOIN academic_years ay ON ay.id = e.academic_year_id
        WHERE e.grading_model_id = gm.id
           OR EXISTS (SELECT 1 FROM exam_parts p WHERE p.exam_id = e.id AND p.grading_model_id = gm.id)) AS exams
FROM grading_models gm
WHERE :gradingModelId::integer IS NULL OR gm.id = :gradingModelId::integer
ORDER BY lower(gm.name), gm.id

-- BLOCK select_grading_model_id_by_name
SELECT id FROM grading_models
WHERE lower(name) = lower(:name) AND (:exceptId::integer IS NULL OR id <> :exceptId::integer)

-- BLOCK insert_grading_model
INSERT INTO grading_models (name, correct_score, incorrect_score, unanswered_score, threshold)
VALUES (:name, :correctScore, :incorrectScore, :unansweredScore, :threshold)
RETURNING id

-- BLOCK update_grading_model
UPDATE grading_models
SET name = :name, correct_score = :correctScore, incorrect_score = :incorrectScore,
    unanswered_score = :unansweredScore, threshold = :threshold
WHERE id = :gradingModelId

-- BLOCK lock_grading_model
SELECT id, name FROM grading_models WHERE id = :gradingModelId FOR UPDATE

-- BLOCK delete_grading_model
DELETE FROM grading_models WHERE id = :gradingModelId
