-- One service's database role: created if missing, its password set, owner of its own schema
-- (and of everything already in it), with no rights on any other service's schema. Run once per
-- service by roles.sh, as a role that may create roles (a superuser, the managed service's admin,
-- or CloudNativePG's postgres), connected to the shop's database. Safe to run again: it also
-- rotates a password and moves a schema that an older setup's single role `shop` owned.
--
-- psql variables: schema (auth, catalog, orders, etims, payments, media) and role (shop_auth, ...);
-- the password comes from the environment variable SHOP_ROLE_PASSWORD (never on a command line).
\set ON_ERROR_STOP on
SET client_min_messages = warning;
\getenv role_password SHOP_ROLE_PASSWORD

SELECT format('CREATE ROLE %I LOGIN', :'role')
WHERE NOT EXISTS (SELECT FROM pg_roles WHERE rolname = :'role') \gexec
ALTER ROLE :"role" WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS
  PASSWORD :'role_password';

-- Nobody but the roles granted here connects, or creates anything, in the shop's database.
SELECT format('REVOKE ALL ON DATABASE %I FROM PUBLIC', current_database()) \gexec
REVOKE CREATE ON SCHEMA public FROM PUBLIC;
-- CONNECT, and CREATE on the database: at start each service runs `CREATE SCHEMA IF NOT EXISTS`,
-- for which PostgreSQL checks CREATE on the database before it sees that the schema exists, and
-- catalog's migrations create the pg_trgm extension (trusted: CREATE on the database suffices)
-- in its own schema. CREATE gives no right on another role's schema.
SELECT format('GRANT CONNECT, CREATE, TEMPORARY ON DATABASE %I TO %I', current_database(), :'role') \gexec

-- The schema, its owner, and no one else in it.
SELECT format('CREATE SCHEMA IF NOT EXISTS %I AUTHORIZATION %I', :'schema', :'role') \gexec
SELECT format('ALTER SCHEMA %I OWNER TO %I', :'schema', :'role') \gexec
SELECT format('REVOKE ALL ON SCHEMA %I FROM PUBLIC', :'schema') \gexec

-- Whatever is already in the schema (tables, their sequences and indexes, views, functions,
-- types) goes to its role, except the members of an extension, which belong to the extension.
SELECT format('ALTER %s %I.%I OWNER TO %I',
              CASE c.relkind WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW'
                             WHEN 'f' THEN 'FOREIGN TABLE' ELSE 'TABLE' END,
              n.nspname, c.relname, :'role')
FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
WHERE n.nspname = :'schema' AND c.relkind IN ('r', 'p', 'v', 'm', 'f')
  AND c.relowner <> (SELECT oid FROM pg_roles WHERE rolname = :'role')
  AND NOT EXISTS (SELECT FROM pg_depend d WHERE d.classid = 'pg_class'::regclass
                  AND d.objid = c.oid AND d.deptype = 'e') \gexec
SELECT format('ALTER SEQUENCE %I.%I OWNER TO %I', n.nspname, c.relname, :'role')
FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
WHERE n.nspname = :'schema' AND c.relkind = 'S'
  AND c.relowner <> (SELECT oid FROM pg_roles WHERE rolname = :'role')
  AND NOT EXISTS (SELECT FROM pg_depend d WHERE d.classid = 'pg_class'::regclass
                  AND d.objid = c.oid AND d.deptype IN ('e', 'a', 'i')) \gexec
SELECT format('ALTER ROUTINE %I.%I(%s) OWNER TO %I', n.nspname, p.proname,
              pg_get_function_identity_arguments(p.oid), :'role')
FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
WHERE n.nspname = :'schema'
  AND p.proowner <> (SELECT oid FROM pg_roles WHERE rolname = :'role')
  AND NOT EXISTS (SELECT FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass
                  AND d.objid = p.oid AND d.deptype = 'e') \gexec
SELECT format('ALTER TYPE %I.%I OWNER TO %I', n.nspname, t.typname, :'role')
FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
WHERE n.nspname = :'schema' AND t.typtype IN ('e', 'd', 'c')
  AND (t.typtype <> 'c' OR (SELECT relkind FROM pg_class WHERE oid = t.typrelid) = 'c')
  AND t.typowner <> (SELECT oid FROM pg_roles WHERE rolname = :'role')
  AND NOT EXISTS (SELECT FROM pg_depend d WHERE d.classid = 'pg_type'::regclass
                  AND d.objid = t.oid AND d.deptype = 'e') \gexec
