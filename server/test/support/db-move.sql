-- Fixtures of the database move's tests: rows whose bytes must survive the move exactly.

-- BLOCK insert_attachment
INSERT INTO attachments (course_id, file_name, media_type, byte_size, sha256, data)
SELECT id, :fileName, 'application/octet-stream', length(:data::bytea), encode(sha256(:data::bytea), 'hex'), :data::bytea
FROM courses ORDER BY id LIMIT 1

-- BLOCK insert_settings
INSERT INTO user_settings (user_id, settings)
SELECT id, :settings::jsonb FROM users ORDER BY id LIMIT 1
