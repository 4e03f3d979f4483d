#!/usr/bin/env bash
# Discovery and availability load bench (issues #4 and #5, DESIGN §6: p95 ≤ 20 ms on a dataset
# 10× the demo data).
#
# Builds the release binary, fills a fresh database with the demo data plus SALONS synthetic
# salons (`randevu seed --synthetic`), serves it on 127.0.0.1:PORT and measures the places list,
# the lookups, the salon page and the three availability calls (for a synthetic salon and its
# masters, next Monday) with `oha` when installed, else with scripts/loadgen.py (standard library).
# Figures go to target/bench/discovery-<backend>.md (a Markdown table) and .jsonl (raw).
#
#   scripts/bench-discovery.sh                 # SQLite, then PostgreSQL
#   scripts/bench-discovery.sh sqlite          # one backend
#   REQUESTS=2000 CONCURRENCY="1 4" SALONS=400 scripts/bench-discovery.sh postgres
#
# CONCURRENCY is a list: every endpoint is measured at each level (default "1 4": the service time
# alone, and four clients on the two cores).
#
# PostgreSQL: PG_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres) must be able to
# create and drop the database `bench` (PG_DB); it is dropped at the end unless KEEP_DB=1.
# ONLY='regex' measures only the endpoints whose name matches (to re-run a few rows).
# SKIP_BUILD=1 reuses target/release/randevu as it is (BENCH_BIN=path: another binary, e.g. a
# debug build for a quick upper bound; the tables name it).
# The admin's lists (issue #17: salons, users, the service moderation queue, reviews) are measured
# with the demo admin's session (ONLY=admin runs just the admin rows). The blog (issue #20)
# is measured with POSTS numbered posts (`randevu seed --posts`, default 1000) on top of the demo's.
# The salon's numbers (issue #19: the nine charts, the seven reports, salaries and finances; names
# start with "salon numbers") are measured with the Premium demo salon admin's session on the
# benchmark salon of `randevu seed --history` (10 masters, two years, ~74,000 appointments; HISTORY=1,
# the default; HISTORY=0 skips the seed and these calls then see the demo's few visits):
#   ONLY='salon numbers' SALONS=0 POSTS=0 scripts/bench-discovery.sh sqlite postgres
# NICE=-10 runs the server and the load tool
# at that priority (root only), for a machine busy with other work; the tables say so.
# Traffic goes to loopback only, in a bounded number of requests.
set -euo pipefail

