#!/usr/bin/env bash
# Realtime channel and moderator chat under load (issue #21; figures in docs/performance.md):
#   1. server RSS before/after IDLE (1,000) idle authenticated WebSockets on one node;
#   2. PAIRS (200) connected pairs, one chat message a second each: delivery latency from the
#      sender's POST /api/common/chat/send to the other socket's frame, on one node;
#   3. the same with the senders on node A and the receivers on node B, through Redis.
# Loopback only; each run is bounded (at most 60 s, the client enforces it) and so is its count.
#
#   scripts/bench-ws.sh                    # debug build (cargo build --bin randevu --example bench_ws)
#   RELEASE=1 scripts/bench-ws.sh          # release build of both
#   SKIP_BUILD=1 scripts/bench-ws.sh       # reuse the binaries
#
# The accounts are test-only: `bench_ws setup` writes Premium salons, salon admins and their
# sessions straight into a fresh PostgreSQL database PG_DB (dropped and created here), the way the
# integration tests' fixtures do; no endpoint makes them. Both nodes share that database and Redis.
set -euo pipefail
cd "$(dirname "$0")/.."

PG_ADMIN_URL=${PG_ADMIN_URL:-postgres://postgres@127.0.0.1:5432/postgres}
PG_DB=${PG_DB:-randevu_bench_ws}
REDIS_URL=${REDIS_URL:-redis://127.0.0.1:6379}
PORT_A=${PORT_A:-18094}
PORT_B=${PORT_B:-28094}
IDLE=${IDLE:-1000}
PAIRS=${PAIRS:-200}
SECONDS_PER_RUN=${SECONDS_PER_RUN:-30}
OUT=${OUT:-target/bench-ws}
PROFILE=debug
CARGO_FLAGS=()
if [ -n "${RELEASE:-}" ]; then PROFILE=release; CARGO_FLAGS=(--release); fi
BIN=target/$PROFILE/randevu
CLIENT=target/$PROFILE/examples/bench_ws

case $PG_ADMIN_URL in postgres://*@127.0.0.1*|postgres://*@localhost*) ;; *) echo "PG_ADMIN_URL must be on loopback" >&2; exit 1 ;; esac
case $REDIS_URL in redis://127.0.0.1*|redis://localhost*) ;; *) echo "REDIS_URL must be on loopback" >&2; exit 1 ;; esac

if [ -z "${SKIP_BUILD:-}" ]; then
    echo "== building ($PROFILE)"
    cargo build "${CARGO_FLAGS[@]}" --bin randevu --example bench_ws
fi
mkdir -p "$OUT"

PIDS=()
stop_all() {
    for pid in "${PIDS[@]}"; do
        if kill -0 "$pid" 2>/dev/null; then kill "$pid"; wait "$pid" 2>/dev/null || true; fi
    done
    PIDS=()
}
trap stop_all EXIT

DB_URL=${PG_ADMIN_URL%/*}/$PG_DB
psql "$PG_ADMIN_URL" -q -c "DROP DATABASE IF EXISTS $PG_DB" -c "CREATE DATABASE $PG_DB"
export RANDEVU_DATABASE_URL=$DB_URL RANDEVU_STORAGE_DIR=$OUT/files RANDEVU_HOST=127.0.0.1 RANDEVU_PROFILE=development
export RUST_LOG=${RUST_LOG:-warn}
"$BIN" migrate
SALONS=$(( (IDLE + 1) / 2 > PAIRS ? (IDLE + 1) / 2 : PAIRS ))
"$CLIENT" setup --db "$DB_URL" --salons "$SALONS" --out "$OUT/tokens.txt"

# start NAME PORT [redis]: a node in the background; waits for /api/health. Sets NODE_PID.
start() {
    local name=$1 port=$2 redis=${3:-}
    RANDEVU_REALTIME_REDIS_URL=$redis "$BIN" serve --port "$port" --no-demo >"$OUT/$name.log" 2>&1 &
    NODE_PID=$!
    PIDS+=("$NODE_PID")
    for _ in $(seq 1 100); do
        curl -fsS "http://127.0.0.1:$port/api/health" >/dev/null 2>&1 && return 0
        sleep 0.2
    done
    echo "node $name did not start; see $OUT/$name.log" >&2
    return 1
}

echo "== load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
if [ "$IDLE" -gt 0 ]; then
    echo "== 1. $IDLE idle sockets, one node"
    start idle "$PORT_A"
    "$CLIENT" idle --url "http://127.0.0.1:$PORT_A" --pid "$NODE_PID" --tokens "$OUT/tokens.txt" --count "$IDLE"
    stop_all
fi

echo "== 2. $PAIRS pairs, one message a second each, one node"
start one "$PORT_A"
"$CLIENT" pairs --url "http://127.0.0.1:$PORT_A" --tokens "$OUT/tokens.txt" --pairs "$PAIRS" --seconds "$SECONDS_PER_RUN"
stop_all

echo "== 3. $PAIRS pairs, senders on node A, receivers on node B, through Redis"
start a "$PORT_A" "$REDIS_URL"
start b "$PORT_B" "$REDIS_URL"
"$CLIENT" pairs --url "http://127.0.0.1:$PORT_A" --peer-url "http://127.0.0.1:$PORT_B" --tokens "$OUT/tokens.txt" --pairs "$PAIRS" --seconds "$SECONDS_PER_RUN"
stop_all
echo "== load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
