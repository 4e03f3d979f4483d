#!/usr/bin/env bash
# Booking write load (issue #15): CLIENTS clients book distinct free slots at once through the
# basket and `POST /api/site/order/create`, on SQLite and PostgreSQL, with the release binary.
#
# Fills a fresh database with the demo data plus SALONS synthetic salons, serves it on
# 127.0.0.1:PORT and runs scripts/bench-booking.py (standard library) once with one client (the
# service time alone) and once with CLIENTS clients. Figures go to target/bench/booking-<backend>.jsonl.
#
#   scripts/bench-booking.sh                   # SQLite, then PostgreSQL
#   scripts/bench-booking.sh sqlite            # one backend
#   CLIENTS=16 BOOKINGS=40 scripts/bench-booking.sh postgres
#
# PostgreSQL: PG_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres) must be able to
# create and drop the database `bench_booking` (PG_DB); it is dropped at the end unless KEEP_DB=1.
# A run on a kept database (KEEP_DB=1, then REUSE_DB=1) needs new clients: PHONE_BASE=+9055571 (seven
# digits; each phase adds its number and four more), since a phone gets only so many login codes.
# SKIP_BUILD=1 reuses target/release/randevu as it is (BIN=path: another binary, e.g. a debug build). Traffic goes to loopback only.
set -euo pipefail

cd "$(dirname "$0")/.."
ROOT=$PWD
CLIENTS=${CLIENTS:-16}
BOOKINGS=${BOOKINGS:-40}
SALONS=${SALONS:-40}
PORT=${PORT:-18096}
PG_ADMIN_URL=${PG_ADMIN_URL:-postgres://postgres@127.0.0.1:5432/postgres}
PG_DB=${PG_DB:-bench_booking}
OUT=$ROOT/target/bench
BACKENDS=("$@")
[ ${#BACKENDS[@]} -eq 0 ] && BACKENDS=(sqlite postgres)
BASE=http://127.0.0.1:$PORT

mkdir -p "$OUT"
if [ "${SKIP_BUILD:-0}" != 1 ]; then
    echo "== building (cargo build --release --bin randevu)"
    cargo build --release --bin randevu
fi
BIN=${BIN:-$ROOT/target/release/randevu}

source scripts/bench-lib.sh

# User plus system CPU time of the server process so far, in clock ticks.
server_cpu_ticks() {
    awk '{print $14 + $15}' "/proc/$SERVER_PID/stat"
}

run_backend() {
    local backend=$1
    prepare_backend booking "$backend"

    "$BIN" serve --port "$PORT" --no-demo >"$OUT/booking-serve-$backend.log" 2>&1 &
    SERVER_PID=$!
    for _ in $(seq 1 100); do
        curl -fsS "$BASE/api/health" >/dev/null 2>&1 && break
        sleep 0.2
    done
    curl -fsS "$BASE/api/health" >/dev/null
    # A server spends its first seconds on start-up work (the jobs already due in the database
    # among it): wait until it is idle, or the one-client phase measures that work too.
    local before_idle after_idle
    for _ in $(seq 1 30); do
        before_idle=$(server_cpu_ticks)
        sleep 1
        after_idle=$(server_cpu_ticks)
        [ $((after_idle - before_idle)) -le 2 ] && break
    done

    local jsonl=$OUT/booking-$backend.jsonl
    : >"$jsonl"
    local run=0
    for c in 1 "$CLIENTS"; do
        run=$((run + 1))
        echo "== $backend: $c client(s) × $BOOKINGS bookings (load average $(cut -d' ' -f1 /proc/loadavg))"
        local cpu_before
        cpu_before=$(server_cpu_ticks)
        python3 "$ROOT/scripts/bench-booking.py" --base "$BASE" -c "$c" -n "$BOOKINGS" --phone-prefix "${PHONE_BASE:-+9055570}${run}" --server-pid "$SERVER_PID" \
            | tee -a "$jsonl" \
            | python3 -c 'import json,sys
r=json.load(sys.stdin)
print("   %d bookings in %ss: %s bookings/s" % (r["bookings"], r["seconds"], r["bookings_per_s"]))
for k in ("basket add", "basket choose", "order/create"):
    v=r[k]; print("   %-14s p50 %7s ms  p95 %7s ms  p99 %7s ms  max %7s ms  %s" % (k, v["p50_ms"], v["p95_ms"], v["p99_ms"], v["max_ms"], v["statuses"]))
pg = ", PostgreSQL %s ms" % r["postgres_cpu_ms_per_booking"] if "postgres_cpu_ms_per_booking" in r else ""
print("   CPU per booking over the measured phase: server %s ms, load client %s ms%s" % (r.get("server_cpu_ms_per_booking"), r["client_cpu_ms_per_booking"], pg))
if r["first_failure"]: print("   first failure:", r["first_failure"])'
        # The server's CPU over the whole run, the setup (accounts, listing, free slots) included;
        # the line above has the measured phase alone.
        local ticks=$(($(server_cpu_ticks) - cpu_before)) hz
        hz=$(getconf CLK_TCK)
        echo "   server CPU with the setup: $((ticks * 1000 / hz)) ms for $((c * BOOKINGS)) bookings ($((ticks * 1000000 / hz / (c * BOOKINGS))) µs per booking)"
    done
    stop_server
    if [ "$backend" = postgres ] && [ "${KEEP_DB:-0}" != 1 ]; then
        psql "$PG_ADMIN_URL" -q -c "DROP DATABASE IF EXISTS $PG_DB"
    fi
}

for backend in "${BACKENDS[@]}"; do
    run_backend "$backend"
done
