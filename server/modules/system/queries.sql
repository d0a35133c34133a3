-- BLOCK select_database_ping
SELECT 1 AS ok

-- BLOCK select_applied_versions
SELECT version FROM schema_migrations
