-- Regrade dry runs (docs/grading.md, Regrade): what a regrade would write, kept so that Apply writes exactly what the
-- preview showed. Code and SQL answers of a dry run are graded by the grading queue (job_ids), so a preview is
-- `grading` until those jobs end. `fingerprint` digests everything the preview was computed from (answers, grades,
-- manual marks, versions, models, the exam's pass mark); Apply recomputes it under the instances' locks and refuses
-- when it differs.
CREATE TABLE exam_regrade_previews (
  id uuid PRIMARY KEY,
  exam_id integer NOT NULL REFERENCES exams (id) ON DELETE CASCADE,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  -- The RegradeOptions asked for.
  options jsonb NOT NULL,
  fingerprint text NOT NULL,
  status text NOT NULL CHECK (status IN ('grading', 'ready', 'applied')),
  job_ids integer[] NOT NULL DEFAULT '{}',
  -- Per instance question in scope: what it holds and what it becomes (server/modules/regrades/plan.ts).
  plan jsonb NOT NULL,
  -- Once ready: the counts, changed answers and instances shown (RegradePreview).
  diff jsonb,
  regrade_id integer REFERENCES exam_regrades (id) ON DELETE SET NULL
);
CREATE INDEX exam_regrade_previews_exam_idx ON exam_regrade_previews (exam_id, created_at DESC);
CREATE INDEX exam_regrade_previews_created_by_idx ON exam_regrade_previews (created_by);
CREATE INDEX exam_regrade_previews_regrade_idx ON exam_regrade_previews (regrade_id);
