#!/usr/bin/env bash
# Media benchmark (issue 14). Starts the release build of auth, media and the gateway on the
# bench ports over their own database (shop_bench), signs in as the first admin, uploads a
# 2,000-pixel photo-like JPEG, then measures through the gateway on loopback:
#   1. the first request of its 480 px WebP variant (rendered by the media service: decode,
#      shrink, encode, write) and of its 480 px JPEG variant
#   2. GET /media/i/{id}?w=480&format=webp    the cached variant, read from MEDIA_DIR by the
#                                             gateway (wrk)
#   3. the same with If-None-Match            304 answers
# Targets on a 2-core machine: (1) the WebP variant under 100 ms; (2) >= 3,000 req/s with p99
# under 20 ms.
#
#   bench/media.sh [--duration SECONDS] [--connections N] [--no-build]
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
source "$ROOT/bench/lib.sh"

DURATION=15 CONNECTIONS=32 LATENCY_CONNECTIONS=8 BUILD=1
while (($#)); do
  case $1 in
    --duration) DURATION=$2; shift 2 ;;
    --connections) CONNECTIONS=$2; shift 2 ;;
    --no-build) BUILD=0; shift ;;
    *) die "usage: bench/media.sh [--duration SECONDS] [--connections N] [--no-build]" ;;
  esac
done

ensure_infra
apt_install wrk jq
if ((BUILD)); then
  log "building auth, media and the gateway ($SHOP_PROFILE)"
  (cd "$ROOT" && cargo build --locked --release -p shop-auth -p shop-media -p shop-gateway --bins)
fi
trap stop_stack EXIT
stop_stack
bench_reset_database
export MEDIA_DIR="$RUN_DIR/media"
rm -rf "$MEDIA_DIR" && mkdir -p "$MEDIA_DIR"
ensure_secrets
# Only what pictures need: auth (the admin's signature), media, and the gateway.
dir=$(bin_dir)
start_process auth "$dir/auth"
# The media service logs each render with its time.
RUST_LOG=warn,shop_media=info start_process media "$dir/media"
start_process gateway "$dir/gateway"
for ((i = 0; i < 300; i++)); do
  health=$(curl -sS -H 'Accept: application/json' "$BENCH_BASE/health" 2>/dev/null || true)
  [[ $(jq -r '.services.auth + .services.media' <<<"$health" 2>/dev/null) == okok ]] && break
  sleep 0.2
done
[[ $(jq -r '.services.auth + .services.media' <<<"$health") == okok ]] ||
  die "auth and media did not become healthy (logs in $RUN_DIR/logs)"

token=$(curl -fsS -H 'Content-Type: application/json' -H 'Accept: application/json' \
  -d "{\"email\":\"$ADMIN_EMAIL\",\"password\":\"$ADMIN_PASSWORD\"}" "$BENCH_BASE/auth/login" | jq -r .token)
[[ -n $token && $token != null ]] || die "could not sign in as the first admin"

picture="$BENCH_TMP/photo.jpg"
"$dir/media" sample-picture 2000 1333 "$picture"
signature=$(curl -fsS -H 'Accept: application/json' -H "Authorization: Bearer $token" \
  "$BENCH_BASE/api/generate-signature")
field() { jq -r ".$1" <<<"$signature"; }
upload_ms() { # the upload's time, and its answer in $BENCH_TMP/upload.json
  curl -fsS -o "$BENCH_TMP/upload.json" -w '%{time_total}' -H 'Accept: application/json' \
    -F "image=@$picture;type=image/jpeg" -F "api_key=$(field apiKey)" \
    -F "timestamp=$(field timestamp)" -F "signature=$(field signature)" -F "folder=$(field folder)" \
    "$BENCH_BASE/api/upload" | awk '{printf "%.0f", $1 * 1000}'
}
upload_time=$(upload_ms)
id=$(jq -r .publicId "$BENCH_TMP/upload.json")
[[ $id =~ ^[a-z0-9]{8,64}$ ]] || die "the upload failed: $(cat "$BENCH_TMP/upload.json")"
size="$(jq -r '"\(.width) x \(.height), \(.bytes) bytes stored"' "$BENCH_TMP/upload.json")"
again_time=$(upload_ms)

first_ms() { # URL: the time of one request, in milliseconds, and its status
  curl -sS -o "$BENCH_TMP/variant" -w '%{http_code} %{time_total}' "$1" |
    awk '{printf "%.1f ms (HTTP %s)", $2 * 1000, $1}'
}
url="$BENCH_BASE/media/i/$id?w=480&format=webp"
webp_first=$(first_ms "$url")
webp_bytes=$(stat -c %s "$BENCH_TMP/variant")
jpeg_first=$(first_ms "$BENCH_BASE/media/i/$id?w=480")
jpeg_bytes=$(stat -c %s "$BENCH_TMP/variant")
webp_cached=$(first_ms "$url")
rendered=$(sed 's/\x1b\[[0-9;]*m//g' "$RUN_DIR/logs/media.log" 2>/dev/null | grep -o 'variant rendered.*' |
  tail -2 | tr '\n' ' ' || true)
etag=$(curl -sSI "$url" | awk 'tolower($1) == "etag:" {print $2}' | tr -d '\r')

{
  printf '%-46s %s\n' "upload of the 2,000 px JPEG ($size)" "${upload_time} ms"
  printf '%-46s %s\n' "the same file again (same publicId)" "${again_time} ms"
  printf '%-46s %s, %s bytes\n' "first GET ?w=480&format=webp (rendered)" "$webp_first" "$webp_bytes"
  printf '%-46s %s, %s bytes\n' "first GET ?w=480 (JPEG, rendered)" "$jpeg_first" "$jpeg_bytes"
  printf '%-46s %s\n' "second GET ?w=480&format=webp (from disk)" "$webp_cached"
  [[ -z $rendered ]] || printf '%-46s %s\n' "media service log" "$rendered"
} | tee -a "$BENCH_TMP/summary.txt"

for c in "$LATENCY_CONNECTIONS" "$CONNECTIONS"; do
  wrk_run "GET /media/i/{id}?w=480&format=webp (cached)" "$c" "$DURATION" "$url"
done
wrk_run "the same with If-None-Match (304)" "$CONNECTIONS" "$DURATION" -H "If-None-Match: $etag" "$url"

bench_report media "media benchmark: ${DURATION}s per run, wrk -t2 on the same $(nproc)-core machine (auth, media, gateway release builds)"
