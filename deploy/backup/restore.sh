#!/usr/bin/env bash
# Restores a backup made by backup.sh (BACKUP_DIR/<UTC stamp>/: shop.dump, media.tar.gz,
# SHA256SUMS): checks the checksums, then recreates the database from the dump and replaces
# MEDIA_DIR's contents with the media archive. The shop must be stopped first (the database is
# dropped with whatever connections it has). Used by bench/restore-drill.sh; needs what
# backup.sh needs (bash, the PostgreSQL client tools, tar), so it runs in the backup image too.
#
#   restore.sh --yes [--skip-media] [STAMP | DIRECTORY]
#
# Without STAMP, the newest backup in BACKUP_DIR. --yes is required: this destroys the current
# database and media. --skip-media leaves MEDIA_DIR alone (the compose backup service mounts the
# media volume read-only: docs/deploy.md, "Backups", unpacks it with another container).
#
# Connection: libpq's PGHOST, PGPORT, PGUSER, PGPASSWORD, PGDATABASE, as backup.sh; PGUSER must
# own the database or have CREATEDB (the embedded setup's `shop` has; compose's superuser has).
# DROP and CREATE DATABASE run from RESTORE_ADMIN_DB (`postgres`). The dump is restored as
# PGUSER, without the dumped owners and grants: where each service has a role of its own
# (compose, Kubernetes), run db-roles afterwards (`docker compose up -d db-roles`), which makes
# each role the owner of its schema again. globals.sql (the roles, without passwords) is not
# replayed: db-roles creates the roles.
#
# Environment: BACKUP_DIR (/backups), MEDIA_DIR (/srv/media), RESTORE_JOBS (pg_restore's
# parallel jobs, 2), RESTORE_ADMIN_DB (postgres).
set -euo pipefail

BACKUP_DIR=${BACKUP_DIR:-/backups}
MEDIA_DIR=${MEDIA_DIR:-/srv/media}

log() { printf '%s restore: %s\n' "$(date -u +%FT%TZ)" "$*" >&2; }
die() { log "error: $*"; exit 1; }

usage="usage: restore.sh --yes [--skip-media] [STAMP | DIRECTORY]"
confirmed=0 skip_media=0 backup=''
while (($#)); do
  case $1 in
    --yes) confirmed=1; shift ;;
    --skip-media) skip_media=1; shift ;;
    -*) die "$usage" ;;
    *) backup=$1; shift ;;
  esac
done
((confirmed)) || die "this drops the database ${PGDATABASE:-PGDATABASE} and replaces $MEDIA_DIR: run with --yes ($usage)"
: "${PGDATABASE:?PGDATABASE (and PGHOST, PGUSER, PGPASSWORD) name the database to restore}"
[[ $PGDATABASE =~ ^[A-Za-z0-9_]+$ ]] || die "PGDATABASE must be a database's name"
for tool in pg_restore psql tar sha256sum; do command -v "$tool" >/dev/null || die "$tool is missing"; done

if [[ -z $backup ]]; then
  backup=$(find "$BACKUP_DIR" -mindepth 1 -maxdepth 1 -type d -name '20*Z' -printf '%f\n' | sort | tail -1)
  [[ -n $backup ]] || die "no backup in $BACKUP_DIR"
fi
[[ -d $backup ]] || backup="$BACKUP_DIR/$backup"
[[ -f $backup/shop.dump && -f $backup/SHA256SUMS ]] || die "$backup is not a backup made by backup.sh"

started=$SECONDS
log "checking $backup"
(cd "$backup" && sha256sum --check --quiet SHA256SUMS) || die "$backup is damaged (checksums differ)"

log "recreating the database $PGDATABASE"
psql --no-psqlrc --quiet --set ON_ERROR_STOP=1 --dbname="${RESTORE_ADMIN_DB:-postgres}" \
  --command='SET client_min_messages = warning' \
  --command="DROP DATABASE IF EXISTS \"$PGDATABASE\" WITH (FORCE)" \
  --command="CREATE DATABASE \"$PGDATABASE\""
log "restoring the dump"
pg_restore --no-owner --no-privileges --exit-on-error --jobs="${RESTORE_JOBS:-2}" \
  --dbname="$PGDATABASE" "$backup/shop.dump"
# The planner's statistics are not in a dump (the system catalogs' own are the superuser's).
psql --no-psqlrc --quiet --command='SET client_min_messages = error' --command='ANALYZE' >/dev/null
database_seconds=$((SECONDS - started))

if [[ -f $backup/media.tar.gz ]] && ((!skip_media)); then
  log "restoring the media into $MEDIA_DIR"
  mkdir -p "$MEDIA_DIR"
  find "$MEDIA_DIR" -mindepth 1 -delete
  tar --extract --gzip --file="$backup/media.tar.gz" --directory="$MEDIA_DIR" --no-same-owner
fi
log "done in $((SECONDS - started)) s (database $database_seconds s)"
