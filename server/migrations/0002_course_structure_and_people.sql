-- Courses, people and course structure: the current academic year chosen by an administrator, presence for
-- "online users", node types, the course node graph (a DAG), grading models and their use by exams.

-- At most one year is marked current; when none is, the year containing today is (courses/queries.sql).
ALTER TABLE academic_years ADD COLUMN is_current boolean NOT NULL DEFAULT false;
CREATE UNIQUE INDEX academic_years_one_current_idx ON academic_years (is_current) WHERE is_current;

-- What the client last reported: the SPA route and the context course (PUT /user/presence).
ALTER TABLE sessions ADD COLUMN current_route text;
ALTER TABLE sessions ADD COLUMN current_course_id integer REFERENCES courses (id) ON DELETE SET NULL;
CREATE INDEX sessions_last_seen_at_idx ON sessions (last_seen_at);

-- Staff lists filter on role and sort by name.
CREATE INDEX users_role_name_last_name_idx ON users (role_name, last_name, first_name, id);

-- The student register is sorted and paged by these columns over 100 000 rows.
CREATE INDEX students_last_name_idx ON students (last_name, first_name, id);
CREATE INDEX students_first_name_idx ON students (first_name, last_name, id);
CREATE INDEX students_email_idx ON students (lower(email));

CREATE TABLE node_types (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  color text NOT NULL CHECK (color ~ '^#[0-9a-fA-F]{6}$')
);
CREATE UNIQUE INDEX node_types_name_key ON node_types (lower(name));

CREATE TABLE nodes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  course_id integer NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
  node_type_id integer NOT NULL REFERENCES node_types (id),
  name text NOT NULL CHECK (length(trim(name)) > 0),
  description text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX nodes_course_id_idx ON nodes (course_id);
CREATE INDEX nodes_node_type_id_idx ON nodes (node_type_id);

-- The edges of the graph. A node may have several parents; both ends are nodes of the same course (checked by
-- the service, which also refuses cycles).
CREATE TABLE node_parents (
  node_id integer NOT NULL REFERENCES nodes (id) ON DELETE CASCADE,
  parent_id integer NOT NULL REFERENCES nodes (id) ON DELETE CASCADE,
  PRIMARY KEY (node_id, parent_id),
  CHECK (node_id <> parent_id)
);
CREATE INDEX node_parents_parent_id_idx ON node_parents (parent_id);

CREATE TABLE grading_models (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  correct_score numeric(10, 3) NOT NULL,
  incorrect_score numeric(10, 3) NOT NULL,
  unanswered_score numeric(10, 3) NOT NULL,
  threshold numeric(6, 3) CHECK (threshold IS NULL OR threshold BETWEEN 0 AND 100),
  CHECK (correct_score > incorrect_score)
);
CREATE UNIQUE INDEX grading_models_name_key ON grading_models (lower(name));

-- An exam's default grading model (exam parts may name their own in a later migration).
ALTER TABLE exams ADD COLUMN grading_model_id integer REFERENCES grading_models (id);
CREATE INDEX exams_grading_model_id_idx ON exams (grading_model_id);
