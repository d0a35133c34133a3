-- The student register is sorted and paged by every column of the list (0002 covers last and first name).
-- Each sort index ends in id, the tie-break of the ORDER BY, so a page — also a deep one — is an index-only
-- range scan instead of a sort of the whole register (bench/students.ts).
CREATE INDEX students_class_group_idx ON students (class_group, last_name, first_name, id);
CREATE INDEX students_email_sort_idx ON students (lower(email), id);
CREATE INDEX students_alt_id_sort_idx ON students (alt_id, id);
