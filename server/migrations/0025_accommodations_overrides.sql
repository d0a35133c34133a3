-- Accommodations and exam overrides (docs/exams.md, "Who gets which window and how long").
--
-- An accommodation belongs to a student and applies to every exam they take (unless the exam opts out): extra time
-- as a percentage of the duration and/or minutes, and optionally a window that closes later by the same amount. The
-- note is for staff only. Every change is kept in the history (who, when, what).
CREATE TABLE student_accommodations (
  student_id integer PRIMARY KEY REFERENCES students (id) ON DELETE CASCADE,
  extra_percent integer NOT NULL DEFAULT 0 CHECK (extra_percent BETWEEN 0 AND 400),
  extra_minutes integer NOT NULL DEFAULT 0 CHECK (extra_minutes BETWEEN 0 AND 1440),
  extend_window boolean NOT NULL DEFAULT false,
  note text CHECK (length(note) <= 2000),
  updated_by integer REFERENCES users (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL,
  CHECK (extra_percent > 0 OR extra_minutes > 0)
);
CREATE INDEX student_accommodations_updated_by_idx ON student_accommodations (updated_by) WHERE updated_by IS NOT NULL;

CREATE TABLE student_accommodation_history (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  student_id integer NOT NULL REFERENCES students (id) ON DELETE CASCADE,
  action text NOT NULL CHECK (action IN ('set', 'removed')),
  extra_percent integer,
  extra_minutes integer,
  extend_window boolean,
  note text,
  acted_by integer REFERENCES users (id) ON DELETE SET NULL,
  acted_at timestamptz NOT NULL
);
CREATE INDEX student_accommodation_history_student_idx ON student_accommodation_history (student_id, id);
CREATE INDEX student_accommodation_history_acted_by_idx ON student_accommodation_history (acted_by) WHERE acted_by IS NOT NULL;

-- A take-home exam (for example) gives everyone the same time: accommodations do not apply to it.
ALTER TABLE exams ADD COLUMN accommodations_apply boolean NOT NULL DEFAULT true;

-- An override of one exam for one student or one class group: each setting left null comes from the next rule down
-- (student override, then group override, then the exam).
CREATE TABLE exam_overrides (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  exam_id integer NOT NULL REFERENCES exams (id) ON DELETE CASCADE,
  student_id integer REFERENCES students (id) ON DELETE CASCADE,
  class_group text CHECK (length(class_group) BETWEEN 1 AND 50),
  label text CHECK (length(label) BETWEEN 1 AND 100),
  available_from timestamptz,
  available_to timestamptz,
  duration_minutes integer CHECK (duration_minutes BETWEEN 1 AND 1440),
  password text CHECK (length(password) BETWEEN 1 AND 100),
  start_allowed boolean,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  updated_by integer REFERENCES users (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL,
  CHECK ((student_id IS NULL) <> (class_group IS NULL)),
  CHECK (available_from IS NULL OR available_to IS NULL OR available_to > available_from)
);
CREATE UNIQUE INDEX exam_overrides_student_key ON exam_overrides (exam_id, student_id) WHERE student_id IS NOT NULL;
CREATE UNIQUE INDEX exam_overrides_group_key ON exam_overrides (exam_id, class_group) WHERE class_group IS NOT NULL;
CREATE INDEX exam_overrides_student_idx ON exam_overrides (student_id) WHERE student_id IS NOT NULL;
CREATE INDEX exam_overrides_created_by_idx ON exam_overrides (created_by) WHERE created_by IS NOT NULL;
CREATE INDEX exam_overrides_updated_by_idx ON exam_overrides (updated_by) WHERE updated_by IS NOT NULL;
