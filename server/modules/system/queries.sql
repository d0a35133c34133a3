-- BLOCK select_database_ping
SELECT 1 AS ok
