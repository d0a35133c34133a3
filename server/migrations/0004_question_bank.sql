-- The question bank: questions of twelve kinds in version chains, attached to course nodes, tagged, searchable;
-- image attachments; a queue of grading jobs that separate worker processes can take.

CREATE TABLE questions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  course_id integer NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
  -- The first version's id; every version of one question shares it.
  root_id integer NOT NULL,
  version integer NOT NULL DEFAULT 1 CHECK (version >= 1),
  -- Only the newest version of a chain is listed and drawn by exams; older versions stay for history and for
  -- exam instances that were given them.
  is_latest boolean NOT NULL DEFAULT true,
  kind text NOT NULL CHECK (kind IN ('multiple-choice', 'true-false', 'free-text', 'code', 'sql', 'json', 'complex',
    'ordered-elements', 'connected-elements', 'text-completion', 'diagram', 'scale')),
  title text NOT NULL CHECK (length(trim(title)) > 0),
  -- Markdown (with math and code blocks); sanitised where it is rendered.
  text text NOT NULL,
  -- Kind-specific answers, keys, tests and options (the contract's QuestionContent).
  content jsonb NOT NULL,
  -- A templated question's data object: placeholders {{name}} in text and content are filled per seed.
  template jsonb,
  is_active boolean NOT NULL DEFAULT true,
  time_limit_seconds integer CHECK (time_limit_seconds IS NULL OR time_limit_seconds > 0),
  comment text,
  tags text[] NOT NULL DEFAULT '{}',
  -- What full-text search reads: title, text and the answers' words (written by the service, which knows the
  -- kinds), weighted title > text > answers.
  search_vector tsvector NOT NULL DEFAULT ''::tsvector,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  updated_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (root_id, version)
);
CREATE UNIQUE INDEX questions_one_latest_idx ON questions (root_id) WHERE is_latest;
CREATE INDEX questions_list_idx ON questions (course_id, updated_at DESC, id DESC) WHERE is_latest;
CREATE INDEX questions_kind_idx ON questions (course_id, kind) WHERE is_latest;
CREATE INDEX questions_created_by_idx ON questions (created_by) WHERE is_latest;
CREATE INDEX questions_search_idx ON questions USING gin (search_vector) WHERE is_latest;
CREATE INDEX questions_tags_idx ON questions USING gin (tags) WHERE is_latest;
CREATE INDEX questions_title_trgm_idx ON questions USING gin (lower(title) gin_trgm_ops) WHERE is_latest;

CREATE TABLE question_nodes (
  question_id integer NOT NULL REFERENCES questions (id) ON DELETE CASCADE,
  node_id integer NOT NULL REFERENCES nodes (id) ON DELETE CASCADE,
  PRIMARY KEY (question_id, node_id)
);
CREATE INDEX question_nodes_node_id_idx ON question_nodes (node_id, question_id);

-- Images used by question text; served only to people who may see the course's questions.
CREATE TABLE attachments (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  course_id integer NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
  file_name text NOT NULL,
  media_type text NOT NULL,
  byte_size integer NOT NULL,
  sha256 text NOT NULL,
  data bytea NOT NULL,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX attachments_course_sha_idx ON attachments (course_id, sha256);

-- Code and SQL are graded by workers: the API enqueues, a worker (in the API's process by default, or any
-- number of `npm run worker` processes) takes a job with FOR UPDATE SKIP LOCKED and runs it in a sandbox.
CREATE TABLE grading_jobs (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
  -- What to run: the question version, the answer, the seed; everything a worker needs.
  payload jsonb NOT NULL,
  result jsonb,
  error text,
  attempts integer NOT NULL DEFAULT 0,
  requested_by integer REFERENCES users (id) ON DELETE SET NULL,
  worker text,
  created_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  finished_at timestamptz
);
CREATE INDEX grading_jobs_queued_idx ON grading_jobs (id) WHERE status = 'queued';
CREATE INDEX grading_jobs_running_idx ON grading_jobs (started_at) WHERE status = 'running';


-- Sorting by title: an ordered range per course instead of sorting every latest question.
CREATE INDEX questions_title_idx ON questions (course_id, lower(title), id) WHERE is_latest;

-- The list's total without a text or tag filter: counted from this narrow index (index-only once the table is
-- vacuumed; `id` for the node filter) instead of the wide rows that carry text, content and the search vector.
CREATE INDEX questions_filter_idx ON questions (course_id, is_active, kind, created_by) INCLUDE (id) WHERE is_latest;
