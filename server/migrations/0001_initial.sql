-- The spine: people, sign-in, settings, courses, academic years, enrolments and a minimal exam.

-- The header search (server/modules/lookups/queries.sql) uses, per searchable table, a lowercased
-- search_text collated "C" with a b-tree index on (search_text, id) for "starts with" in order, and a trigram
-- GIN index for "contains". The GIN indexes are built without a pending list (fastupdate = off): PGlite has no
-- autovacuum to flush one, and every search would have to read it. PostgreSQL 13+ treats pg_trgm as trusted,
-- so a database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE users (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  username text,
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text,
  role_name text NOT NULL CHECK (role_name IN ('Admin', 'Teacher', 'Student')),
  image_url text,
  -- NULL for people who only sign in through an identity provider.
  password_hash text,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (username IS NULL OR length(trim(username)) > 0)
);
-- Sign-in names and e-mail addresses are matched case-insensitively; an e-mail address links a first
-- OpenID Connect sign-in to its account, so it must name one account only.
CREATE UNIQUE INDEX users_username_key ON users (lower(username));
CREATE UNIQUE INDEX users_email_key ON users (lower(email));

CREATE TABLE identities (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  provider text NOT NULL,
  issuer text NOT NULL,
  subject text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (issuer, subject)
);
CREATE INDEX identities_user_id_idx ON identities (user_id);

CREATE TABLE sessions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- Only hashes are stored: a leaked table does not yield usable tokens.
  token_hash text NOT NULL UNIQUE,
  csrf_hash text NOT NULL,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  provider text NOT NULL,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  ip text,
  user_agent text
);
CREATE INDEX sessions_user_id_idx ON sessions (user_id);
CREATE INDEX sessions_expires_at_idx ON sessions (expires_at);

-- One-time codes handed to the SPA after an OpenID Connect sign-in, exchanged for a session.
CREATE TABLE login_codes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code_hash text NOT NULL UNIQUE,
  -- Hash of the browser-binding cookie of the sign-in: the code only works in the browser that signed in.
  browser_hash text NOT NULL,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  provider text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX login_codes_user_id_idx ON login_codes (user_id);
CREATE INDEX login_codes_expires_at_idx ON login_codes (expires_at);

-- Pending OpenID Connect sign-ins (state, nonce, PKCE verifier), removed when used or expired.
CREATE TABLE oidc_login_requests (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  state text NOT NULL UNIQUE,
  browser_hash text NOT NULL,
  provider text NOT NULL,
  nonce text NOT NULL,
  code_verifier text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX oidc_login_requests_expires_at_idx ON oidc_login_requests (expires_at);

CREATE TABLE user_settings (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  settings jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE courses (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  acronym text NOT NULL UNIQUE,
  description text,
  search_text text COLLATE "C" GENERATED ALWAYS AS (lower(name || ' ' || acronym)) STORED
);
CREATE INDEX courses_name_idx ON courses (name);
CREATE INDEX courses_search_text_idx ON courses (search_text, id);
CREATE INDEX courses_search_text_trgm_idx ON courses USING gin (search_text gin_trgm_ops) WITH (fastupdate = off);

CREATE TABLE academic_years (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title text NOT NULL UNIQUE,
  start_date date NOT NULL,
  end_date date NOT NULL,
  CHECK (end_date >= start_date)
);
CREATE INDEX academic_years_start_date_idx ON academic_years (start_date);

CREATE TABLE teacher_courses (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  course_id integer NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, course_id)
);
CREATE INDEX teacher_courses_course_id_idx ON teacher_courses (course_id);

CREATE TABLE students (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- The account a student signs in with, once they have one.
  user_id integer UNIQUE REFERENCES users (id) ON DELETE SET NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text,
  -- The student number (JMBAG).
  alt_id text UNIQUE,
  alt_id2 text,
  class_group text,
  image_url text,
  search_text text COLLATE "C" GENERATED ALWAYS AS (
    lower(first_name || ' ' || last_name || ' ' || coalesce(alt_id, '') || ' ' || coalesce(email, ''))
  ) STORED
);
CREATE INDEX students_search_text_idx ON students (search_text, id);
CREATE INDEX students_search_text_trgm_idx ON students USING gin (search_text gin_trgm_ops) WITH (fastupdate = off);

CREATE TABLE student_courses (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  student_id integer NOT NULL REFERENCES students (id) ON DELETE CASCADE,
  course_id integer NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
  academic_year_id integer NOT NULL REFERENCES academic_years (id) ON DELETE CASCADE,
  class_group text,
  UNIQUE (student_id, course_id, academic_year_id)
);
-- With student_id, "the students of these courses" is answered from the index alone.
CREATE INDEX student_courses_course_year_idx ON student_courses (course_id, academic_year_id, student_id);
CREATE INDEX student_courses_academic_year_id_idx ON student_courses (academic_year_id);

CREATE TABLE exams (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  course_id integer NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
  academic_year_id integer NOT NULL REFERENCES academic_years (id),
  title text NOT NULL,
  title_abbrev text,
  created_at timestamptz NOT NULL DEFAULT now(),
  search_text text COLLATE "C" GENERATED ALWAYS AS (lower(title || ' ' || coalesce(title_abbrev, ''))) STORED
);
CREATE INDEX exams_course_year_idx ON exams (course_id, academic_year_id);
CREATE INDEX exams_academic_year_id_idx ON exams (academic_year_id);
CREATE INDEX exams_search_text_idx ON exams (search_text, id);
CREATE INDEX exams_search_text_trgm_idx ON exams USING gin (search_text gin_trgm_ops) WITH (fastupdate = off);
