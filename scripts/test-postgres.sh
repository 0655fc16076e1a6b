#!/usr/bin/env bash
# Starts a throw-away PostgreSQL server on loopback for the test suite and prints its URL.
#   scripts/test-postgres.sh start   → installs Debian's postgresql if missing (ensure-packages.sh), starts a server, prints TEST_DATABASE_URL
#   scripts/test-postgres.sh restart [S] → restarts it (fast shutdown: open connections are cut), for the fault tests;
#                                    with S, it stays down S seconds before it starts again
#   scripts/test-postgres.sh stop    → stops it and removes its data
set -euo pipefail
# Below Linux's ephemeral range (32768–60999), so that no outgoing connection can be holding the port.
port="${TEST_PG_PORT:-25429}"
data_dir="${TEST_PG_DIR:-/tmp/site-test-pg}"

pg_bin() {
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  [ -n "$dir" ] && echo "$dir"
}

as_postgres() {
  if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

# Starts the server in $data_dir; when it cannot, prints the end of its log (the reason) before failing.
start_server() {
  if ! as_postgres "$1/pg_ctl" -D "$data_dir" -l "$data_dir/server.log" -w \
    -o "-p $port -k $data_dir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null; then
    tail -n 20 "$data_dir/server.log" >&2 || true
    return 1
  fi
}

case "${1:-start}" in
  start)
    bash "$(dirname "$0")/ensure-packages.sh" postgresql >&2
    bin=$(pg_bin)
    rm -rf "$data_dir"
    mkdir -p "$data_dir"
    [ "$(id -u)" = "0" ] && chown postgres:postgres "$data_dir"
    as_postgres "$bin/initdb" -D "$data_dir" -U postgres -A trust --no-sync >/dev/null
    start_server "$bin"
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  restart)
    down_seconds="${2:-0}"
    if [ "$down_seconds" = "0" ]; then
      as_postgres "$(pg_bin)/pg_ctl" -D "$data_dir" -l "$data_dir/server.log" -m fast -w restart >/dev/null
    else
      as_postgres "$(pg_bin)/pg_ctl" -D "$data_dir" -m fast -w stop >/dev/null
      sleep "$down_seconds"
      start_server "$(pg_bin)"
    fi
    ;;
  stop)
    bin=$(pg_bin)
    [ -n "$bin" ] && [ -d "$data_dir" ] && as_postgres "$bin/pg_ctl" -D "$data_dir" -m fast stop >/dev/null || true
    rm -rf "$data_dir"
    ;;
esac
