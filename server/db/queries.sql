-- BLOCK create_schema_migrations
CREATE TABLE IF NOT EXISTS schema_migrations (
  version text PRIMARY KEY,
  name text NOT NULL,
  applied_at timestamptz NOT NULL DEFAULT now()
)

-- BLOCK lock_migrations
-- Serialises concurrent start-ups against one PostgreSQL database; released at the end of the transaction.
SELECT pg_advisory_xact_lock(727274001)

-- BLOCK select_applied_migrations
SELECT version FROM schema_migrations ORDER BY version

-- BLOCK insert_applied_migration
INSERT INTO schema_migrations (version, name) VALUES (:version, :name)

-- BLOCK select_one
SELECT 1 AS ok
