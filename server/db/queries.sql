-- BLOCK create_schema_migrations
CREATE TABLE IF NOT EXISTS schema_migrations (
  version text PRIMARY KEY,
  name text NOT NULL,
  applied_at timestamptz NOT NULL DEFAULT now(),
  checksum text
)

-- BLOCK add_migration_checksums
-- Databases migrated before checksums were recorded; their rows get the checksum of the file as it is now.
ALTER TABLE schema_migrations ADD COLUMN IF NOT EXISTS checksum text

-- BLOCK lock_migrations
-- Serialises concurrent start-ups against one PostgreSQL database; released at the end of the transaction.
SELECT pg_advisory_xact_lock(727274001)

-- BLOCK select_applied_migrations
-- The start-up check: when every migration is applied, unchanged, this is the only statement migrate() runs.
SELECT version, checksum FROM schema_migrations ORDER BY version

-- BLOCK insert_applied_migration
INSERT INTO schema_migrations (version, name, checksum) VALUES (:version, :name, :checksum)

-- BLOCK update_migration_checksum
UPDATE schema_migrations SET checksum = :checksum WHERE version = :version AND checksum IS NULL

-- BLOCK select_one
SELECT 1 AS ok
