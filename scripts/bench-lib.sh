# Shared by the bench scripts (sourced, not run): the server they start and the fresh, seeded
# database each backend gets. Expects BIN, OUT, PG_ADMIN_URL, PG_DB and SALONS to be set.

SERVER_PID=
stop_server() {
    if [ -n "$SERVER_PID" ] && kill -0 "$SERVER_PID" 2>/dev/null; then
        kill "$SERVER_PID"
        wait "$SERVER_PID" 2>/dev/null || true
    fi
    SERVER_PID=
}
trap stop_server EXIT

# prepare_backend NAME BACKEND: a fresh database NAME (a SQLite file under OUT, or the PostgreSQL
# database PG_DB) with the demo data plus SALONS synthetic salons (none when 0) and, with HISTORY=1,
# two years of history; exports DB_URL and the server's
# settings for the commands that follow.
prepare_backend() {
    local name=$1 backend=$2
    case $backend in
    sqlite)
        [ "${REUSE_DB:-0}" = 1 ] || rm -f "$OUT/$name.db" "$OUT/$name.db-wal" "$OUT/$name.db-shm"
        DB_URL=sqlite://$OUT/$name.db
        ;;
    postgres)
        [ "${REUSE_DB:-0}" = 1 ] || psql "$PG_ADMIN_URL" -q -c "DROP DATABASE IF EXISTS $PG_DB" -c "CREATE DATABASE $PG_DB"
        DB_URL=${PG_ADMIN_URL%/*}/$PG_DB
        ;;
    *) echo "unknown backend $backend (sqlite or postgres)" >&2; return 1 ;;
    esac
    # REUSE_DB=1: measure the database a previous run (KEEP_DB=1) or a seed run beside it left
    # as it is, e.g. two backends seeded at once on the two cores, then measured one by one.
    if [ "${REUSE_DB:-0}" = 1 ]; then
        export DATABASE_URL=$DB_URL RANDEVU_DATABASE_URL=$DB_URL RANDEVU_STORAGE_DIR=$OUT/$name-files-$backend RANDEVU_HOST=127.0.0.1 RANDEVU_PROFILE=development
        export RUST_LOG=${RUST_LOG:-warn}
        echo "== $backend: reusing the seeded database as it is (REUSE_DB=1)"
        return 0
    fi
    rm -rf "$OUT/$name-files-$backend"
    export DATABASE_URL=$DB_URL RANDEVU_DATABASE_URL=$DB_URL RANDEVU_STORAGE_DIR=$OUT/$name-files-$backend RANDEVU_HOST=127.0.0.1 RANDEVU_PROFILE=development
    export RUST_LOG=${RUST_LOG:-warn}

    echo "== $backend: migrate, seed --demo, seed --synthetic $SALONS$([ "${HISTORY:-0}" = 1 ] && echo ", seed --history")"
    "$BIN" migrate
    "$BIN" seed --demo | sed -n 1p
    if [ "$SALONS" -gt 0 ]; then
        "$BIN" seed --synthetic "$SALONS"
    fi
    # Two years of visits for the Premium demo salons (issue #19's numbers); HISTORY=1.
    if [ "${HISTORY:-0}" = 1 ]; then
        "$BIN" seed --history | tr '\n' ' ' && echo
    fi
    if [ "${POSTS:-0}" -gt 0 ]; then
        "$BIN" seed --posts "$POSTS" | sed -n 1p
    fi
}

# settle_writes BACKEND: what a seed wrote is on disk before anything is measured (a PostgreSQL
# checkpoint or a SQLite WAL checkpoint, then the kernel's dirty pages), so the first rows do not
# compete with the flush of gigabytes (the first 100k PostgreSQL run did).
settle_writes() {
    case $1 in
    postgres) psql "$DB_URL" -q -c "CHECKPOINT" ;;
    sqlite) python3 -c 'import sqlite3,sys; sqlite3.connect(sys.argv[1]).execute("PRAGMA wal_checkpoint(TRUNCATE)")' "${DB_URL#sqlite://}" ;;
    esac
    sync
    sleep 5
}
