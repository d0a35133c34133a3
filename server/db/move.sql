-- BLOCK select_public_tables
-- Every ordinary table of the public schema, with the columns a copy writes (generated columns are computed by
-- the target) in their order.
SELECT c.relname AS name,
       array_agg(a.attname::text ORDER BY a.attnum) AS columns,
       greatest(1, ceil(pg_relation_size(c.oid)::numeric / current_setting('block_size')::numeric))::bigint AS pages,
       pg_table_size(c.oid) AS bytes
FROM pg_class c
JOIN pg_namespace n ON n.oid = c.relnamespace
JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
GROUP BY c.oid, c.relname
ORDER BY c.relname

-- BLOCK select_target_relations
-- What makes a target not empty: any table, view, sequence or type of its own in the public schema.
SELECT c.relname AS name, c.relkind AS kind
FROM pg_class c
JOIN pg_namespace n ON n.oid = c.relnamespace
WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')
ORDER BY c.relname
LIMIT 20

-- BLOCK select_public_sequences
SELECT c.relname AS name
FROM pg_class c
JOIN pg_namespace n ON n.oid = c.relnamespace
WHERE n.nspname = 'public' AND c.relkind = 'S'
ORDER BY c.relname

-- BLOCK select_foreign_keys
-- Dropped for the copy and added back after it, which checks every row against them at once: no order of the
-- tables is needed, and rows that point to rows of their own table (a node's parent) load in any order.
SELECT c.conrelid::regclass::text AS table_name, c.conname AS name, pg_get_constraintdef(c.oid) AS definition
FROM pg_constraint c
JOIN pg_namespace n ON n.oid = c.connamespace
WHERE n.nspname = 'public' AND c.contype = 'f'
ORDER BY c.conrelid::regclass::text, c.conname

-- BLOCK select_applied_versions
SELECT version FROM schema_migrations ORDER BY version

-- BLOCK set_utc
SET TIME ZONE 'UTC'
