#!/usr/bin/env bash
# A generic fuzzer against the OpenAPI document (issue #15): Schemathesis generates requests from
# `/api/openapi.json` and checks that the server answers what the document says. Every operation
# is run, area by area, each with its role's token, on a fresh server over a fresh SQLite
# database with the demo data; the seed and the number of examples are fixed, so a run is
# reproducible (`st replay <id>` needs the printed case id and the same database).
#
#   scripts/schemathesis.sh            # every area
#   scripts/schemathesis.sh salon      # one or more areas
#
# Schemathesis comes from PyPI into `.venv` (pinned below); the server is the debug build.
set -euo pipefail
cd "$(dirname "$0")/.."

SCHEMATHESIS_VERSION=4.32.5
SEED="${SCHEMATHESIS_SEED:-20261124}"
# Test cases per operation and phase; 131 operations stay well under 5 minutes on 2 cores.
MAX_EXAMPLES="${SCHEMATHESIS_MAX_EXAMPLES:-15}"
BIN="${RANDEVU_BIN:-target/debug/randevu}"
VENV=.venv

if [ ! -x "$VENV/bin/schemathesis" ] || [ "$("$VENV/bin/schemathesis" --version 2>/dev/null)" != "schemathesis, version $SCHEMATHESIS_VERSION" ]; then
  python3 -m venv "$VENV"
  "$VENV/bin/pip" install --quiet --disable-pip-version-check "schemathesis==$SCHEMATHESIS_VERSION"
fi
if [ -z "${RANDEVU_BIN:-}" ]; then
  ${CARGO:-cargo} build --quiet --bin randevu
fi
export SCHEMATHESIS_TELEMETRY=false

# area → the demo account whose role the area needs (store::seed::demo::ACCOUNTS); empty: a guest.
# The site run also takes the public operations outside the areas (health, files, dev outbox).
declare -A PHONE=(
  [site]=""
  [common]="+905550000005"
  [client]="+905550000004"
  [salon]="+905550000002"
  [master]="+905550000003"
  [admin]="+905550000001"
)
declare -A PATHS=(
  [site]='^/api/(site|health|files|dev)(/|$)'
  [common]='^/api/common/'
  [client]='^/api/client/'
  [salon]='^/api/salon/'
  [master]='^/api/master/'
  [admin]='^/api/admin/'
)
# Operations that end the session the run logs in with: they run last, on their own, so that
# the rest is not fuzzed as a guest by accident.
SESSION_ENDERS='^/api/(common/logout|client/delete-account)$'
declare -A ENDER=([common]='^/api/common/logout$' [client]='^/api/client/delete-account$')

# Checks: all of them, but for
# - positive_data_acceptance: it expects every request the schema allows to succeed. Our API
#   answers 422 for business rules no schema can state (a date in the past, a master who does
#   not work that day, a wrong SMS code, an expired link, a phone number that is not a real
#   Turkish number), as spec §8 says; the document lists 422 on every operation with input.
EXCLUDED_CHECKS=positive_data_acceptance

AREAS=("$@")
[ ${#AREAS[@]} -gt 0 ] || AREAS=(site common client salon master admin)

WORK="$(mktemp -d)"
SERVER_PID=""
cleanup() {
  [ -n "$SERVER_PID" ] && kill "$SERVER_PID" 2>/dev/null || true
  rm -rf "$WORK"
}
trap cleanup EXIT

free_port() {
  python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

# The demo data is loaded once (about 15 s in a debug build) and each area gets its own copy of
# the database file and the uploads: fresh, and the same for every area.
seed_template() {
  mkdir -p "$WORK/template"
  RANDEVU_PROFILE=development RANDEVU_DATABASE_URL="sqlite://$WORK/template/randevu.db?mode=rwc" \
    RANDEVU_STORAGE_DIR="$WORK/template/uploads" "$BIN" seed --demo >"$WORK/template/seed.log" 2>&1 ||
    { cat "$WORK/template/seed.log" >&2; return 1; }
}

start_server() {
  local area=$1 port
  port="$(free_port)"
  cp -a "$WORK/template" "$WORK/$area"
  RANDEVU_PROFILE=development RANDEVU_HOST=127.0.0.1 RANDEVU_PORT="$port" \
    RANDEVU_DATABASE_URL="sqlite://$WORK/$area/randevu.db?mode=rwc" RANDEVU_STORAGE_DIR="$WORK/$area/uploads" \
    RANDEVU_PUBLIC_URL="http://127.0.0.1:$port" RANDEVU_REALTIME_REDIS_URL="" \
    "$BIN" serve --no-demo >"$WORK/$area/server.log" 2>&1 &
  SERVER_PID=$!
  BASE="http://127.0.0.1:$port"
  for _ in $(seq 120); do
    curl -sf "$BASE/api/health" >/dev/null 2>&1 && return 0
    kill -0 "$SERVER_PID" 2>/dev/null || break
    sleep 0.5
  done
  echo "the server for $area did not start:" >&2
  cat "$WORK/$area/server.log" >&2
  return 1
}

stop_server() {
  kill "$SERVER_PID" 2>/dev/null || true
  wait "$SERVER_PID" 2>/dev/null || true
  SERVER_PID=""
}

login() {
  curl -sf -X POST "$BASE/api/site/login/password" -H 'content-type: application/json' \
    -d "{\"phone\":\"$1\",\"password\":\"randevu-demo\",\"isAgreementAccepted\":true,\"captchaToken\":\"dev\"}" |
    python3 -c 'import json, sys; print(json.load(sys.stdin)["token"])'
}

run() {
  local area=$1
  shift
  local auth=()
  [ -n "${TOKEN:-}" ] && auth=(--header "Authorization: Bearer $TOKEN")
  "$VENV/bin/schemathesis" run "$BASE/api/openapi.json" \
    --checks all --exclude-checks "$EXCLUDED_CHECKS" \
    --seed "$SEED" --max-examples "$MAX_EXAMPLES" --workers 1 \
    --request-timeout 10 --no-color --warnings off \
    "${auth[@]}" "$@" || { echo "schemathesis: failures in $area" >&2; return 1; }
}

seed_template
failed=()
for area in "${AREAS[@]}"; do
  [ -n "${PATHS[$area]:-}" ] || { echo "unknown area: $area" >&2; exit 2; }
  echo "== $area"
  start_server "$area"
  TOKEN=""
  [ -n "${PHONE[$area]}" ] && TOKEN="$(login "${PHONE[$area]}")"
  ok=true
  run "$area" --include-path-regex "${PATHS[$area]}" --exclude-path-regex "$SESSION_ENDERS" || ok=false
  if [ -n "${ENDER[$area]:-}" ]; then
    run "$area" --include-path-regex "${ENDER[$area]}" || ok=false
  fi
  stop_server
  $ok || failed+=("$area")
done

if [ ${#failed[@]} -gt 0 ]; then
  echo "schemathesis: failures in ${failed[*]}" >&2
  exit 1
fi
echo "schemathesis: 0 failures in ${AREAS[*]}"
