#!/usr/bin/env bash
# Ensure the local services the test suite talks to are up:
#   MariaDB on 127.0.0.1:3306 (root, empty password over TCP)
#   Redis   on 127.0.0.1:6379 (nothing persisted)
#   Debian chromium, only when NEED_CHROMIUM=1
# Idempotent: does nothing but check when everything is already running.
# Debian 12 only (apt-get); run as root or with passwordless sudo.
set -euo pipefail

log() { echo "[infra] $*"; }
die() { echo "[infra] ERROR: $*" >&2; exit 1; }

if [ "$(id -u)" -eq 0 ]; then
  SUDO=()
elif command -v sudo >/dev/null 2>&1; then
  SUDO=(sudo -n)
else
  SUDO=()
fi
as_root() { "${SUDO[@]}" "$@"; }

APT_UPDATED=0
APT_LOG=${TMPDIR:-/tmp}/infra-apt.log
# apt/dpkg output goes to a log (hundreds of lines); shown only when it fails.
apt_run() {
  if ! as_root env DEBIAN_FRONTEND=noninteractive apt-get "$@" >>"$APT_LOG" 2>&1; then
    tail -n 30 "$APT_LOG" >&2
    die "apt-get $* failed (full log: $APT_LOG)"
  fi
}
apt_install() {
  if [ "$APT_UPDATED" -eq 0 ]; then
    log "apt-get update"
    apt_run update
    APT_UPDATED=1
  fi
  log "apt-get install $* (log: $APT_LOG)"
  apt_run install -y "$@"
}

# wait_for <seconds> <description> <command...>
wait_for() {
  local secs=$1 what=$2
  shift 2
  local i
  for ((i = 0; i < secs; i++)); do
    if "$@" >/dev/null 2>&1; then
      return 0
    fi
    sleep 1
  done
  die "$what not ready after ${secs}s"
}

# ---------------------------------------------------------------- MariaDB
mariadb_ping() { mariadb-admin --connect-timeout=2 ping >/dev/null 2>&1; }

ensure_mariadb() {
  if command -v mariadb-admin >/dev/null 2>&1 && mariadb_ping; then
    log "mariadb: already running"
  else
    if ! command -v mariadbd >/dev/null 2>&1 && [ ! -x /usr/sbin/mariadbd ]; then
      log "mariadb: not installed"
      apt_install mariadb-server redis-server
    fi
    # apt's postinst may have started it already.
    if mariadb_ping; then
      log "mariadb: running"
    else
      log "mariadb: starting"
      as_root mkdir -p /run/mysqld
      as_root chown mysql:mysql /run/mysqld
      if [ ! -d /var/lib/mysql/mysql ]; then
        log "mariadb: initialising data directory"
        as_root mariadb-install-db --user=mysql --datadir=/var/lib/mysql >/dev/null
      fi
      as_root start-stop-daemon --start --oknodo --background --exec /usr/sbin/mariadbd -- \
        --user=mysql --bind-address=127.0.0.1 --port=3306
      wait_for 60 "mariadb" mariadb-admin --connect-timeout=2 ping
      log "mariadb: up"
    fi
  fi

  # The app and tests connect over TCP as root with an empty password; a
  # fresh Debian install only lets root in through the unix socket.
  if mariadb -h127.0.0.1 -P3306 -uroot -e 'select 1' >/dev/null 2>&1; then
    log "mariadb: root@127.0.0.1 login ok"
  else
    log "mariadb: enabling root login over 127.0.0.1 with empty password"
    as_root mariadb -uroot <<'SQL'
ALTER USER 'root'@'localhost' IDENTIFIED VIA mysql_native_password USING PASSWORD('') OR unix_socket;
CREATE USER IF NOT EXISTS 'root'@'127.0.0.1' IDENTIFIED VIA mysql_native_password USING PASSWORD('');
ALTER USER 'root'@'127.0.0.1' IDENTIFIED VIA mysql_native_password USING PASSWORD('');
GRANT ALL PRIVILEGES ON *.* TO 'root'@'127.0.0.1' WITH GRANT OPTION;
FLUSH PRIVILEGES;
SQL
    mariadb -h127.0.0.1 -P3306 -uroot -e 'select 1' >/dev/null 2>&1 ||
      die "mariadb: root still cannot log in over 127.0.0.1"
    log "mariadb: root@127.0.0.1 login ok"
  fi
}

# ------------------------------------------------------------------ Redis
redis_ping() { [ "$(redis-cli -h 127.0.0.1 -p 6379 ping 2>/dev/null)" = "PONG" ]; }

ensure_redis() {
  if command -v redis-cli >/dev/null 2>&1 && redis_ping; then
    log "redis: already running"
    return
  fi
  if ! command -v redis-server >/dev/null 2>&1; then
    log "redis: not installed"
    apt_install redis-server
  fi
  if redis_ping; then
    log "redis: running"
    return
  fi
  log "redis: starting"
  as_root mkdir -p /var/lib/redis /var/log/redis
  # Nothing is persisted: the tests treat Redis as a scratch queue/cache.
  as_root redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 \
    --save "" --appendonly no --dir /var/lib/redis --logfile /var/log/redis/ci.log
  wait_for 60 "redis" redis_ping
  log "redis: up"
}

# --------------------------------------------------------------- Chromium
ensure_chromium() {
  if [ "${NEED_CHROMIUM:-0}" != "1" ]; then
    return
  fi
  if command -v chromium >/dev/null 2>&1; then
    log "chromium: installed ($(command -v chromium))"
  else
    log "chromium: not installed"
    # Debian's build, never a browser download (npx playwright install fails here).
    apt_install chromium
    command -v chromium >/dev/null 2>&1 || die "chromium: install failed"
    log "chromium: installed"
  fi
}

ensure_mariadb
ensure_redis
ensure_chromium
log "services ready"
