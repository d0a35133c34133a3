-- Instances generated ahead of the window by the server itself (docs/exams.md, "Generated ahead"): a published
-- exam's instances are generated GENERATE_AHEAD_MINUTES before its window opens, so that the starts at the opening
-- only read what is there. One automatic run per exam: the unique index is what every API process's sweep claims.
ALTER TABLE exam_generation_runs ADD COLUMN automatic boolean NOT NULL DEFAULT false;
CREATE UNIQUE INDEX exam_generation_runs_automatic_key ON exam_generation_runs (exam_id) WHERE automatic;
-- The sweep's question every few seconds: which published exams open soon.
CREATE INDEX exams_opening_idx ON exams (available_from) WHERE published_at IS NOT NULL AND archived_at IS NULL;
