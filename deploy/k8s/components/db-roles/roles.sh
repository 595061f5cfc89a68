#!/bin/sh
# Creates or updates one PostgreSQL role per service from the services' own database URLs, so
# the roles and their passwords are written down once: AUTH_DATABASE_URL, CATALOG_DATABASE_URL,
# ORDERS_DATABASE_URL, PAYMENTS_DATABASE_URL and MEDIA_DATABASE_URL
# (postgres://<role>:<password>@host:port/db, the password URL-safe). The admin connection is
# DATABASE_ADMIN_URL when set, otherwise libpq's PGHOST, PGUSER, PGPASSWORD, PGDATABASE.
# Used by the compose file's db-roles service, the Kubernetes Job of this directory and the test
# command (scripts/lib/deploy-checks.sh). POSIX sh: it runs in the postgres image.
set -eu
dir=$(dirname "$0")
# etims: the orders service's KRA eTIMS state (a schema of its own), owned by the orders role.
for schema in auth catalog orders etims payments media; do
  service=$schema
  if [ "$schema" = etims ]; then service=orders; fi
  var="$(echo "$service" | tr '[:lower:]' '[:upper:]')_DATABASE_URL"
  eval "url=\${$var:-}"
  if [ -z "$url" ]; then
    echo "roles.sh: $var is not set" >&2
    exit 1
  fi
  creds=${url#*://}
  creds=${creds%%@*}
  role=${creds%%:*}
  password=${creds#*:}
  if [ -z "$role" ] || [ "$role" = "$creds" ] || [ -z "$password" ]; then
    echo "roles.sh: $var has no role and password (postgres://role:password@host/db)" >&2
    exit 1
  fi
  SHOP_ROLE_PASSWORD=$password psql ${DATABASE_ADMIN_URL:+"$DATABASE_ADMIN_URL"} -qX \
    -v ON_ERROR_STOP=1 -v schema="$schema" -v role="$role" -f "$dir/roles.sql"
  echo "roles.sh: role $role owns schema $schema"
done
