#!/usr/bin/env bash
# Starts a throwaway PostgreSQL 15 for trying or testing `belote hub serve`, and prints its URL.
#
#   ./scripts/hub-db.sh            # → postgresql://hub@127.0.0.1:PORT/belote_hub  (on stdout)
#   ./scripts/hub-db.sh stop DIR   # stops the server started in DIR and removes DIR
#
# The cluster lives in a new temporary folder (named on stderr, with the command that stops it),
# listens on 127.0.0.1 only at a free port, keeps its socket in that folder, and trusts local
# logins (acceptable only because it listens on loopback and lives for one session). Installs
# Debian's postgresql-15 first when its server programs are missing. As root, the server runs as
# the `postgres` user (initdb refuses to run as root). HUB_DB_OPTIONS adds server settings
# (`-c shared_buffers=2GB -c max_wal_size=4GB` for the benchmark).
set -euo pipefail

bin=/usr/lib/postgresql/15/bin

as_owner() { # runs a server program as the folder's owner
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

if [ "${1:-}" = "stop" ]; then
  dir=${2:?usage: hub-db.sh stop DIR}
  [ -d "$dir/data" ] || { echo "no PostgreSQL data folder in $dir" >&2; exit 2; }
  as_owner "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null
  rm -rf "$dir"
  exit 0
fi

if [ ! -x "$bin/initdb" ]; then
  sudo_cmd=()
  [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
  "${sudo_cmd[@]}" apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq postgresql-15 >&2
fi

dir=$(mktemp -d /tmp/belote-hub-db.XXXXXX)
chmod 755 "$dir"
[ "$(id -u)" -ne 0 ] || chown postgres: "$dir"

# PostgreSQL takes no port 0: ask the system for a free port, then give it that one.
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()')

as_owner "$bin/initdb" -D "$dir/data" -U hub --auth=trust -E UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 ||
  { cat "$dir/initdb.log" >&2; exit 1; }
as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w \
  -o "-c listen_addresses=127.0.0.1 -p $port -k $dir ${HUB_DB_OPTIONS:-}" start >/dev/null ||
  { cat "$dir/log" >&2; exit 1; }
as_owner "$bin/createdb" -h 127.0.0.1 -p "$port" -U hub belote_hub

echo "postgresql://hub@127.0.0.1:$port/belote_hub"
echo "PostgreSQL 15 in $dir (log: $dir/log); stop it with: $0 stop $dir" >&2
