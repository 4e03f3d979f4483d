#!/usr/bin/env bash
# Lighthouse, mobile, default simulated throttling (issue #22 item 5; the table goes to
# docs/performance.md by hand): the median of RUNS (3) runs per page on the demo data, in each
# locale, with Debian's Chromium. Run by the developer, not by `make test`.
#
#   scripts/lighthouse.sh                          # release build; home, places, salon, master × tr, en, ru
#   SKIP_BUILD=1 BIN=target/debug/randevu RUNS=1 PAGES=home LOCALES=tr scripts/lighthouse.sh
#
# Lighthouse (npm, pinned) is installed once into target/lighthouse, outside the web app's
# packages (from the npm registry, like the web app's). The server runs on a fresh SQLite demo
# database on 127.0.0.1:PORT; the pages load from loopback only (the demo's photos are served by
# the server itself) and Chromium runs with --disable-background-networking and friends.
# Output: target/lighthouse/report-<page>-<locale>-<n>.json and target/lighthouse/table.md.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
LH_VERSION=13.5.0
RUNS=${RUNS:-3}
PORT=${PORT:-18096}
PAGES=${PAGES:-home places salon master}
LOCALES=${LOCALES:-tr en ru}
OUT=$ROOT/target/lighthouse
CHROME_PATH=${CHROME_PATH:-/usr/bin/chromium}
export CHROME_PATH
mkdir -p "$OUT"

if [ ! -x "$OUT/node_modules/.bin/lighthouse" ]; then
    echo "== installing lighthouse@$LH_VERSION into $OUT"
    npm install --prefix "$OUT" --no-audit --no-fund --silent "lighthouse@$LH_VERSION"
fi
LH=$OUT/node_modules/.bin/lighthouse

if [ "${SKIP_BUILD:-0}" != 1 ]; then
    make web
    cargo build --release --bin randevu
fi
BIN=${BIN:-$ROOT/target/release/randevu}

rm -rf "$OUT/data" && mkdir -p "$OUT/data"
export DATABASE_URL=sqlite://$OUT/data/demo.db RANDEVU_STORAGE_DIR=$OUT/data/uploads RANDEVU_PUBLIC_URL=http://127.0.0.1:$PORT RUST_LOG=warn
"$BIN" serve --port "$PORT" >"$OUT/serve.log" 2>&1 &
SERVER_PID=$!
trap 'kill $SERVER_PID 2>/dev/null || true' EXIT
for _ in $(seq 1 300); do
    curl -fsS "http://127.0.0.1:$PORT/api/health" >/dev/null 2>&1 && break
    sleep 0.5
done
BASE=http://127.0.0.1:$PORT

# The salon and master pages: the first salon of the default list and its first master.
read -r SLUG MASTER < <(curl -fsS "$BASE/api/site/salons" | python3 -c 'import json,sys; s=json.load(sys.stdin)["salons"][0]; print(s["slug"])' |
    { read -r slug; curl -fsS "$BASE/api/site/salon/$slug" | python3 -c 'import json,sys; s=json.load(sys.stdin); print(s["slug"], s["masters"][0]["id"])'; })

# path PAGE LOCALE: the page's address in that locale (the route table's paths, web/src/shared/routes/routes.json).
path() {
    python3 - "$1" "$2" "$SLUG" "$MASTER" <<'PY'
import json, sys
page, locale, slug, master = sys.argv[1:]
table = json.load(open("web/src/shared/routes/routes.json"))
routes = table["routes"] if "routes" in table else table
name = {"home": "home", "places": "places", "salon": "salon", "master": "master"}[page]
route = next(r for r in routes if r["name"] == name)
# An optional parameter (`/places/:slug?`) is left out; the others take the salon and its master.
p = "/".join(part for part in route["paths"][locale].split("/") if not part.endswith("?"))
p = p.replace(":slug", slug).replace(":masterId", master)
prefix = "" if locale == "tr" else "/" + locale
print((prefix + p) if p != "/" else (prefix or "/"))
PY
}

: >"$OUT/runs.jsonl"
# warm PAGE_URL: what a page's first visitor ever pays once, not measured: its pictures' WebP
# widths, made on first request and kept (/api/files), and the renderer's first page of a screen.
warm() {
    curl -fsS "$1" | grep -o '/api/files/[^" ,]*?w=[0-9]*' | sort -u | while read -r file; do
        curl -fsS -o /dev/null "$BASE$file" || true
    done
}
for page in $PAGES; do
    for locale in $LOCALES; do
        url=$BASE$(path "$page" "$locale")
        warm "$url"
        for n in $(seq 1 "$RUNS"); do
            report=$OUT/report-$page-$locale-$n.json
            "$LH" "$url" --quiet --output=json --output-path="$report" --form-factor=mobile \
                --only-categories=performance,accessibility,best-practices,seo \
                --chrome-flags="--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run --disable-sync" \
                || { echo "lighthouse failed on $url" >&2; continue; }
            python3 - "$report" "$page" "$locale" "$url" >>"$OUT/runs.jsonl" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
c, a = r["categories"], r["audits"]
print(json.dumps({"page": sys.argv[2], "locale": sys.argv[3], "url": sys.argv[4],
    "performance": round(c["performance"]["score"] * 100), "accessibility": round(c["accessibility"]["score"] * 100),
    "best_practices": round(c["best-practices"]["score"] * 100), "seo": round(c["seo"]["score"] * 100),
    "lcp_s": round(a["largest-contentful-paint"]["numericValue"] / 1000, 2), "tbt_ms": round(a["total-blocking-time"]["numericValue"]),
    "cls": round(a["cumulative-layout-shift"]["numericValue"], 3)}))
PY
            tail -n 1 "$OUT/runs.jsonl"
        done
    done
done

python3 - "$OUT/runs.jsonl" "$RUNS" "$(cut -d' ' -f1 /proc/loadavg)" "$BIN" >"$OUT/table.md" <<'PY'
import json, statistics, sys
rows = [json.loads(l) for l in open(sys.argv[1])]
print(f"Lighthouse 13.5.0, mobile, simulated throttling, Debian Chromium; median of {sys.argv[2]} runs; server {sys.argv[4]}; 1-minute load average at the end {sys.argv[3]}\n")
print("| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS |")
print("|---|---:|---:|---:|---:|---:|---:|---:|")
for key in dict.fromkeys((r["page"], r["locale"], r["url"]) for r in rows):
    runs = [r for r in rows if (r["page"], r["locale"], r["url"]) == key]
    m = lambda f: statistics.median(r[f] for r in runs)
    path = key[2].split("/", 3)[3] if key[2].count("/") >= 3 else ""
    print(f"| `/{path}` | {m('performance'):.0f} | {m('accessibility'):.0f} | {m('best_practices'):.0f} | {m('seo'):.0f} | {m('lcp_s'):.2f} s | {m('tbt_ms'):.0f} ms | {m('cls'):.3f} |")
PY
cat "$OUT/table.md"
