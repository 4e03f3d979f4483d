#!/usr/bin/env bash
# The salon and master pages' server time at four clients (docs/performance.md "Rendered pages"):
# a release server on a fresh demo SQLite database in a temporary folder, each URL warmed, then
# `wrk -t2 -c4` for DURATION (default 10s) per URL; with RENDER=0 the pages are not rendered, with
# RENDER=1 (default) the rendered pages are measured as cache hits and, over 120 salons, as misses;
# the salon page and the misses once more as a browser asks for them (brotli); then a visitors'
# mix over every public salon and master page (scripts/browse-mix.lua, MIX_DURATION, default 60s),
# with the page cache's outcomes from /metrics.
# Each line also gives the CPU per request of the server and of its renderer processes.
# SYNTHETIC=3300 measures them on the 10x dataset (the demo plus 3,300 generated salons).
#   BIN=target/release/randevu PORT=18401 RENDER=0 scripts/bench-pages.sh
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
BIN=$(realpath "${BIN:-$ROOT/target/release/randevu}")
PORT=${PORT:-18401}
RENDER=${RENDER:-1}
DURATION=${DURATION:-10s}
DIR=$(mktemp -d)
cd "$DIR"
[ "$RENDER" = 0 ] && export RANDEVU_RENDER__NODE=
# /metrics, for the page cache's outcomes during the browse mix.
export RANDEVU_METRICS_TOKEN=bench
SERVE_FLAGS=()
if [ "${SYNTHETIC:-0}" != 0 ]; then
  # The 10x dataset: the demo and SYNTHETIC generated salons (3300: ~3,700 salons in all).
  "$BIN" migrate > seed.log 2>&1
  "$BIN" seed --demo >> seed.log 2>&1
  "$BIN" seed --synthetic "$SYNTHETIC" >> seed.log 2>&1
  SERVE_FLAGS=(--no-demo)
fi
"$BIN" serve --port "$PORT" "${SERVE_FLAGS[@]}" > server.log 2>&1 &
PID=$!
trap 'kill $PID 2>/dev/null; wait $PID 2>/dev/null; rm -rf "$DIR"' EXIT
B=http://127.0.0.1:$PORT
for _ in $(seq 1 180); do curl -sf "$B/api/site/libs" > /dev/null && break; sleep 1; done
PCT=$ROOT/scripts/wrk-percentiles.lua
# CPU time (ms) of the server and, apart, of its children (the renderers), from /proc.
cpu_ms() { local t=0 p; for p in "$@"; do [ -r "/proc/$p/stat" ] && t=$((t + $(awk '{print $14 + $15}' "/proc/$p/stat"))); done; echo $((t * 1000 / $(getconf CLK_TCK))); }
# Runs wrk with the given arguments and prints its line with the CPU each request cost.
measure() {
  local children server0 renderers0 line requests
  children=$(pgrep -P "$PID" | tr '\n' ' ')
  server0=$(cpu_ms "$PID"); renderers0=$(cpu_ms $children)
  line=$(wrk "$@" | tail -1)
  requests=$(sed -E 's/.*requests ([0-9]+).*/\1/' <<< "$line")
  awk -v l="$line" -v n="$requests" -v s=$(($(cpu_ms "$PID") - server0)) -v r=$(($(cpu_ms $children) - renderers0)) \
    'BEGIN { printf "%s  CPU per request: server %.2f ms, renderers %.2f ms\n", l, s / n, r / n }'
}
for u in / /places /isletme/berber-selim-manavgat /isletme/berber-selim-manavgat/uzman/142 \
         /api/site/salon/berber-selim-manavgat /api/site/salon-services/42 /api/site/salon/employee-info/142; do
  for _ in 1 2 3; do curl -s -o /dev/null "$B$u"; done
  printf '%-45s ' "$u"; measure -t2 -c4 -d"$DURATION" -s "$PCT" "$B$u"
