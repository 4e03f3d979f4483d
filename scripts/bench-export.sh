#!/usr/bin/env bash
# XLSX export under load of rows (issue #19 "Speed and memory": an XLSX export of 100,000 rows
# completes in ≤ 3 s with the server's memory growing ≤ 64 MB; figures in docs/performance.md).
#
# Fills a fresh database with the demo data and two years of history (`randevu seed --demo`,
# `seed --history`: ~182,000 appointments, 74,000 of them at the benchmark salon), serves it on
# 127.0.0.1:PORT and downloads, each once after a small warm-up export:
#   1. the platform admin's orders table as XLSX (`GET /api/admin/orders?format=xlsx`), its visit-day
#      filter set so that it holds at least ROWS (100,000) appointments (demo admin's session);
#   2. the benchmark salon's appointments report, one row per appointment over the last two
#      years (`GET /api/salon/reports/appointments?group_by=none&format=xlsx`, ~74,000 rows; the
#      Premium demo salon admin's session).
# For each it prints the rows (read back from the workbook), the seconds, the bytes, and the
# server's VmRSS before the request, at its peak (sampled from /proc/PID/status every 10 ms
# during the download) and after, the same for its anonymous part (RssAnon: the heap, what the
# export allocates; on SQLite most of the rest is the database file mapped by `mmap_size`), plus
# VmHWM. The workbook is checked with python3's zipfile:
# the parts an XLSX needs, one sheet, a header, the rows and the totals row.
#
#   scripts/bench-export.sh                      # SQLite (release build)
#   scripts/bench-export.sh sqlite postgres      # both
#   BENCH_BIN=target/debug/randevu SKIP_BUILD=1 scripts/bench-export.sh sqlite
#
# SKIP_BUILD=1 reuses the binary as it is (BENCH_BIN=path: another binary, e.g. a debug build;
# the output names it). PostgreSQL: PG_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres)
# must be able to create and drop the database PG_DB (default bench_export); it is dropped at the
# end unless KEEP_DB=1. Loopback only; every download is bounded by MAX_TIME seconds (default 120).
set -euo pipefail

