#!/usr/bin/env bash
# The compose file's backup service (postgres image): every night at BACKUP_AT, Nairobi time
# (EAT, UTC+3, no daylight saving), into BACKUP_DIR/<UTC stamp>/:
#   shop.dump      pg_dump of the shop's database, custom format (pg_restore), every schema
#   globals.sql    the roles and their memberships, without passwords (db-roles sets those)
#   media.tar.gz   the media volume (uploads, their variants, the demo pictures)
#   SHA256SUMS     checksums of the three
# A backup is written under a temporary name and renamed when complete, so a directory with a
# stamp name is always whole. The last BACKUP_KEEP_DAYS days are kept. On start it backs up at
# once when the newest backup is older than a day (a machine that was off at night).
#
#   backup.sh            the loop (the service's entrypoint)
#   backup.sh --now      one backup, then exit (docker compose exec backup bash /shop-backup/backup.sh --now)
#   backup.sh --check    exit 0 when the newest backup is younger than 26 hours (healthcheck)
#
# Connection: libpq's PGHOST, PGUSER, PGPASSWORD, PGDATABASE (a role that may read every schema).
set -euo pipefail

BACKUP_DIR=${BACKUP_DIR:-/backups}
MEDIA_DIR=${MEDIA_DIR:-/srv/media}
BACKUP_AT=${BACKUP_AT:-02:30}
BACKUP_KEEP_DAYS=${BACKUP_KEEP_DAYS:-14}
# Nairobi's time without the time zone database (the image may not have it).
export TZ=EAT-3

log() { printf '%s backup: %s\n' "$(date -u +%FT%TZ)" "$*" >&2; }

# Seconds since the newest complete backup (a large number when there is none).
age_of_newest() {
  local stamp
  stamp=$(cat "$BACKUP_DIR/last-success" 2>/dev/null || echo 0)
  echo $(($(date +%s) - stamp))
}

backup_once() {
  local name tmp
  name=$(date -u +%Y%m%dT%H%M%SZ)
  tmp="$BACKUP_DIR/.partial-$name"
  rm -rf "$BACKUP_DIR"/.partial-*
  mkdir -p "$tmp"
  log "starting $name"
  pg_dump --format=custom --compress=6 --file="$tmp/shop.dump"
  pg_dumpall --globals-only --no-role-passwords --database="$PGDATABASE" >"$tmp/globals.sql"
  if [[ -d $MEDIA_DIR ]]; then
    tar -C "$MEDIA_DIR" -czf "$tmp/media.tar.gz" .
  fi
  (cd "$tmp" && sha256sum -- * >SHA256SUMS)
  mv "$tmp" "$BACKUP_DIR/$name"
  date +%s >"$BACKUP_DIR/last-success.tmp" && mv "$BACKUP_DIR/last-success.tmp" "$BACKUP_DIR/last-success"
  log "done $name ($(du -sh "$BACKUP_DIR/$name" | cut -f1))"
  # Keep the newest BACKUP_KEEP_DAYS days' backups (directories named by their UTC stamp).
  find "$BACKUP_DIR" -mindepth 1 -maxdepth 1 -type d -name '20*Z' -mtime +"$BACKUP_KEEP_DAYS" \
    -exec rm -rf {} +
}

# Seconds until the next BACKUP_AT, local (Nairobi) time.
seconds_until_next() {
  local now target
  now=$(date +%s)
  target=$(date -d "today $BACKUP_AT" +%s)
  ((target > now)) || target=$(date -d "tomorrow $BACKUP_AT" +%s)
  echo $((target - now))
}

case "${1:-}" in
  --check)
    (($(age_of_newest) < 26 * 3600))
    exit
    ;;
  --now)
    backup_once
    exit
    ;;
  "") ;;
  *)
    echo "usage: backup.sh [--now|--check]" >&2
    exit 2
    ;;
esac

mkdir -p "$BACKUP_DIR"
until pg_isready -q; do sleep 2; done
if (($(age_of_newest) > 24 * 3600)); then backup_once || log "FAILED (see above)"; fi
while :; do
  wait_s=$(seconds_until_next)
  log "next backup at $BACKUP_AT Nairobi time, in $((wait_s / 60)) minutes"
  sleep "$wait_s"
  backup_once || log "FAILED (see above)"
done
