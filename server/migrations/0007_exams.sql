-- Exams and their instances: what staff define (parts drawn from nodes or fixed questions), each student's
-- pre-generated or started copy, the answers with per-question sequence numbers, late answers, pre-generation runs
-- and staff actions. docs/exams.md describes the model and its states.

ALTER TABLE exams
  ADD COLUMN ordinal integer NOT NULL DEFAULT 1 CHECK (ordinal BETWEEN 0 AND 10000),
  -- Read out to a room by staff, so kept readable; compared in constant time.
  ADD COLUMN password text CHECK (password IS NULL OR length(password) BETWEEN 1 AND 100),
  ADD COLUMN available_from timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN available_to timestamptz NOT NULL DEFAULT now() + interval '7 days',
  ADD COLUMN duration_minutes integer NOT NULL DEFAULT 60 CHECK (duration_minutes BETWEEN 1 AND 1440),
  -- Null: the sum of the parts' points.
  ADD COLUMN max_score numeric(10, 3) CHECK (max_score IS NULL OR max_score > 0),
  ADD COLUMN pass_percentage numeric(5, 2) NOT NULL DEFAULT 50 CHECK (pass_percentage BETWEEN 0 AND 100),
  ADD COLUMN show_solutions boolean NOT NULL DEFAULT false,
  -- How long after submitting a student may review the instance (0: no review).
  ADD COLUMN review_minutes integer NOT NULL DEFAULT 0 CHECK (review_minutes BETWEEN 0 AND 525600),
  ADD COLUMN forward_only boolean NOT NULL DEFAULT false,
  ADD COLUMN async_grading boolean NOT NULL DEFAULT false,
  ADD COLUMN score_ignored boolean NOT NULL DEFAULT false,
  ADD COLUMN allow_anonymous_stalk boolean NOT NULL DEFAULT false,
  ADD COLUMN max_code_runs integer NOT NULL DEFAULT 10 CHECK (max_code_runs BETWEEN 0 AND 1000),
  ADD COLUMN description text,
  ADD COLUMN published_at timestamptz,
  ADD COLUMN archived_at timestamptz,
  ADD COLUMN created_by integer REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN updated_by integer REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
  ADD CONSTRAINT exams_window_check CHECK (available_from < available_to);

UPDATE exams SET title_abbrev = 'E' || id WHERE title_abbrev IS NULL OR trim(title_abbrev) = '';
ALTER TABLE exams ALTER COLUMN title_abbrev SET NOT NULL;
CREATE UNIQUE INDEX exams_abbrev_key ON exams (course_id, academic_year_id, lower(title_abbrev));
CREATE INDEX exams_created_by_idx ON exams (created_by);
CREATE INDEX exams_updated_by_idx ON exams (updated_by);

CREATE TABLE exam_parts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  exam_id integer NOT NULL REFERENCES exams (id) ON DELETE CASCADE,
  ordinal integer NOT NULL CHECK (ordinal BETWEEN 0 AND 10000),
  title text,
  -- A node part draws from the node and its descendants; a fixed part lists its questions (exam_part_questions).
  node_id integer REFERENCES nodes (id),
  min_questions integer NOT NULL DEFAULT 1 CHECK (min_questions BETWEEN 0 AND 200),
  max_questions integer NOT NULL DEFAULT 1 CHECK (max_questions BETWEEN 0 AND 200),
  grading_model_id integer NOT NULL REFERENCES grading_models (id),
  CHECK (min_questions <= max_questions)
);
CREATE INDEX exam_parts_exam_id_idx ON exam_parts (exam_id, ordinal, id);
CREATE INDEX exam_parts_node_id_idx ON exam_parts (node_id);
CREATE INDEX exam_parts_grading_model_id_idx ON exam_parts (grading_model_id);

CREATE TABLE exam_part_questions (
  part_id integer NOT NULL REFERENCES exam_parts (id) ON DELETE CASCADE,
  -- Any version of the question; generation takes the latest of its chain.
  question_id integer NOT NULL REFERENCES questions (id),
  ordinal integer NOT NULL,
  PRIMARY KEY (part_id, question_id)
);
CREATE INDEX exam_part_questions_question_id_idx ON exam_part_questions (question_id);

CREATE TABLE exam_instances (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  exam_id integer NOT NULL REFERENCES exams (id) ON DELETE CASCADE,
  student_id integer NOT NULL REFERENCES students (id) ON DELETE CASCADE,
  -- Everything drawn for this student follows from it (docs/exams.md, Generation).
  seed integer NOT NULL,
  generated_at timestamptz NOT NULL,
  generated_by integer REFERENCES users (id) ON DELETE SET NULL,
  started_at timestamptz,
  deadline_at timestamptz,
  submitted_at timestamptz,
  submitted_by text CHECK (submitted_by IN ('student', 'server', 'staff')),
  extension_minutes integer NOT NULL DEFAULT 0 CHECK (extension_minutes BETWEEN 0 AND 1440),
  -- Forward-only exams: the furthest question the student has reached.
  furthest_ordinal integer NOT NULL DEFAULT 1,
  start_address text,
  start_user_agent text,
  -- Totals, written at submit and when grading jobs or manual grades finish.
  score numeric(10, 3),
  score_percent numeric(6, 2),
  max_score numeric(10, 3),
  correct_count integer,
  incorrect_count integer,
  partial_count integer,
  unanswered_count integer,
  passed boolean,
  grading_state text NOT NULL DEFAULT 'none' CHECK (grading_state IN ('none', 'pending', 'manual', 'graded')),
  -- One instance per student and exam, whatever races: pre-generation while the student presses Start, two staff
  -- pressing Generate, a double click.
  UNIQUE (exam_id, student_id),
  CHECK (started_at IS NULL OR deadline_at IS NOT NULL),
  CHECK (submitted_at IS NULL OR started_at IS NOT NULL)
);
CREATE INDEX exam_instances_student_id_idx ON exam_instances (student_id);
CREATE INDEX exam_instances_generated_by_idx ON exam_instances (generated_by);
-- The server closes ongoing instances whose deadline (plus grace) has passed.
CREATE INDEX exam_instances_deadline_idx ON exam_instances (deadline_at) WHERE started_at IS NOT NULL AND submitted_at IS NULL;