cd "$(dirname "$0")/.."
ROOT=$PWD
ROWS=${ROWS:-100000}
PORT=${PORT:-18191}
MAX_TIME=${MAX_TIME:-120}
PG_ADMIN_URL=${PG_ADMIN_URL:-postgres://postgres@127.0.0.1:5432/postgres}
PG_DB=${PG_DB:-bench_export}
OUT=$ROOT/target/bench
BACKENDS=("$@")
[ ${#BACKENDS[@]} -eq 0 ] && BACKENDS=(sqlite)
BASE=http://127.0.0.1:$PORT
# The login's rate limits count per address; this bench's own loopback range.
FORWARDED=${FORWARDED:-10.19.0.91}
export SALONS=0 HISTORY=1

case $PG_ADMIN_URL in postgres://*@127.0.0.1*|postgres://*@localhost*) ;; *) echo "PG_ADMIN_URL must be on loopback" >&2; exit 1 ;; esac

mkdir -p "$OUT"
if [ "${SKIP_BUILD:-0}" != 1 ]; then
    echo "== building (cargo build --release -p server)"
    cargo build --release -p server
fi
BIN=${BENCH_BIN:-$ROOT/target/release/randevu}
echo "== binary: $BIN"

source scripts/bench-lib.sh

rss_kb() { awk -v k="$1:" '$1 == k {print $2}' "/proc/$SERVER_PID/status"; }
# The resident set and its anonymous part (the heap and stacks: what the server allocated), in kB,
# on one line. On SQLite the rest is mostly the database file mapped by `mmap_size`: the kernel's
# page cache of that file, shared and dropped under pressure, not memory the export holds.
rss_pair() { awk '$1 == "VmRSS:" {r = $2} $1 == "RssAnon:" {a = $2} END {print r, a}' "/proc/$SERVER_PID/status"; }

login() {
    curl -fsS --max-time 30 -X POST "$BASE/api/site/login/password" -H 'Content-Type: application/json' -H "X-Forwarded-For: $FORWARDED" \
        -d "{\"phone\":\"$1\",\"password\":\"randevu-demo\",\"captchaToken\":\"dev\",\"isAgreementAccepted\":true}" |
        python3 -c 'import json,sys; print(json.load(sys.stdin)["token"])'
}

# sql BACKEND QUERY: one value from the bench database.
sql() {
    case $1 in
    sqlite) python3 -c 'import sqlite3,sys; print(sqlite3.connect(sys.argv[1]).execute(sys.argv[2]).fetchone()[0])' "$OUT/export.db" "$2" ;;
    postgres) psql "$DB_URL" -At -c "$2" ;;
    esac
}

# export NAME TOKEN PATH EXPECTED_ROWS: downloads PATH once, sampling the server's RSS, checks the
# workbook and prints one line of figures (also appended to $OUT/export-<backend>.jsonl).
export_once() {
    local name=$1 token=$2 path=$3 expected=$4 file=$OUT/export.xlsx samples=$OUT/export-rss.txt
    rm -f "$file"
    local before hwm_before
    before=$(rss_pair)
    hwm_before=$(rss_kb VmHWM)
    : >"$samples"
    (
        while kill -0 "$SERVER_PID" 2>/dev/null; do
            rss_pair >>"$samples" || true
            sleep 0.01
        done
    ) &
    local sampler=$!
    local result
    result=$(curl -sS --max-time "$MAX_TIME" -o "$file" -w '%{http_code} %{time_total} %{size_download}' \
        -H "Authorization: Bearer $token" -H 'Accept-Language: tr' -H "X-Forwarded-For: $FORWARDED" "$BASE$path")
    kill "$sampler" 2>/dev/null || true
    wait "$sampler" 2>/dev/null || true
    sleep 1
    local after hwm_after
    after=$(rss_pair)
    hwm_after=$(rss_kb VmHWM)
    python3 - "$name" "$path" "$result" "$file" "$expected" "$before" "$after" "$hwm_before" "$hwm_after" "$samples" "$BACKEND" "$BIN" "$OUT/export-$BACKEND.jsonl" <<'PY'
import json, re, sys, zipfile
name, path, result, file, expected, before, after, hwm_before, hwm_after, samples, backend, binary, jsonl = sys.argv[1:]
status, seconds, size = result.split()
pair = lambda line: tuple(int(x) for x in line.split()) if len(line.split()) == 2 and line.replace(" ", "").isdigit() else None
samples = [p for p in map(pair, open(samples).read().splitlines()) if p]
(before, anon_before), (after, anon_after) = pair(before), pair(after)
peak = max([s[0] for s in samples] + [before, after])
anon_peak = max([s[1] for s in samples] + [anon_before, anon_after])
if status != "200":
    sys.exit(f"{name}: HTTP {status}: {open(file, errors='replace').read()[:400]}")
# The workbook: a zip with the parts Excel needs and one sheet; count its rows as they stream by.
with zipfile.ZipFile(file) as z:
    bad = z.testzip()
    assert bad is None, f"corrupt member {bad}"
    names = set(z.namelist())
    for part in ("[Content_Types].xml", "_rels/.rels", "xl/workbook.xml", "xl/worksheets/sheet1.xml"):
        assert part in names, f"{part} missing from the workbook"
    # rust_xlsxwriter writes `<row r="N" …>` per row; the client may hold the sheet's XML.
    rows = len(re.findall(rb"<row[ >]", z.read("xl/worksheets/sheet1.xml")))
data_rows = rows - 2  # the header and the totals row
assert data_rows == int(expected), f"{data_rows} rows in the workbook, {expected} expected"
mb = lambda kb: round(kb / 1024, 1)
line = {"name": name, "backend": backend, "binary": binary, "path": path, "rows": data_rows, "seconds": float(seconds), "bytes": int(size),
        "rss_before_mb": mb(before), "rss_peak_mb": mb(peak), "rss_after_mb": mb(after), "growth_mb": mb(peak - before),
        "anon_before_mb": mb(anon_before), "anon_peak_mb": mb(anon_peak), "anon_after_mb": mb(anon_after), "anon_growth_mb": mb(anon_peak - anon_before),
        "hwm_before_mb": mb(int(hwm_before)), "hwm_after_mb": mb(int(hwm_after)), "samples": len(samples)}
print(json.dumps(line), file=open(jsonl, "a"))
print(f"   {name}: {data_rows} rows, {float(seconds):.2f} s, {int(size)/1e6:.1f} MB; RSS {mb(before)} → peak {mb(peak)} (+{mb(peak - before)}) → {mb(after)} MB, of it anonymous {mb(anon_before)} → peak {mb(anon_peak)} (+{mb(anon_peak - anon_before)}) → {mb(anon_after)} MB; VmHWM {mb(int(hwm_before))} → {mb(int(hwm_after))} MB")
PY
}

run_backend() {
    BACKEND=$1
    prepare_backend export "$BACKEND"
    : >"$OUT/export-$BACKEND.jsonl"

    "$BIN" serve --port "$PORT" --no-demo >"$OUT/serve-export-$BACKEND.log" 2>&1 &
    SERVER_PID=$!
    for _ in $(seq 1 150); do
        curl -fsS --max-time 2 "$BASE/api/health" >/dev/null 2>&1 && break
        sleep 0.2
    done
    curl -fsS --max-time 2 "$BASE/api/health" >/dev/null

    local admin salon_admin today from two_years_ago salon_id orders salon_rows
    admin=$(login +905550000001)
    salon_admin=$(login +905550000002)
    today=$(TZ=Europe/Istanbul date +%F)
    # The visit day from which the orders table holds at least ROWS appointments.
    from=$(sql "$BACKEND" "SELECT provision_date FROM appointments ORDER BY provision_date DESC LIMIT 1 OFFSET $((ROWS - 1))")
    from=${from:0:10}
    orders=$(sql "$BACKEND" "SELECT COUNT(*) FROM appointments WHERE provision_date >= '$from'")
    # The salon admin's salon and its last two years (the longest report period, 731 days).
    salon_id=$(sql "$BACKEND" "SELECT r.salon_id FROM account_roles r JOIN accounts a ON a.id = r.account_id WHERE a.phone = '+905550000002' AND r.role = 'salon_admin'")
    two_years_ago=$(TZ=Europe/Istanbul date -d "$today -730 days" +%F)
    salon_rows=$(sql "$BACKEND" "SELECT COUNT(*) FROM appointments WHERE salon_id = $salon_id AND provision_date >= '$two_years_ago' AND provision_date <= '$today'")
    echo "   orders from $from: $orders rows; salon $salon_id from $two_years_ago: $salon_rows rows"

    local q warm
    q=$(python3 -c 'import json,sys,urllib.parse; print(urllib.parse.quote(json.dumps({"filters":{"from":{"type":"date","mode":"newer","value":sys.argv[1]}}})))' "$from")
    warm=$(python3 -c 'import json,sys,urllib.parse; print(urllib.parse.quote(json.dumps({"filters":{"from":{"type":"date","mode":"newer","value":sys.argv[1]}}})))' "$today")
    # Warm-up: a small export of each kind (the workbook code and the statements' first use).
    curl -fsS --max-time 30 -o /dev/null -H "Authorization: Bearer $admin" "$BASE/api/admin/orders?q=$warm&format=xlsx"
    curl -fsS --max-time 30 -o /dev/null -H "Authorization: Bearer $salon_admin" "$BASE/api/salon/reports/appointments?from=$today&to=$today&group_by=none&format=xlsx"
    sleep 1

    export_once "admin orders XLSX (≥ $ROWS rows)" "$admin" "/api/admin/orders?q=$q&format=xlsx" "$orders"
    export_once "salon appointments report XLSX (two years)" "$salon_admin" \
        "/api/salon/reports/appointments?from=$two_years_ago&to=$today&group_by=none&format=xlsx" "$salon_rows"
    stop_server
    if [ "$BACKEND" = postgres ] && [ "${KEEP_DB:-0}" != 1 ]; then
        psql "$PG_ADMIN_URL" -q -c "DROP DATABASE IF EXISTS $PG_DB"
    fi
    echo "== $BACKEND: figures in $OUT/export-$BACKEND.jsonl"
}

for backend in "${BACKENDS[@]}"; do
    run_backend "$backend"
done
