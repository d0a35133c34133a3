-- The SQL sandbox on a dedicated PostgreSQL server (SQL_SANDBOX_URL), see sql-server-runner.ts and
-- docs/operations.md. Blocks named admin_* run on the administrative connection, session_* on a sandbox session
-- (a login role of the sandbox, in a copy of a fixture's template database).
--
-- Roles: examhall_sandbox_owner (NOLOGIN) owns the databases; examhall_sandbox (NOLOGIN) owns what fixtures and
-- answers create, and every session acts as it (the role is set at connection); examhall_sandbox_run_<n> (LOGIN,
-- CONNECTION LIMIT 1, NOINHERIT, a member of examhall_sandbox only) are the sessions' users — one per session, so
-- that no answer can cancel or terminate another session's backend (PostgreSQL lets a role signal its own).

-- BLOCK admin_server
SELECT current_database() AS database,
       pg_catalog.to_regclass('public.schema_migrations') IS NOT NULL AS application_tables,
       (SELECT rolsuper FROM pg_catalog.pg_roles WHERE rolname = current_user) AS superuser,
       pg_catalog.current_setting('server_version_num')::int AS version

-- BLOCK admin_lock
SELECT pg_catalog.pg_advisory_lock(pg_catalog.hashtextextended(:key::text, 0))

-- BLOCK admin_unlock
SELECT pg_catalog.pg_advisory_unlock(pg_catalog.hashtextextended(:key::text, 0))

-- Settings read by admin_roles in the same transaction (a DO block takes no parameters).
-- BLOCK admin_role_settings
SELECT pg_catalog.set_config('examhall.sandbox_first', :first::text, true),
       pg_catalog.set_config('examhall.sandbox_last', :last::text, true),
       pg_catalog.set_config('examhall.sandbox_password', :password::text, true),
       pg_catalog.set_config('examhall.sandbox_temp_file_limit', :tempFileLimit::text, true)

-- Creates the roles that are missing and puts the login roles first..last back as the design wants them: attributes,
-- password, membership, no settings of their own but temp_file_limit (only a superuser may set that one). Only a
-- superuser may name REPLICATION and BYPASSRLS at all (roles made with CREATEROLE never have them):
-- admin_role_problems checks those, and SUPERUSER. Run at
-- start-up for all of them and, for one, after an answer that ended our transaction (it may have changed its own
-- role's settings or password). Concurrent starts take turns.
-- BLOCK admin_roles
DO $$
DECLARE
  first_role int := pg_catalog.current_setting('examhall.sandbox_first')::int;
  last_role int := pg_catalog.current_setting('examhall.sandbox_last')::int;
  secret text := pg_catalog.current_setting('examhall.sandbox_password');
  superuser boolean := (SELECT rolsuper FROM pg_catalog.pg_roles WHERE rolname = current_user);
  role_name text;
  setting record;
BEGIN
  PERFORM pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('examhall_sandbox_roles', 0));
  FOREACH role_name IN ARRAY ARRAY['examhall_sandbox_owner', 'examhall_sandbox'] LOOP
    IF NOT EXISTS (SELECT FROM pg_catalog.pg_roles WHERE rolname = role_name) THEN
      EXECUTE pg_catalog.format('CREATE ROLE %I NOLOGIN', role_name);
    END IF;
    EXECUTE pg_catalog.format('ALTER ROLE %I NOLOGIN NOCREATEDB NOCREATEROLE', role_name);
    EXECUTE pg_catalog.format('ALTER ROLE %I RESET ALL', role_name);
  END LOOP;
  IF NOT superuser AND NOT pg_catalog.pg_has_role('examhall_sandbox_owner', 'USAGE') THEN
    GRANT examhall_sandbox_owner TO CURRENT_USER;
  END IF;
  FOR n IN first_role..last_role LOOP
    role_name := 'examhall_sandbox_run_' || n;
    IF NOT EXISTS (SELECT FROM pg_catalog.pg_roles WHERE rolname = role_name) THEN
      EXECUTE pg_catalog.format('CREATE ROLE %I LOGIN NOINHERIT', role_name);
    END IF;
    EXECUTE pg_catalog.format(
      'ALTER ROLE %I LOGIN NOINHERIT NOCREATEDB NOCREATEROLE CONNECTION LIMIT 1 PASSWORD %L',
      role_name, secret);
    IF NOT pg_catalog.pg_has_role(role_name, 'examhall_sandbox', 'MEMBER') THEN
      EXECUTE pg_catalog.format('GRANT examhall_sandbox TO %I', role_name);
    END IF;
    -- The administrative role ends runaways and drops copies: it needs the privileges of the session's user.
    IF NOT superuser AND NOT pg_catalog.pg_has_role(role_name, 'USAGE') THEN
      EXECUTE pg_catalog.format('GRANT %I TO CURRENT_USER', role_name);
    END IF;
    FOR setting IN
      SELECT d.datname FROM pg_catalog.pg_db_role_setting s JOIN pg_catalog.pg_database d ON d.oid = s.setdatabase
      WHERE s.setrole IN (pg_catalog.to_regrole(role_name), 'examhall_sandbox'::regrole)
    LOOP
      EXECUTE pg_catalog.format('ALTER ROLE %I IN DATABASE %I RESET ALL', role_name, setting.datname);
      EXECUTE pg_catalog.format('ALTER ROLE examhall_sandbox IN DATABASE %I RESET ALL', setting.datname);
    END LOOP;
    EXECUTE pg_catalog.format('ALTER ROLE %I RESET ALL', role_name);
    -- Up to PostgreSQL 15 a role may grant membership in itself while it is the session's user: an answer that ends
    -- our transaction could lend its role to the other run roles for good. Every membership in the role (but the
    -- administrative role's own) and of the role (but in examhall_sandbox) goes.
    FOR setting IN
      SELECT g.rolname AS granted, m.rolname AS member
      FROM pg_catalog.pg_auth_members a
      JOIN pg_catalog.pg_roles g ON g.oid = a.roleid
      JOIN pg_catalog.pg_roles m ON m.oid = a.member
      WHERE (g.rolname = role_name AND m.rolname <> current_user)
         OR (m.rolname = role_name AND g.rolname <> 'examhall_sandbox')
    LOOP
      EXECUTE pg_catalog.format('REVOKE %I FROM %I CASCADE', setting.granted, setting.member);
    END LOOP;
    IF superuser THEN
      EXECUTE pg_catalog.format('ALTER ROLE %I SET temp_file_limit = %L', role_name,
        pg_catalog.current_setting('examhall.sandbox_temp_file_limit'));
    END IF;
  END LOOP;
END
$$

-- What the sandbox's roles may do beyond the design: a superuser, a role with more than its attributes, or a
-- membership other than examhall_sandbox_run_<n> in examhall_sandbox. Start-up refuses to run then.
-- BLOCK admin_role_problems
SELECT r.rolname AS role
FROM pg_catalog.pg_roles r
WHERE (r.rolname IN ('examhall_sandbox_owner', 'examhall_sandbox') OR r.rolname LIKE 'examhall\_sandbox\_run\_%')
  AND (r.rolsuper OR r.rolcreatedb OR r.rolcreaterole OR r.rolreplication OR r.rolbypassrls
    OR (r.rolcanlogin AND r.rolname NOT LIKE 'examhall\_sandbox\_run\_%')
    OR EXISTS (SELECT FROM pg_catalog.pg_auth_members m JOIN pg_catalog.pg_roles g ON g.oid = m.roleid
               WHERE m.member = r.oid AND NOT (g.rolname = 'examhall_sandbox' AND r.rolname LIKE 'examhall\_sandbox\_run\_%')))
ORDER BY 1

-- BLOCK admin_database
SELECT d.datistemplate AS template, pg_catalog.shobj_description(d.oid, 'pg_database') AS note
FROM pg_catalog.pg_database d
WHERE d.datname = :name::text

-- BLOCK admin_create_database
SELECT pg_catalog.format('CREATE DATABASE %I OWNER examhall_sandbox_owner TEMPLATE %I', :name::text, :template::text) AS statement

-- BLOCK admin_drop_database
SELECT pg_catalog.format('DROP DATABASE IF EXISTS %I WITH (FORCE)', :name::text) AS statement

-- A fixture may create schemas (CREATE on the database) while it is loaded, and in the copies of a fixture that is
-- loaded again for every query; answers on other copies may not (so no schemas, no trusted extensions).
-- BLOCK admin_grant_create
SELECT pg_catalog.format('GRANT CREATE ON DATABASE %I TO examhall_sandbox', :name::text) AS statement

-- BLOCK admin_revoke_create
SELECT pg_catalog.format('REVOKE CREATE ON DATABASE %I FROM examhall_sandbox', :name::text) AS statement

-- BLOCK admin_seal_template
SELECT pg_catalog.format('COMMENT ON DATABASE %I IS %L', :name::text, :note::text) AS comment,
       pg_catalog.format('ALTER DATABASE %I WITH IS_TEMPLATE true ALLOW_CONNECTIONS false', :name::text) AS seal

-- Run as the administrative role inside the empty base database, before it becomes a template.
-- BLOCK admin_base_grants
GRANT USAGE, CREATE ON SCHEMA public TO examhall_sandbox

-- Copies left behind by a process that died: without a connection and made more than a day ago (a process parks
-- copies without a connection for a while; one that finds its parked copy gone makes a new one).
-- BLOCK admin_orphan_copies
SELECT d.datname AS name
FROM pg_catalog.pg_database d
WHERE d.datname LIKE 'examhall\_cp\_%'
  AND NOT EXISTS (SELECT FROM pg_catalog.pg_stat_activity a WHERE a.datid = d.oid)
  AND pg_catalog.to_timestamp(pg_catalog.split_part(d.datname, '_', 4)::bigint) < pg_catalog.now() - interval '1 day'

-- BLOCK admin_terminate
SELECT pg_catalog.pg_terminate_backend(:pid::int)

-- BLOCK session_begin
BEGIN; SAVEPOINT examhall_sandbox_start; SELECT pg_catalog.pg_current_xact_id()::text

-- BLOCK session_rewind
ROLLBACK TO SAVEPOINT examhall_sandbox_start; SELECT pg_catalog.pg_current_xact_id()::text

-- BLOCK session_rollback
ROLLBACK

-- BLOCK session_discard
DISCARD ALL

-- BLOCK session_commit_open
SELECT pg_catalog.pg_current_xact_id_if_assigned() IS NOT NULL OR pg_catalog.now() <> pg_catalog.statement_timestamp()

-- BLOCK session_commit
COMMIT

-- Whether the session is still the sandbox's: its login role, acting as examhall_sandbox, no superuser, and no
-- settings of its roles beyond the design's (an answer that ended our transaction may have added some).
-- BLOCK session_identity
SELECT session_user = :role::text AND current_user = 'examhall_sandbox'
   AND pg_catalog.current_setting('is_superuser') = 'off'
   AND NOT EXISTS (
     SELECT FROM pg_catalog.pg_db_role_setting s
     WHERE s.setrole IN (SELECT oid FROM pg_catalog.pg_roles WHERE rolname IN (session_user, 'examhall_sandbox'))
       AND NOT (s.setdatabase = 0 AND s.setrole = pg_catalog.to_regrole(session_user)
                AND s.setconfig <@ ARRAY['temp_file_limit=' || :tempFileLimit::text]))
   AS intact

-- BLOCK session_state
SELECT (SELECT count(*) FROM pg_catalog.pg_class WHERE relnamespace = pg_catalog.pg_my_temp_schema())
     + (SELECT count(*) FROM pg_catalog.pg_settings WHERE source = 'session')
     + (SELECT count(*) FROM pg_catalog.pg_prepared_statements)
     + (SELECT count(*) FROM pg_catalog.pg_cursors)
     + (SELECT count(*) FROM pg_catalog.pg_listening_channels())
     + (SELECT count(*) FROM pg_catalog.pg_locks WHERE locktype = 'advisory' AND pid = pg_catalog.pg_backend_pid())
     AS items

-- BLOCK session_sequences
SELECT pg_catalog.format('%I.%I', schemaname, sequencename) AS name,
       coalesce(last_value, start_value)::text AS value, last_value IS NOT NULL AS called
FROM pg_catalog.pg_sequences
WHERE schemaname NOT IN ('pg_catalog', 'information_schema')

-- BLOCK session_restore_sequences
SELECT pg_catalog.setval(s.name::regclass, s.value::bigint, s.called)
FROM ROWS FROM (pg_catalog.unnest(:names::text[]), pg_catalog.unnest(:values::text[]), pg_catalog.unnest(:called::boolean[]))
  AS s(name, value, called)