CREATE TABLE exam_instance_questions (
  instance_id integer NOT NULL REFERENCES exam_instances (id) ON DELETE CASCADE,
  ordinal integer NOT NULL CHECK (ordinal >= 1),
  part_id integer REFERENCES exam_parts (id) ON DELETE SET NULL,
  question_id integer NOT NULL REFERENCES questions (id),
  seed integer NOT NULL,
  grading_model_id integer NOT NULL REFERENCES grading_models (id),
  -- The points of a correct answer under the grading model, kept as given.
  max_points numeric(10, 3) NOT NULL,
  -- The student view (QuestionView) at generation: what the student is shown, never keys.
  view jsonb NOT NULL,
  PRIMARY KEY (instance_id, ordinal)
);
CREATE INDEX exam_instance_questions_question_id_idx ON exam_instance_questions (question_id);
CREATE INDEX exam_instance_questions_part_id_idx ON exam_instance_questions (part_id);
CREATE INDEX exam_instance_questions_grading_model_id_idx ON exam_instance_questions (grading_model_id);

CREATE TABLE exam_answers (
  instance_id integer NOT NULL,
  ordinal integer NOT NULL,
  answer jsonb NOT NULL,
  -- The client's per-question sequence number: a save is kept only when it is newer.
  seq integer NOT NULL CHECK (seq >= 1),
  saved_at timestamptz NOT NULL,
  client_saved_at timestamptz,
  code_runs integer NOT NULL DEFAULT 0,
  -- The grade: automatic at submit (or by a grading job), or manual.
  score numeric(10, 3),
  result jsonb,
  grading_job_id integer REFERENCES grading_jobs (id) ON DELETE SET NULL,
  graded_at timestamptz,
  PRIMARY KEY (instance_id, ordinal),
  FOREIGN KEY (instance_id, ordinal) REFERENCES exam_instance_questions (instance_id, ordinal) ON DELETE CASCADE
);
CREATE INDEX exam_answers_grading_job_id_idx ON exam_answers (grading_job_id);

CREATE TABLE exam_late_answers (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  instance_id integer NOT NULL,
  ordinal integer NOT NULL,
  answer jsonb NOT NULL,
  seq integer NOT NULL,
  received_at timestamptz NOT NULL,
  client_saved_at timestamptz,
  FOREIGN KEY (instance_id, ordinal) REFERENCES exam_instance_questions (instance_id, ordinal) ON DELETE CASCADE
);
CREATE INDEX exam_late_answers_instance_idx ON exam_late_answers (instance_id, ordinal);

CREATE TABLE exam_generation_runs (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  exam_id integer NOT NULL REFERENCES exams (id) ON DELETE CASCADE,
  class_group text,
  status text NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'done', 'failed')),
  total integer NOT NULL DEFAULT 0,
  generated integer NOT NULL DEFAULT 0,
  existing integer NOT NULL DEFAULT 0,
  failed integer NOT NULL DEFAULT 0,
  -- [{studentId, name, reason}] of the students whose instance could not be generated.
  failures jsonb NOT NULL DEFAULT '[]',
  requested_by integer REFERENCES users (id) ON DELETE SET NULL,
  started_at timestamptz NOT NULL,
  -- Written with every batch: a run that stops moving (its process died) is shown as interrupted.
  updated_at timestamptz NOT NULL,
  finished_at timestamptz
);
CREATE INDEX exam_generation_runs_exam_idx ON exam_generation_runs (exam_id, id DESC);
CREATE INDEX exam_generation_runs_requested_by_idx ON exam_generation_runs (requested_by);

CREATE TABLE exam_actions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  exam_id integer NOT NULL REFERENCES exams (id) ON DELETE CASCADE,
  -- Kept after the instance is deleted, so "deleted by" stays on record.
  instance_id integer REFERENCES exam_instances (id) ON DELETE SET NULL,
  student_id integer REFERENCES students (id) ON DELETE SET NULL,
  action text NOT NULL CHECK (action IN ('unsubmit', 'extend', 'delete', 'delete-not-started', 'submit')),
  detail jsonb NOT NULL DEFAULT '{}',
  acted_by integer REFERENCES users (id) ON DELETE SET NULL,
  acted_at timestamptz NOT NULL
);
CREATE INDEX exam_actions_exam_idx ON exam_actions (exam_id, acted_at DESC);
CREATE INDEX exam_actions_instance_id_idx ON exam_actions (instance_id);
CREATE INDEX exam_actions_student_id_idx ON exam_actions (student_id);
CREATE INDEX exam_actions_acted_by_idx ON exam_actions (acted_by);
