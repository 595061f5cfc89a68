#!/usr/bin/env bash
# One backup of the shop: the database (pg_dump, custom format) and the media directory (tar),
# into BACKUP_DIR/<UTC time>/ with a manifest of checksums, optionally copied to an
# S3-compatible bucket. Used alike by the compose `backup` service (in the postgres image:
# bash, pg_dump, tar and coreutils are all it needs) and by bench/restore-drill.sh on this
# machine. The database is dumped first, then the media: pictures are written before the rows
# that name them, so every picture the dump refers to is in the archive.
#
# Environment:
#   DATABASE_URL        the shop's database (required); pg_dump must be of the server's major
#                       version or newer
#   BACKUP_DIR          where backups go (required); each in its own directory, made under a
#                       temporary name and renamed when complete; BACKUP_DIR/latest names the
#                       newest
#   MEDIA_DIR           the pictures (optional: no media archive when unset or missing; with
#                       MEDIA_S3_BUCKET the pictures are in a bucket, whose own versioning or
#                       replication keeps them)
#   BACKUP_KEEP         local backups kept, the newest (default 7; 0 keeps all)
#   BACKUP_S3_URL       s3://bucket/prefix to copy each backup to (optional), with the `aws` CLI
#                       or, without it, `rclone`; credentials from AWS_ACCESS_KEY_ID and
#                       AWS_SECRET_ACCESS_KEY (or the tool's own configuration)
#   BACKUP_S3_ENDPOINT  the S3-compatible server's URL (MinIO, Ceph, R2, ...); unset: AWS
#
# Prints the backup's directory as its last line. Exits non-zero when any step failed (a
# partial backup is removed, never left where restore.sh would take it).
set -euo pipefail

log() { printf '%s backup: %s\n' "$(date -u +%H:%M:%S)" "$*" >&2; }
die() { log "error: $*"; exit 1; }

: "${DATABASE_URL:?DATABASE_URL is required}"
: "${BACKUP_DIR:?BACKUP_DIR is required}"
BACKUP_KEEP=${BACKUP_KEEP:-7}
for tool in pg_dump tar sha256sum; do command -v "$tool" >/dev/null || die "$tool is missing"; done

mkdir -p "$BACKUP_DIR"
stamp=$(date -u +%Y%m%dT%H%M%SZ)
final="$BACKUP_DIR/$stamp"
work="$BACKUP_DIR/.partial-$stamp"
[[ ! -e $final ]] || die "$final exists already"
rm -rf "$work"
mkdir -p "$work"
trap 'rm -rf "$work"' EXIT

started=$SECONDS
log "dumping the database"
# Custom format: compressed, restorable in parallel and selectively (pg_restore -j, -t).
pg_dump --format=custom --compress=6 --no-password --file="$work/database.dump" --dbname="$DATABASE_URL"
database_seconds=$((SECONDS - started))

media_files=0
if [[ -n ${MEDIA_DIR:-} && -d $MEDIA_DIR ]]; then
  log "archiving the media directory $MEDIA_DIR"
  media_files=$(find "$MEDIA_DIR" -type f | wc -l)
  # Pictures are already compressed: a plain tar. Relative paths, so it unpacks anywhere.
  tar --create --file="$work/media.tar" --directory="$MEDIA_DIR" .
else
  log "no media directory (MEDIA_DIR unset or missing): database only"
fi

server_version=$(pg_restore --list "$work/database.dump" | sed -n 's/^;[[:space:]]*Dumped from database version: //p')
{
  echo "created=$stamp"
  echo "database_server_version=$server_version"
  echo "pg_dump_version=$(pg_dump --version | sed 's/^pg_dump (PostgreSQL) //')"
  echo "database_seconds=$database_seconds"
  echo "media_files=$media_files"
  echo "seconds=$((SECONDS - started))"
} >"$work/manifest"
files=(database.dump)
[[ -e $work/media.tar ]] && files+=(media.tar)
(cd "$work" && sha256sum "${files[@]}") >"$work/SHA256SUMS"

mv "$work" "$final"
trap - EXIT
echo "$stamp" >"$BACKUP_DIR/latest.tmp" && mv "$BACKUP_DIR/latest.tmp" "$BACKUP_DIR/latest"
log "done in $((SECONDS - started)) s: $(du -sh "$final" | cut -f1) in $final"

if [[ -n ${BACKUP_S3_URL:-} ]]; then
  [[ $BACKUP_S3_URL == s3://* ]] || die "BACKUP_S3_URL must look like s3://bucket/prefix"
  target="${BACKUP_S3_URL%/}/$stamp"
  log "copying to $target"
  if command -v aws >/dev/null; then
    aws ${BACKUP_S3_ENDPOINT:+--endpoint-url "$BACKUP_S3_ENDPOINT"} s3 cp --recursive --only-show-errors "$final" "$target/"
  elif command -v rclone >/dev/null; then
    # An on-the-fly remote: no rclone configuration file needed; keys from the environment.
    rclone copy "$final" ":s3,provider=${BACKUP_S3_PROVIDER:-Other},env_auth=true${BACKUP_S3_ENDPOINT:+,endpoint=$BACKUP_S3_ENDPOINT}:${target#s3://}"
  else
    die "BACKUP_S3_URL is set but neither aws nor rclone is installed (the local backup is in $final)"
  fi
fi

if ((BACKUP_KEEP > 0)); then
  # Oldest first; the names sort by time.
  mapfile -t backups < <(find "$BACKUP_DIR" -mindepth 1 -maxdepth 1 -type d -name '20*Z' -printf '%f\n' | sort)
  for ((i = 0; i < ${#backups[@]} - BACKUP_KEEP; i++)); do
    log "removing the old backup ${backups[i]}"
    rm -rf "${BACKUP_DIR:?}/${backups[i]}"
  done
fi
echo "$final"