done
# A browser asks for a compressed page: the same salon page as a browser gets it.
u=/isletme/berber-selim-manavgat
printf '%-45s ' "$u (Accept-Encoding: br)"; measure -t2 -c4 -d"$DURATION" -H 'Accept-Encoding: gzip, deflate, br' -s "$PCT" "$B$u"
if [ "$RENDER" != 0 ]; then
  python3 - "$DIR/data/randevu.db" > slugs.txt <<'PY'
import sqlite3, sys
for (slug,) in sqlite3.connect(sys.argv[1]).execute("SELECT slug FROM salons WHERE status = 'active' ORDER BY id LIMIT 120"):
    print(slug)
PY
  cat "$ROOT/scripts/render-miss.lua" "$PCT" > miss.lua
  export SLUGS=slugs.txt
  printf '%-45s ' "render misses, 120 salons"; measure -t2 -c4 -d20s -s miss.lua "$B"
  printf '%-45s ' "render misses, 120 salons (br)"; measure -t2 -c4 -d20s -H 'Accept-Encoding: gzip, deflate, br' -s miss.lua "$B"
  # Visitors' mix: every salon's page and its masters' pages in the three languages, salons drawn
  # by popularity (Zipf: the r-th most reviewed salon 1/r as often as the first), Turkish 80 %,
  # English and Russian 10 % each; home and the places list as often as the first salon. Popular
  # pages come from the cache, the long tail is rendered on the request: the figure with misses
  # as a live site has them. A first run of MIX_DURATION warms the cache; the second is measured.
  python3 - "$DIR/data/randevu.db" > pages.txt <<'PY'
import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
salons = db.execute("SELECT id, slug FROM salons WHERE status = 'active' ORDER BY reviews_count DESC, id").fetchall()
masters = {}
for salon_id, master_id in db.execute("SELECT salon_id, id FROM masters WHERE deleted_at IS NULL AND plan_inactive = 0 ORDER BY sort_order, id"):
    masters.setdefault(salon_id, []).append(master_id)
locales = [("tr", 0.8, "", "/isletme/{}", "/uzman/{}"), ("en", 0.1, "/en", "/en/place/{}", "/master/{}"), ("ru", 0.1, "/ru", "/ru/biznes/{}", "/master/{}")]
pages = []
for _, share, prefix, _, _ in locales:
    pages += [(share, prefix or "/"), (share, prefix + "/places")]
for rank, (salon_id, slug) in enumerate(salons, 1):
    team = masters.get(salon_id, [])
    for _, share, _, salon_path, master_path in locales:
        page = salon_path.format(slug)
        pages.append((share / rank * (0.6 if team else 1.0), page))
        pages += [(share / rank * 0.4 / len(team), page + master_path.format(m)) for m in team]
total = sum(weight for weight, _ in pages)
running = 0.0
for weight, path in pages:
    running += weight
    print(f"{running / total:.9f} {path}")
PY
  cat "$ROOT/scripts/browse-mix.lua" "$PCT" > mix.lua
  export PAGES=pages.txt
  outcomes() { curl -s -H 'Authorization: Bearer bench' "$B/metrics" | sed -nE 's/^randevu_page_cache_requests_total\{outcome="([a-z]+)"\} ([0-9]+)$/\1=\2/p' | tr '\n' ' '; }
  wrk -t2 -c4 -d"${MIX_DURATION:-60s}" -H 'Accept-Encoding: gzip, deflate, br' -s mix.lua "$B" > /dev/null
  before=$(outcomes)
  printf '%-45s ' "visitors' mix, $(wc -l < pages.txt) pages (br)"; measure -t2 -c4 -d"${MIX_DURATION:-60s}" -H 'Accept-Encoding: gzip, deflate, br' -s mix.lua "$B"
  echo "  page cache outcomes before the measured run: $before"
  echo "  page cache outcomes after it:                $(outcomes)"
  echo "  server's anonymous resident memory (the mapped database file left out): $(awk '/RssAnon/ { print $2 / 1024 " MB" }' /proc/$PID/status)"
fi
