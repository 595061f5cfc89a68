#!/usr/bin/env bash
# Restores a backup made by backup.sh: checks its checksums, then recreates the database of
# DATABASE_URL from the dump and replaces MEDIA_DIR's contents with the media archive. The
# shop must be stopped first (the database is dropped with whatever connections it has).
#
#   deploy/backup/restore.sh --yes [BACKUP]
#
# BACKUP is a directory made by backup.sh, or its name under BACKUP_DIR; without it, the newest
# (BACKUP_DIR/latest). --yes is required: this destroys the current database and media.
#
# Environment:
#   DATABASE_URL       the database to recreate (required); its role must own it or have
#                      CREATEDB (the shop's role has)
#   RESTORE_ADMIN_URL  where DROP/CREATE DATABASE run (default: DATABASE_URL with the database
#                      `postgres`)
#   BACKUP_DIR         where backups are (needed unless BACKUP is a path)
#   MEDIA_DIR          where the pictures go (skipped when unset or the backup has none)
#   RESTORE_JOBS       pg_restore's parallel jobs (default 2)
#
# To restore a backup kept only in the bucket, copy its directory down first
# (aws s3 cp --recursive s3://bucket/prefix/<time>/ /backups/<time>/).
set -euo pipefail

log() { printf '%s restore: %s\n' "$(date -u +%H:%M:%S)" "$*" >&2; }
die() { log "error: $*"; exit 1; }

confirmed=0 backup=
while (($#)); do
  case $1 in
    --yes) confirmed=1; shift ;;
    -*) die "usage: restore.sh --yes [BACKUP]" ;;
    *) backup=$1; shift ;;
  esac
done
((confirmed)) || die "this drops the database of DATABASE_URL and replaces MEDIA_DIR: run with --yes"
: "${DATABASE_URL:?DATABASE_URL is required}"
for tool in pg_restore psql tar sha256sum; do command -v "$tool" >/dev/null || die "$tool is missing"; done

if [[ -z $backup ]]; then
  : "${BACKUP_DIR:?BACKUP_DIR is required to find the latest backup}"
  [[ -s $BACKUP_DIR/latest ]] || die "no backup in $BACKUP_DIR (no 'latest')"
  backup=$(cat "$BACKUP_DIR/latest")
fi
[[ -d $backup ]] || backup="${BACKUP_DIR:-.}/$backup"
[[ -f $backup/database.dump && -f $backup/SHA256SUMS ]] || die "$backup is not a backup made by backup.sh"

started=$SECONDS
log "checking $backup"
(cd "$backup" && sha256sum --check --quiet SHA256SUMS) || die "$backup is damaged (checksums differ)"

# The database's name and the maintenance database's URL (the same server and role).
database=$(echo "$DATABASE_URL" | sed -E 's#^[^/]*//[^/]*/([^?]+).*#\1#')
[[ $database =~ ^[A-Za-z0-9_]+$ ]] || die "cannot tell the database's name from DATABASE_URL"
admin_url=${RESTORE_ADMIN_URL:-$(echo "$DATABASE_URL" | sed -E 's#/[^/?]+(\?|$)#/postgres\1#')}

log "recreating the database $database"
psql --no-psqlrc --quiet --set ON_ERROR_STOP=1 --dbname="$admin_url" \
  --command='SET client_min_messages = warning' --command="DROP DATABASE IF EXISTS \"$database\" WITH (FORCE)" \
  --command="CREATE DATABASE \"$database\""
log "restoring the dump"
# As the connecting role: ownership and grants of the dumped server are not replayed.
pg_restore --no-owner --no-privileges --exit-on-error --jobs="${RESTORE_JOBS:-2}" \
  --dbname="$DATABASE_URL" "$backup/database.dump"
# The planner's statistics are not in a dump (the system catalogs' own are the superuser's).
psql --no-psqlrc --quiet --dbname="$DATABASE_URL" --command='SET client_min_messages = error' --command='ANALYZE' >/dev/null
database_seconds=$((SECONDS - started))

if [[ -f $backup/media.tar ]]; then
  if [[ -n ${MEDIA_DIR:-} ]]; then
    log "restoring the media into $MEDIA_DIR"
    mkdir -p "$MEDIA_DIR"
    find "$MEDIA_DIR" -mindepth 1 -delete
    tar --extract --file="$backup/media.tar" --directory="$MEDIA_DIR" --no-same-owner
  else
    log "the backup has media but MEDIA_DIR is unset: media not restored"
  fi
fi
log "done in $((SECONDS - started)) s (database $database_seconds s)"
