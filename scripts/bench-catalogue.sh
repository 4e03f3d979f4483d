#!/usr/bin/env bash
# The catalogue at the size of a country (issue #23): the places list and the lookups measured on
# the demo data plus 1,000, 10,000 and 100,000 synthetic salons (`randevu seed --synthetic N`), on
# SQLite and PostgreSQL, in one run, with wrk (Debian's `wrk` package: `apt-get install wrk`) on
# loopback: CONNECTIONS connections for DURATION per row after a 1-second warm-up.
#
#   scripts/bench-catalogue.sh                         # SQLite then PostgreSQL, 1k 10k 100k
#   SIZES="1000 10000" scripts/bench-catalogue.sh sqlite
#   SKIP_BUILD=1 BENCH_BIN=target/debug/randevu DURATION=3s scripts/bench-catalogue.sh sqlite
#   KEEP_DB=1 SIZES=10000 scripts/bench-catalogue.sh postgres, then REUSE_DB=1 SIZES=10000 …: the
#   same database measured again by another build (before / after a change)
#   SEED_ONLY=1 scripts/bench-catalogue.sh, then SEEDED=1 scripts/bench-catalogue.sh: every size
#   seeded into a database of its own first (not a measurement: it may run beside other work;
#   100k on PostgreSQL takes minutes), then the whole table measured in one run of about
#   15 minutes on a machine with nothing else running. The databases stay (drop them by hand).
#
# Writes target/bench/catalogue.md: one table per backend, p90 / p95 / p99 and req/s per size,
# and the growth of p95 from the smallest to the largest size. PostgreSQL: PG_ADMIN_URL (default
# postgres://postgres@127.0.0.1:5432/postgres) must be able to create and drop the database PG_DB
# (default bench_catalogue), dropped at the end unless KEEP_DB=1. The seeds of each size are timed.
set -euo pipefail

