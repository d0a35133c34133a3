-- The bank's list reads a narrow copy of the latest versions: what it filters, orders and searches by, and nothing
-- else. Counting a common word's matches (half of a 50 000-question bank) and ranking them visit every matching
-- row; in `questions` each row also carries text and content (~1.3 kB), here a row is mostly its search vector, so
-- the same count reads less than half the pages. The page's details then come from `questions` by id.

CREATE TABLE question_search (
  question_id integer PRIMARY KEY REFERENCES questions (id) ON DELETE CASCADE,
  course_id integer NOT NULL,
  kind text NOT NULL,
  is_active boolean NOT NULL,
  created_by integer,
  tags text[] NOT NULL,
  title_key text NOT NULL,
  updated_at timestamptz NOT NULL,
  search_vector tsvector NOT NULL
);

-- Kept by the database itself, so every writer (the service, imports, seeds, bulk loads) keeps it right: a row
-- while its question is the latest version, none once a newer version takes over.
CREATE FUNCTION question_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.is_latest THEN
    INSERT INTO question_search (question_id, course_id, kind, is_active, created_by, tags, title_key, updated_at,
                                 search_vector)
    VALUES (NEW.id, NEW.course_id, NEW.kind, NEW.is_active, NEW.created_by, NEW.tags, lower(NEW.title), NEW.updated_at,
            NEW.search_vector)
    ON CONFLICT (question_id) DO UPDATE
    SET course_id = EXCLUDED.course_id, kind = EXCLUDED.kind, is_active = EXCLUDED.is_active,
        created_by = EXCLUDED.created_by, tags = EXCLUDED.tags, title_key = EXCLUDED.title_key,
        updated_at = EXCLUDED.updated_at, search_vector = EXCLUDED.search_vector;
  ELSE
    DELETE FROM question_search WHERE question_id = NEW.id;
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER question_search_sync AFTER INSERT OR UPDATE ON questions
FOR EACH ROW EXECUTE FUNCTION question_search_sync();

INSERT INTO question_search (question_id, course_id, kind, is_active, created_by, tags, title_key, updated_at,
                             search_vector)
SELECT id, course_id, kind, is_active, created_by, tags, lower(title), updated_at, search_vector
FROM questions WHERE is_latest;

CREATE INDEX question_search_list_idx ON question_search (course_id, updated_at DESC, question_id DESC);
CREATE INDEX question_search_title_idx ON question_search (course_id, title_key, question_id);
CREATE INDEX question_search_text_idx ON question_search USING gin (search_vector);
CREATE INDEX question_search_tags_idx ON question_search USING gin (tags);
-- The total without a text or tag filter: index-only once vacuumed.
CREATE INDEX question_search_filter_idx ON question_search (course_id, is_active, kind, created_by) INCLUDE (question_id);

-- The list no longer reads these from `questions`.
DROP INDEX questions_list_idx;
DROP INDEX questions_kind_idx;
DROP INDEX questions_created_by_idx;
DROP INDEX questions_search_idx;
DROP INDEX questions_tags_idx;
DROP INDEX questions_title_trgm_idx;
DROP INDEX questions_title_idx;
DROP INDEX questions_filter_idx;
