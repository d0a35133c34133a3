-- The student register at volume (bench/students.ts: listStudents over 100 000 students, p95 ≤ 50 ms).

-- Every sortable column of the list has an index ending in id, the tie-break of the ORDER BY, so a page — also
-- a deep one — is an index-only range scan instead of a sort of the whole register (0002 covers last and first
-- name). An expression index allows an index-only scan only when the column itself is in it too, hence
-- INCLUDE (email).
CREATE INDEX students_class_group_idx ON students (class_group, last_name, first_name, id);
CREATE INDEX students_email_sort_idx ON students (lower(email), id) INCLUDE (email);
CREATE INDEX students_alt_id_sort_idx ON students (alt_id, id);

-- The unfiltered register's total, kept exact by statement-level triggers: count(*) over 100 000 index entries
-- takes ~40 ms in PGlite (WebAssembly), more than the rest of a page. Writers of students take turns on this
-- one row, which is fine for a register that administrators change.
CREATE TABLE register_counts (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  students bigint NOT NULL
);
INSERT INTO register_counts (students) SELECT count(*) FROM students;

CREATE FUNCTION register_counts_students() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE register_counts SET students = students + (SELECT count(*) FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE register_counts SET students = students - (SELECT count(*) FROM old_rows);
  ELSE
    UPDATE register_counts SET students = 0;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER students_count_insert AFTER INSERT ON students
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION register_counts_students();
CREATE TRIGGER students_count_delete AFTER DELETE ON students
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION register_counts_students();
CREATE TRIGGER students_count_truncate AFTER TRUNCATE ON students
  FOR EACH STATEMENT EXECUTE FUNCTION register_counts_students();
