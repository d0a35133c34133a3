-- Look-ups and changes that only tests need.

-- BLOCK select_course_id
SELECT id FROM courses WHERE acronym = :acronym

-- BLOCK select_academic_year_id
SELECT id FROM academic_years WHERE title = :title

-- BLOCK select_user_id
SELECT id FROM users WHERE lower(username) = lower(:username)

-- BLOCK select_student_id
SELECT id FROM students WHERE alt_id = :altId

-- BLOCK update_user_active
UPDATE users SET is_active = :active WHERE id = :userId

-- BLOCK select_session_revoked_at
SELECT revoked_at FROM sessions WHERE token_hash = :tokenHash

-- BLOCK count_rows
SELECT
  (SELECT count(*) FROM courses)::int AS courses,
  (SELECT count(*) FROM students)::int AS students,
  (SELECT count(*) FROM users)::int AS users,
  (SELECT count(*) FROM user_settings)::int AS user_settings,
  (SELECT count(*) FROM identities)::int AS identities

-- BLOCK drop_user_settings
DROP TABLE user_settings

-- BLOCK drop_migration_checksums
-- A database as migrated before checksums were recorded.
ALTER TABLE schema_migrations DROP COLUMN checksum

-- BLOCK insert_lab_students
INSERT INTO users (username, first_name, last_name, role_name, password_hash)
SELECT :prefix || n, 'Lab', 'Student ' || n, 'Student', :passwordHash
FROM generate_series(1, :count) AS n
