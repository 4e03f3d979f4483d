#!/usr/bin/env bash
# The layer rules of docs/architecture.md that the compiler cannot see:
#  - `api` does not know the database: no sea-orm dependency, no `sea_orm::` or `store::entities`
#    in its sources (it talks to `store` functions and their row types only);
#  - `server` does not know the database either (its seeds write through `store::seed`); its
#    integration tests may use sea-orm as a dev-dependency for fixtures;
#  - `domain` is pure: no database, HTTP or async runtime among its dependencies.
set -euo pipefail
cd "$(dirname "$0")/.."
status=0

direct_deps() { cargo tree -q -p "$1" -e normal,build --depth 1 --prefix none | sed 1d | awk '{print $1}'; }

if direct_deps api | grep -qx 'sea-orm'; then
  echo "layers: crates/api depends on sea-orm; database access belongs in crates/store" >&2
  status=1
fi
if hits=$(grep -rnE 'sea_orm|store::entities' crates/api/src); then
  echo "layers: crates/api names the database layer (use store's functions and row types):" >&2
  echo "$hits" >&2
  status=1
fi
if direct_deps server | grep -qx 'sea-orm'; then
  echo "layers: crates/server depends on sea-orm; database access belongs in crates/store" >&2
  status=1
fi
if hits=$(grep -rnE 'sea_orm|store::entities' crates/server/src); then
  echo "layers: crates/server names the database layer (use store's functions):" >&2
  echo "$hits" >&2
  status=1
fi
if bad=$(direct_deps domain | grep -xE 'sea-orm|sqlx|tokio|axum|reqwest|redis'); then
  echo "layers: crates/domain must stay pure (no IO crates), found: $bad" >&2
  status=1
fi
[ "$status" -eq 0 ] && echo "layers: ok"
exit "$status"
