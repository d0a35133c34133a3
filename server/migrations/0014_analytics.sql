-- Analytics (docs/analytics.md): the last computed analytics of an exam, kept with a fingerprint of what they were
-- computed from (the exam's row, its instances' and their students' enrolment row versions). A request whose
-- fingerprint matches is answered from here; any change of those rows (a submit, a grade written by the grading
-- queue, a manual grade applied, a regrade — each recomputes the instance's totals — or a class group) computes
-- them again.
CREATE TABLE exam_analytics_cache (
  exam_id integer PRIMARY KEY REFERENCES exams (id) ON DELETE CASCADE,
  fingerprint text NOT NULL,
  data jsonb NOT NULL,
  computed_at timestamptz NOT NULL
);
