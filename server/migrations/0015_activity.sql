-- The home page's "My activity" (server/modules/activity) reads each source of a staff member's events newest
-- first from an index on (who, when), stopping after one page, and the student page ranks an instance among its
-- exam's scored submissions with an index-only range. docs/exams.md (My activity, The student page).

CREATE INDEX exams_created_by_at_idx ON exams (created_by, created_at DESC);
CREATE INDEX exams_updated_by_at_idx ON exams (updated_by, updated_at DESC);
CREATE INDEX exam_actions_acted_by_at_idx ON exam_actions (acted_by, acted_at DESC);
CREATE INDEX exam_generation_runs_requested_by_at_idx ON exam_generation_runs (requested_by, started_at DESC);
-- Every version (questions_created_by_idx covers only the latest ones).
CREATE INDEX questions_created_by_at_idx ON questions (created_by, created_at DESC);
CREATE INDEX questions_updated_by_at_idx ON questions (updated_by, updated_at DESC);
CREATE INDEX exam_ticket_entries_by_user_at_idx ON exam_ticket_entries (by_user, at DESC);
CREATE INDEX manual_grades_graded_by_at_idx ON manual_grades (graded_by, graded_at DESC);
CREATE INDEX exam_regrades_applied_by_at_idx ON exam_regrades (applied_by, applied_at DESC);

CREATE INDEX exam_instances_ranked_idx ON exam_instances (exam_id, score_percent)
  WHERE submitted_at IS NOT NULL AND score_percent IS NOT NULL;

-- Superseded by the indexes above, which lead with the same column (the users' ON DELETE SET NULL uses them too).
DROP INDEX IF EXISTS exams_created_by_idx;
DROP INDEX IF EXISTS exams_updated_by_idx;
DROP INDEX IF EXISTS exam_actions_acted_by_idx;
DROP INDEX IF EXISTS exam_generation_runs_requested_by_idx;
DROP INDEX IF EXISTS exam_ticket_entries_by_user_idx;
