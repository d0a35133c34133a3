-- After the exam: manual grading with rubrics (a shadow set of grades applied to the instances on request) and
-- regrades recorded with who and why. docs/grading.md describes the model.

-- Reusable rubric items of a question: per chain (root_id), so a new version of the question keeps its rubric.
CREATE TABLE rubric_items (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  question_root_id integer NOT NULL,
  ordinal integer NOT NULL CHECK (ordinal BETWEEN 0 AND 10000),
  -- Negative points are deductions.
  points numeric(10, 3) NOT NULL CHECK (points BETWEEN -100000 AND 100000),
  description text NOT NULL CHECK (length(trim(description)) BETWEEN 1 AND 2000),
  archived_at timestamptz,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  updated_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX rubric_items_root_idx ON rubric_items (question_root_id, ordinal, id);
CREATE INDEX rubric_items_created_by_idx ON rubric_items (created_by);
CREATE INDEX rubric_items_updated_by_idx ON rubric_items (updated_by);

-- The shadow set: a grader's grade of one answer (or of an unanswered question), invisible to students until
-- Apply copies it into exam_answers. score = sum of the ticked rubric items' points + adjustment, unless the
-- grader typed the score (score_typed). version counts saves: a save that names an older version is refused.
CREATE TABLE manual_grades (
  instance_id integer NOT NULL,
  ordinal integer NOT NULL,
  score numeric(10, 3) NOT NULL,
  adjustment numeric(10, 3) NOT NULL DEFAULT 0,
  score_typed boolean NOT NULL DEFAULT false,
  comment text CHECK (comment IS NULL OR length(comment) <= 10000),
  version integer NOT NULL DEFAULT 1 CHECK (version >= 1),
  graded_by integer REFERENCES users (id) ON DELETE SET NULL,
  graded_at timestamptz NOT NULL,
  -- Null while the grade differs from what students see; set by Apply.
  applied_at timestamptz,
  applied_by integer REFERENCES users (id) ON DELETE SET NULL,
  PRIMARY KEY (instance_id, ordinal),
  FOREIGN KEY (instance_id, ordinal) REFERENCES exam_instance_questions (instance_id, ordinal) ON DELETE CASCADE
);
CREATE INDEX manual_grades_graded_by_idx ON manual_grades (graded_by);
CREATE INDEX manual_grades_applied_by_idx ON manual_grades (applied_by);
CREATE INDEX manual_grades_unapplied_idx ON manual_grades (instance_id) WHERE applied_at IS NULL;

CREATE TABLE manual_grade_rubric_items (
  instance_id integer NOT NULL,
  ordinal integer NOT NULL,
  rubric_item_id integer NOT NULL REFERENCES rubric_items (id) ON DELETE CASCADE,
  PRIMARY KEY (instance_id, ordinal, rubric_item_id),
  FOREIGN KEY (instance_id, ordinal) REFERENCES manual_grades (instance_id, ordinal) ON DELETE CASCADE
);
CREATE INDEX manual_grade_rubric_items_item_idx ON manual_grade_rubric_items (rubric_item_id);

-- What students see: an answer's grade given by a teacher (Apply), kept by regrades unless chosen otherwise.
ALTER TABLE exam_answers
  ADD COLUMN manual boolean NOT NULL DEFAULT false,
  ADD COLUMN comment text,
  ADD COLUMN graded_by integer REFERENCES users (id) ON DELETE SET NULL;
CREATE INDEX exam_answers_graded_by_idx ON exam_answers (graded_by);

-- A regrade applied (its dry run is not stored): who, why, what it covered and what it changed.
CREATE TABLE exam_regrades (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  exam_id integer NOT NULL REFERENCES exams (id) ON DELETE CASCADE,
  reason text NOT NULL CHECK (length(trim(reason)) BETWEEN 1 AND 2000),
  -- {questionIds?, useLatestVersion, gradingModelId?, keepManual}
  options jsonb NOT NULL DEFAULT '{}',
  -- [{instanceId, ordinal, oldScore, newScore}] and per instance {instanceId, oldScore, newScore, oldPassed, newPassed}
  changes jsonb NOT NULL DEFAULT '[]',
  changed_answers integer NOT NULL DEFAULT 0,
  changed_instances integer NOT NULL DEFAULT 0,
  applied_by integer REFERENCES users (id) ON DELETE SET NULL,
  applied_at timestamptz NOT NULL
);
CREATE INDEX exam_regrades_exam_idx ON exam_regrades (exam_id, applied_at DESC);
CREATE INDEX exam_regrades_applied_by_idx ON exam_regrades (applied_by);
