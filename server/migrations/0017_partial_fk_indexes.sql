-- Indexes on references that are null in almost every row take no entry for those rows: every answer save writes an
-- exam_events row (acted_by null: the student's own) and updates an exam_answers row (graded_by and grading_job_id
-- null until graded), and each such write no longer adds a null to these indexes. Lookups by a value (a user
-- deleted, a grading job ending) still use them: an equality implies not null.

DROP INDEX exam_events_acted_by_idx;
CREATE INDEX exam_events_acted_by_idx ON exam_events (acted_by) WHERE acted_by IS NOT NULL;

DROP INDEX exam_answers_graded_by_idx;
CREATE INDEX exam_answers_graded_by_idx ON exam_answers (graded_by) WHERE graded_by IS NOT NULL;

DROP INDEX exam_answers_grading_job_id_idx;
CREATE INDEX exam_answers_grading_job_id_idx ON exam_answers (grading_job_id) WHERE grading_job_id IS NOT NULL;
