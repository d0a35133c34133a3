-- BLOCK update_student_names
-- Names and numbers the export must carry as they are (Croatian letters, a comma and quotes, a formula).
UPDATE students SET first_name = :firstName, last_name = :lastName, alt_id = :altId, class_group = :classGroup
WHERE user_id = :userId

-- BLOCK select_instance_points
-- An instance's totals and each question's points as the export should report them.
SELECT i.score::float8 AS score, i.score_percent::float8 AS percent, i.passed,
       array_agg(CASE WHEN a.instance_id IS NULL THEN gm.unanswered_score ELSE a.score END::float8 ORDER BY iq.ordinal) AS points
FROM exam_instances i
JOIN exam_instance_questions iq ON iq.instance_id = i.id
JOIN grading_models gm ON gm.id = iq.grading_model_id
LEFT JOIN exam_answers a ON a.instance_id = iq.instance_id AND a.ordinal = iq.ordinal
WHERE i.id = :instanceId
GROUP BY i.id