cd "$(dirname "$0")/.."
ROOT=$PWD
SIZES=${SIZES:-1000 10000 100000}
CONNECTIONS=${CONNECTIONS:-4}
DURATION=${DURATION:-8s}
PORT=${PORT:-18097}
PG_ADMIN_URL=${PG_ADMIN_URL:-postgres://postgres@127.0.0.1:5432/postgres}
PG_DB=${PG_DB:-bench_catalogue}
OUT=$ROOT/target/bench
BASE=http://127.0.0.1:$PORT
BACKENDS=("$@")
[ ${#BACKENDS[@]} -eq 0 ] && BACKENDS=(sqlite postgres)
export HISTORY=0 POSTS=0

command -v wrk >/dev/null || { echo "wrk is missing: apt-get install wrk" >&2; exit 1; }
mkdir -p "$OUT"
if [ "${SKIP_BUILD:-0}" != 1 ]; then
    echo "== building (cargo build --release --bin randevu)"
    cargo build --release --bin randevu
fi
BIN=${BENCH_BIN:-$ROOT/target/release/randevu}
source scripts/bench-lib.sh

# wrk reports its latency distribution through this script: one JSON line at the end.
LUA=$OUT/catalogue-report.lua
cat >"$LUA" <<'LUA'
done = function(summary, latency, requests)
  local ms = function(us) return string.format("%.2f", us / 1000) end
  io.write(string.format('{"p50_ms": %s, "p90_ms": %s, "p95_ms": %s, "p99_ms": %s, "requests": %d, "rps": %.1f, "errors": %d, "non2xx": %d}\n',
    ms(latency:percentile(50)), ms(latency:percentile(90)), ms(latency:percentile(95)), ms(latency:percentile(99)),
    summary.requests, summary.requests / (summary.duration / 1e6),
    summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout, summary.errors.status))
end
LUA

ENDPOINTS=(
    "salons (default: rating)|/api/site/salons"
    "salons?sort_by=price|/api/site/salons?sort_by=price"
    "salons?sort_by=distance&lat=41&lng=29|/api/site/salons?sort_by=distance&lat=41&lng=29"
    "salons?department_id=1&address=province-34|/api/site/salons?department_id=1&address=province-34"
    "salons?service_id=1&sort_by=price|/api/site/salons?service_id=1&sort_by=price"
    "salons?sort_by=newest&page=5|/api/site/salons?sort_by=newest&page=5"
    "salons?address=province-34&rating_min=4&amenities=wifi|/api/site/salons?address=province-34&rating_min=4&amenities=wifi"
    "search-salons?term=lale|/api/site/search-salons?term=lale"
    "search-salons?term=kuafor|/api/site/search-salons?term=kuafor"
    "search-districts?term=kadikoy|/api/site/search-districts?term=kadikoy"
    "search-services?term=sac|/api/site/search-services?term=sac"
    "/api/health (for scale)|/api/health"
)

JSONL=$OUT/catalogue.jsonl
[ "${SEED_ONLY:-0}" = 1 ] || : >"$JSONL"
PG_DB_NAME=$PG_DB
for backend in "${BACKENDS[@]}"; do
    for size in $SIZES; do
        SALONS=0
        # SEED_ONLY=1 / SEEDED=1: one database per size (target/bench/catalogue-<size>.db,
        # PostgreSQL <PG_DB>_<size>), seeded by the first, measured as they are by the second.
        name=catalogue
        if [ "${SEED_ONLY:-0}" = 1 ] || [ "${SEEDED:-0}" = 1 ]; then
            name=catalogue-$size
            PG_DB=${PG_DB_NAME}_$size
        fi
        seed_file=$OUT/$name-$backend.seed-seconds
        started=$(date +%s.%N)
        REUSE_DB=$([ "${SEEDED:-0}" = 1 ] && echo 1 || echo "${REUSE_DB:-0}") prepare_backend "$name" "$backend"
        seeded=$(date +%s.%N)
        # REUSE_DB=1 (one size): the database a KEEP_DB=1 run of this size left, measured again
        # as it is, e.g. by another build.
        if [ "${REUSE_DB:-0}" != 1 ] && [ "${SEEDED:-0}" != 1 ]; then
            "$BIN" seed --synthetic "$size" | tail -n 1
            synthetic_s=$(python3 -c "import time; print(round(time.time() - $seeded, 1))")
            echo "$synthetic_s" >"$seed_file"
        else
            synthetic_s=$(cat "$seed_file" 2>/dev/null || echo 0)
        fi
        echo "   seed --synthetic $size: $synthetic_s s (demo and migrations before it: $(python3 -c "print(round($seeded - $started, 1))") s)"
        if [ "${SEED_ONLY:-0}" = 1 ]; then
            # The planner's statistics as a database that has run a while has them.
            [ "$backend" = postgres ] && psql "$DB_URL" -q -c "VACUUM ANALYZE"
            settle_writes "$backend"
            continue
        fi
        settle_writes "$backend"
        "$BIN" serve --port "$PORT" --no-demo >"$OUT/serve-catalogue-$backend.log" 2>&1 &
        SERVER_PID=$!
        for _ in $(seq 1 150); do
            curl -fsS "$BASE/api/health" >/dev/null 2>&1 && break
            sleep 0.2
        done
        total=$(curl -fsS "$BASE/api/site/salons" | python3 -c 'import json,sys; r=json.load(sys.stdin); print(str(r["total"]) + ("+" if r.get("total_capped") else ""))')
        for entry in "${ENDPOINTS[@]}"; do
            IFS='|' read -r name path <<<"$entry"
            [[ -n "${ONLY:-}" && ! $name =~ $ONLY ]] && continue
            wrk -t 2 -c "$CONNECTIONS" -d 1s -H 'Accept-Encoding: gzip' "$BASE$path" >/dev/null
            line=$(wrk -t 2 -c "$CONNECTIONS" -d "$DURATION" -H 'Accept-Encoding: gzip' -s "$LUA" "$BASE$path" | tail -n 1)
            python3 -c 'import json,sys; r=json.loads(sys.argv[1]); r.update(backend=sys.argv[2], size=int(sys.argv[3]), name=sys.argv[4], path=sys.argv[5], seed_s=float(sys.argv[6]), listed=sys.argv[7]); print(json.dumps(r))' \
                "$line" "$backend" "$size" "$name" "$path" "$synthetic_s" "$total" | tee -a "$JSONL" |
                python3 -c 'import json,sys; r=json.load(sys.stdin); print("   %-8s %6d  %-52s p90 %6s  p95 %6s  p99 %6s ms  %8s req/s  errors %s non-2xx %s" % (r["backend"], r["size"], r["name"], r["p90_ms"], r["p95_ms"], r["p99_ms"], r["rps"], r["errors"], r["non2xx"]))'
        done
        stop_server
    done
    if [ "$backend" = postgres ] && [ "${KEEP_DB:-0}" != 1 ] && [ "${SEED_ONLY:-0}" != 1 ] && [ "${SEEDED:-0}" != 1 ]; then
        psql "$PG_ADMIN_URL" -q -c "DROP DATABASE IF EXISTS $PG_DB"
    fi
done
[ "${SEED_ONLY:-0}" = 1 ] && { echo "== seeded; measure with SEEDED=1 $0 ${BACKENDS[*]}"; exit 0; }

python3 - "$JSONL" "$CONNECTIONS" "$DURATION" "$(nproc)" "$(cut -d' ' -f1-3 /proc/loadavg)" >"$OUT/catalogue.md" <<'PY'
import json, sys
path, conns, duration, cores, load = sys.argv[1:]
rows = [json.loads(l) for l in open(path)]
print(f"wrk, {conns} connections, {duration} per row after 1 s of warm-up; {cores} cores; load average at the end {load}\n")
for backend in dict.fromkeys(r["backend"] for r in rows):
    mine = [r for r in rows if r["backend"] == backend]
    sizes = sorted({r["size"] for r in mine})
    seeds = ", ".join(f"{s:,}: {next(r['seed_s'] for r in mine if r['size'] == s)} s" for s in sizes)
    print(f"**{backend}** (seed --synthetic timings: {seeds})\n")
    print("| request | " + " | ".join(f"{s:,}: p90 / p95 / p99 ms" for s in sizes) + f" | p95 {sizes[-1]:,} ÷ {sizes[0]:,} | req/s " + " → ".join(f"{s:,}" for s in sizes) + " |")
    print("|---|" + "---:|" * len(sizes) + "---:|---:|")
    for name in dict.fromkeys(r["name"] for r in mine):
        by = {r["size"]: r for r in mine if r["name"] == name}
        cells = [f"{by[s]['p90_ms']} / {by[s]['p95_ms']} / {by[s]['p99_ms']}" + ("" if by[s]["errors"] == 0 and by[s]["non2xx"] == 0 else f" ({by[s]['errors']} errors, {by[s]['non2xx']} non-2xx)") if s in by else "—" for s in sizes]
        first, last = by.get(sizes[0]), by.get(sizes[-1])
        growth = f"{float(last['p95_ms']) / float(first['p95_ms']):.2f}×" if first and last else "—"
        rps = " → ".join(f"{by[s]['rps']:,.0f}" if s in by else "—" for s in sizes)
        print(f"| `{name}` | " + " | ".join(cells) + f" | {growth} | {rps} |")
    print()
PY
cat "$OUT/catalogue.md"
