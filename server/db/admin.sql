-- Statements about whole databases, for tests and benchmarks that need fresh PostgreSQL databases. DDL takes
-- no parameters, so format() quotes the names and the caller runs the statement it returns.

-- BLOCK select_database_exists
SELECT EXISTS (SELECT 1 FROM pg_database WHERE datname = :name) AS exists

-- BLOCK format_create_database
SELECT format('CREATE DATABASE %I TEMPLATE %I', :name::text, :template::text) AS statement

-- BLOCK format_rename_database
SELECT format('ALTER DATABASE %I RENAME TO %I', :name::text, :newName::text) AS statement

-- BLOCK select_database_names_like
SELECT datname AS name FROM pg_database WHERE datname LIKE :pattern ORDER BY datname

-- BLOCK format_drop_database
-- WITH (FORCE) ends the sessions still connected; without it PostgreSQL refuses while anyone is.
SELECT CASE WHEN :force::boolean
            THEN format('DROP DATABASE IF EXISTS %I WITH (FORCE)', :name::text)
            ELSE format('DROP DATABASE IF EXISTS %I', :name::text)
       END AS statement