cd "$(dirname "$0")/.."
ROOT=$PWD
REQUESTS=${REQUESTS:-2000}
CONCURRENCY=${CONCURRENCY:-1 4}
SALONS=${SALONS:-400}
export POSTS=${POSTS:-1000}
export HISTORY=${HISTORY:-1}
PORT=${PORT:-18095}
PG_ADMIN_URL=${PG_ADMIN_URL:-postgres://postgres@127.0.0.1:5432/postgres}
PG_DB=${PG_DB:-bench}
OUT=$ROOT/target/bench
BACKENDS=("$@")
[ ${#BACKENDS[@]} -eq 0 ] && BACKENDS=(sqlite postgres)
BASE=http://127.0.0.1:$PORT
NICE=${NICE:-0}
RUN=(nice -n "$NICE")

mkdir -p "$OUT"
if [ "${SKIP_BUILD:-0}" != 1 ]; then
    echo "== building (cargo build --release -p server)"
    cargo build --release -p server
fi
BIN=${BENCH_BIN:-$ROOT/target/release/randevu}

if command -v oha >/dev/null 2>&1; then
    TOOL="oha $(oha --version | awk '{print $2}')"
else
    TOOL="scripts/loadgen.py (Python $(python3 -c 'import platform; print(platform.python_version())'))"
fi
echo "== load tool: $TOOL, $REQUESTS requests per endpoint at concurrency $CONCURRENCY"

source scripts/bench-lib.sh

# One endpoint at one concurrency: prints a JSON line {name, path, c, p50_ms, p95_ms, p99_ms, rps, ...}.
# With a fourth argument, the requests are POSTs of that JSON body; a fifth is a session token.
measure() {
    local name=$1 path=$2 c=$3 body=${4:-} token=${5:-} raw
    local auth=(-H "Accept-Language: ${LANG_HEADER:-tr}")
    [ -n "$token" ] && auth+=(-H "Authorization: Bearer $token")
    if command -v oha >/dev/null 2>&1; then
        local post=("${auth[@]}")
        [ -n "$body" ] && post+=(-m POST -T application/json -d "$body")
        # Uncounted warm-up, then the measured run.
        "${RUN[@]}" oha --no-tui -n 40 -c "$c" -H 'Accept-Encoding: gzip' "${post[@]}" "$BASE$path" >/dev/null
        raw=$("${RUN[@]}" oha --no-tui --output-format json -n "$REQUESTS" -c "$c" -H 'Accept-Encoding: gzip' "${post[@]}" "$BASE$path")
        python3 - "$name" "$path" "$c" "$raw" "$body" <<'PY'
import json, sys
name, path, c, raw, body = sys.argv[1], sys.argv[2], int(sys.argv[3]), json.loads(sys.argv[4]), sys.argv[5]
ms = lambda v: round(v * 1000, 2) if v is not None else None
p = raw["latencyPercentiles"]
statuses = raw.get("statusCodeDistribution", {})
print(json.dumps({"name": name, "path": path, "body": body, "c": c, "requests": sum(statuses.values()), "p50_ms": ms(p["p50"]), "p95_ms": ms(p["p95"]),
                  "p99_ms": ms(p["p99"]), "max_ms": ms(raw["summary"].get("slowest")), "rps": round(raw["summary"]["requestsPerSec"], 1),
                  "statuses": statuses, "errors": sum(raw.get("errorDistribution", {}).values())}))
PY
    else
        local post=("${auth[@]}")
        [ -n "$body" ] && post+=(--data "$body")
        raw=$("${RUN[@]}" python3 "$ROOT/scripts/loadgen.py" --json -n "$REQUESTS" -c "$c" --warmup 40 "${post[@]}" "$BASE$path" || true)
        python3 -c 'import json,sys; r=json.loads(sys.argv[3]); r.update(name=sys.argv[1], path=sys.argv[2], body=sys.argv[4], c=r["concurrency"]); print(json.dumps(r))' "$name" "$path" "$raw" "$body"
    fi
}

dataset_counts() {
    local sql="SELECT (SELECT COUNT(*) FROM salons), (SELECT COUNT(*) FROM salon_services), (SELECT COUNT(*) FROM masters), (SELECT COUNT(*) FROM master_services), (SELECT COUNT(*) FROM reviews), (SELECT COUNT(*) FROM neighbourhoods)"
    case $1 in
    sqlite) command -v sqlite3 >/dev/null && sqlite3 -separator ' ' "$OUT/discovery.db" "$sql" ;;
    postgres) psql "$DB_URL" -At -F ' ' -c "$sql" ;;
    esac | awk '{printf "salons %s, salon services %s, masters %s, master services %s, reviews %s, neighbourhoods %s\n", $1, $2, $3, $4, $5, $6}'
}

run_backend() {
    local backend=$1
    prepare_backend discovery "$backend"
    settle_writes "$backend"
    local counts
    counts=$(dataset_counts "$backend")
    echo "   dataset: $counts"

    "${RUN[@]}" "$BIN" serve --port "$PORT" --no-demo >"$OUT/serve-$backend.log" 2>&1 &
    SERVER_PID=$!
    for _ in $(seq 1 100); do
        curl -fsS "$BASE/api/health" >/dev/null 2>&1 && break
        sleep 0.2
    done
    curl -fsS "$BASE/api/health" >/dev/null

    local monday slug salon_id service_id
    monday=$(date -d 'next monday' +%F)
    # A synthetic salon from the middle of the default list (demo salons sit there too), and a
    # service of its first master.
    # (Without synthetic salons, SALONS=0: any salon of the list.)
    slug=$(curl -fsS "$BASE/api/site/salons?page=10" | python3 -c 'import json,sys; s=json.load(sys.stdin)["salons"]; print(next((x["slug"] for x in s if x["slug"].startswith("syn-")), ""))')
    [ -n "$slug" ] || slug=$(curl -fsS "$BASE/api/site/salons" | python3 -c 'import json,sys; print(json.load(sys.stdin)["salons"][0]["slug"])')
    read -r salon_id service_id < <(curl -fsS "$BASE/api/site/salon/$slug" | python3 -c 'import json,sys; s=json.load(sys.stdin); print(s["id"], s["masters"][0]["service_ids"][0])')

    # The demo admin's session for the admin lists.
    local admin_token tab_q search_q
    admin_token=$(curl -fsS -X POST "$BASE/api/site/login/password" -H 'Content-Type: application/json' \
        -d '{"phone":"+905550000001","password":"randevu-demo","captchaToken":"dev","isAgreementAccepted":true}' |
        python3 -c 'import json,sys; print(json.load(sys.stdin)["token"])')
    tab_q=$(python3 -c 'import json,urllib.parse; print(urllib.parse.quote(json.dumps({"sortColumn":"last_activity","sortDirection":-1,"filters":{"tab":{"type":"radio","value":"inactive"}}})))')
    search_q=$(python3 -c 'import json,urllib.parse; print(urllib.parse.quote(json.dumps({"search":"salon","offset":16})))')
    # The users table (issue #17 item 6) searched by name and by phone digits as typed; the
    # moderation queue opened on the pending requests; the reviews searched by the author's name
    # (a first name, which salons' names hold too) and by a word only their texts hold.
    local q users_name_q users_phone_q requests_q replies_q replies_search_q replies_text_q
    q() { python3 -c 'import json,sys,urllib.parse; print(urllib.parse.quote(sys.argv[1]))' "$1"; }
    users_name_q=$(q '{"search":"demo client"}')
    users_phone_q=$(q '{"search":"0555 000 00"}')
    requests_q=$(q '{"filters":{"state":{"type":"checkbox","values":["pending"]}}}')
    replies_q=$(q '{"filters":{"status":{"type":"checkbox","values":["placed","disputed"]}}}')
    replies_search_q=$(q '{"search":"ayse"}')
    replies_text_q=$(q '{"search":"harika"}')
    # The platform's orders table (issue #19) in its other walks: by total, a page further on; the
    # completed visits of the last 30 days (a status and visit-day filter, latest first); the
    # visits of salon 1 (the demo's first, the benchmark salon of seed --history: ~74,000).
    local orders_total_q orders_completed_q orders_salon_q
    orders_total_q=$(q '{"sortColumn":"total","sortDirection":-1,"offset":40,"limit":20}')
    orders_salon_q=$(q '{"filters":{"salon":{"type":"radio","value":"1"}}}')
    orders_completed_q=$(q "{\"filters\":{\"status\":{\"type\":\"checkbox\",\"values\":[\"completed\"]},\"from\":{\"type\":\"date\",\"mode\":\"newer\",\"value\":\"$(date -d '-30 days' +%F)\"}}}")
    # A numbered post from the middle of the blog (seed --posts), and a category with posts.
    local blog_slug blog_category
    read -r blog_slug blog_category < <(curl -fsS "$BASE/api/site/blog" | python3 -c 'import json,sys; b=json.load(sys.stdin); print(b["posts"][0]["slug"], b["categories"][0]["slug"])')
    if [ "${POSTS:-0}" -gt 0 ]; then
        read -r blog_slug blog_category < <(curl -fsS "$BASE/api/site/blog?page=10" | python3 -c 'import json,sys; b=json.load(sys.stdin); print(b["posts"][0]["slug"], b["categories"][0]["slug"])')
    fi

    # The Premium demo salon's admin (the benchmark salon of seed --history) for the salon's numbers:
    # the longest period a chart or report takes (731 days up to today), a year for salaries and
    # finances (their longest), one month for the report that lists every visit, and a master.
    local salon_token today two_years year_ago month_ago master_id
    salon_token=$(curl -fsS -X POST "$BASE/api/site/login/password" -H 'Content-Type: application/json' \
        -d '{"phone":"+905550000002","password":"randevu-demo","captchaToken":"dev","isAgreementAccepted":true}' |
        python3 -c 'import json,sys; print(json.load(sys.stdin)["token"])')
    today=$(TZ=Europe/Istanbul date +%F)
    two_years=from=$(TZ=Europe/Istanbul date -d "$today -730 days" +%F)\&to=$today
    year_ago=from=$(TZ=Europe/Istanbul date -d "$today -365 days" +%F)\&to=$today
    month_ago=from=$(TZ=Europe/Istanbul date -d "$today -30 days" +%F)\&to=$today
    master_id=$(curl -fsS "$BASE/api/salon/salaries?$month_ago" -H "Authorization: Bearer $salon_token" | python3 -c 'import json,sys; r=json.load(sys.stdin); r=r.get("rows", r) if isinstance(r, dict) else r; print(r[0]["master_id"])')

    local endpoints=(
        "salons (default: rating)|/api/site/salons"
        "salons department + sort price|/api/site/salons?department_id=1&sort_by=price"
        "salons province 34 + rating ≥ 4 + wifi|/api/site/salons?address=province-34&rating_min=4&amenities=wifi"
        "salons sort distance|/api/site/salons?sort_by=distance&lat=41.0&lng=29.0"
        "salons open Monday 11:00|/api/site/salons?date=$monday&time=11:00"
        "search-services sac|/api/site/search-services?term=sac"
        "search-salons lale|/api/site/search-salons?term=lale"
        "search-districts kadikoy|/api/site/search-districts?term=kadikoy"
        "search-districts 347 (postal code)|/api/site/search-districts?term=347"
        "salon page|/api/site/salon/$slug"
        "availability on a date (all masters)|/api/site/salon/employee-availability-for-given-date/$salon_id|{\"date\": \"$monday\", \"duration\": 60}"
        "available-masters (service, Monday 11:00)|/api/site/order/available-masters?salon_id=$salon_id&salon_service_ids=$service_id&date=$monday&time=11:00&duration=60"
        "available-dates (3 months)|/api/site/order/available-dates?salon_id=$salon_id&duration=60"
        "admin salons (first page, tab counts)|/api/admin/salons||admin"
        "admin salons tab inactive, sort last activity|/api/admin/salons?q=$tab_q||admin"
        "admin salons search, page 3|/api/admin/salons?q=$search_q||admin"
        "admin users (first page)|/api/admin/users||admin"
        "admin users search name|/api/admin/users?q=$users_name_q||admin"
        "admin users search phone digits|/api/admin/users?q=$users_phone_q||admin"
        "admin moderation queue (pending)|/api/admin/service-requests?q=$requests_q||admin"
        "admin reviews (first page, status counts)|/api/admin/replies||admin"
        "admin reviews placed + disputed|/api/admin/replies?q=$replies_q||admin"
        "admin reviews search author|/api/admin/replies?q=$replies_search_q||admin"
        "admin reviews search text|/api/admin/replies?q=$replies_text_q||admin"
        "admin analytics summary (30 days)|/api/admin/analytics/summary||admin"
        "admin analytics bookings by day (30 days)|/api/admin/analytics/bookings||admin"
        "admin analytics conversion (30 days)|/api/admin/analytics/conversion||admin"
        "admin reports clients (first page)|/api/admin/clients||admin"
        "admin reports orders (first page)|/api/admin/orders||admin"
        "admin reports orders by total, page 3|/api/admin/orders?q=$orders_total_q||admin"
        "admin reports orders completed, 30 days|/api/admin/orders?q=$orders_completed_q||admin"
        "admin reports orders of the benchmark salon|/api/admin/orders?q=$orders_salon_q||admin"
        "admin reports sales (first page)|/api/admin/sales||admin"
        "salon numbers: chart clients count (2 years)|/api/salon/charts/clients-count?$two_years||salon"
        "salon numbers: chart income (2 years)|/api/salon/charts/income?$two_years||salon"
        "salon numbers: chart replies count (2 years)|/api/salon/charts/replies-count?$two_years||salon"
        "salon numbers: chart rating (2 years)|/api/salon/charts/rating?$two_years||salon"
        "salon numbers: chart completed acts (2 years)|/api/salon/charts/acts/completed?$two_years||salon"
        "salon numbers: chart services distribution (2 years)|/api/salon/charts/services-distribution?$two_years||salon"
        "salon numbers: chart income by days (2 years)|/api/salon/charts/income-by-days?$two_years||salon"
        "salon numbers: chart income by days, one master (2 years)|/api/salon/charts/income-by-days?$two_years&master_id=$master_id||salon"
        "salon numbers: chart completed acts by days (2 years)|/api/salon/charts/acts/completed-by-days?$two_years||salon"
        "salon numbers: chart finances (2 years)|/api/salon/charts/finances?$two_years||salon"
        "salon numbers: report appointments by day (2 years)|/api/salon/reports/appointments?$two_years||salon"
        "salon numbers: report appointments, every visit (30 days)|/api/salon/reports/appointments?$month_ago&group_by=none||salon"
        "salon numbers: report finances by month (2 years)|/api/salon/reports/finances?$two_years||salon"
        "salon numbers: report payments (2 years)|/api/salon/reports/payments?$two_years||salon"
        "salon numbers: report masters (2 years)|/api/salon/reports/masters?$two_years||salon"
        "salon numbers: report clients (2 years)|/api/salon/reports/clients?$two_years||salon"
        "salon numbers: report services (2 years)|/api/salon/reports/services?$two_years||salon"
        "salon numbers: report cancellations (2 years)|/api/salon/reports/cancellations?$two_years||salon"
        "salon numbers: salaries (1 year)|/api/salon/salaries?$year_ago||salon"
        "salon numbers: finances (1 year)|/api/salon/finances?$year_ago||salon"
        "blog list (tr, first page)|/api/site/blog"
        "blog list (en, tag, page 2)|/api/site/blog?tag=seri-7&page=2|||en"
        "blog list (ru, category, page 5)|/api/site/blog?category=$blog_category&page=5|||ru"
        "blog post (tr)|/api/site/blog/$blog_slug"
        "blog post page, served HTML (tr)|/blog/$blog_slug"
    )
    local jsonl=$OUT/discovery-$backend.jsonl md=$OUT/discovery-$backend.md load_before load_after
    load_before=$(cut -d' ' -f1 /proc/loadavg)
    : >"$jsonl"
    for entry in "${endpoints[@]}"; do
        local name path body auth lang c token
        IFS='|' read -r name path body auth lang <<<"$entry"
        [[ -n "${ONLY:-}" && ! $name =~ $ONLY ]] && continue
        token=
        [ "$auth" = admin ] && token=$admin_token
        [ "$auth" = salon ] && token=$salon_token
        for c in $CONCURRENCY; do
            LANG_HEADER=${lang:-tr} measure "$name" "$path" "$c" "$body" "$token" | tee -a "$jsonl" | python3 -c 'import json,sys; r=json.load(sys.stdin); print("   %-40s c=%-2s p50 %6s ms  p95 %6s ms  p99 %6s ms  %7s req/s  %s" % (r["name"], r["c"], r["p50_ms"], r["p95_ms"], r["p99_ms"], r["rps"], r["statuses"]))'
        done
    done
    load_after=$(cut -d' ' -f1 /proc/loadavg)
    stop_server

    python3 - "$jsonl" "$backend" "$TOOL" "$REQUESTS" "$CONCURRENCY" "$counts" "$load_before → $load_after" "$NICE" >"$md" <<'PY'
import json, sys
path, backend, tool, n, c, counts, load, nice = sys.argv[1:]
rows = [json.loads(line) for line in open(path)]
print(f"{backend}: {counts}; {tool}, {n} requests per endpoint and concurrency; 1-minute load average {load}; nice {nice}\n")
levels = sorted({r["c"] for r in rows})
print("| endpoint | " + " | ".join(f"c={c}: p50 / p95 / p99 ms | c={c}: req/s" for c in levels) + " |")
print("|---|" + "---:|---:|" * len(levels))
names = list(dict.fromkeys(r["name"] for r in rows))
for name in names:
    cells = []
    for c in levels:
        r = next(x for x in rows if x["name"] == name and x["c"] == c)
        p95 = f"**{r['p95_ms']}**" if r["p95_ms"] > 20 else f"{r['p95_ms']}"
        bad = "" if set(map(str, r["statuses"])) <= {"200"} and not r.get("errors") else f" (statuses {r['statuses']}, errors {r.get('errors')})"
        cells += [f"{r['p50_ms']} / {p95} / {r['p99_ms']}", f"{r['rps']}{bad}"]
    print(f"| {name} | " + " | ".join(cells) + " |")
print()
for name in names:
    row = next(x for x in rows if x["name"] == name)
    body = f" POST `{row['body']}`" if row.get("body") else ""
    print(f"- {name}: `{row['path']}`{body}")
PY
    echo "== $backend: table in $md"

    if [ "$backend" = postgres ] && [ "${KEEP_DB:-0}" != 1 ]; then
        psql "$PG_ADMIN_URL" -q -c "DROP DATABASE IF EXISTS $PG_DB"
    fi
}

for backend in "${BACKENDS[@]}"; do
    run_backend "$backend"
done
