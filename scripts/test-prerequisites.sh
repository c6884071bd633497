#!/usr/bin/env bash
# What `npm test` needs beyond Node: Debian's chromium (browser tests), PostgreSQL (the
# server suite's second run), lua5.4 and curl (the FiveM resource's test runs the resource
# under lua5.4, whose harness makes its HTTP requests with curl), MariaDB (the writes into
# a game's own database are tested against it) and Prometheus' promtool (the metrics are read by
# Prometheus' own parser). Installs whichever is missing
# with apt-get, as root or through sudo; prints what to install by hand where neither is possible.
set -euo pipefail

missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || missing+=(postgresql)
command -v lua5.4 >/dev/null 2>&1 || missing+=(lua5.4)
command -v curl >/dev/null 2>&1 || missing+=(curl)
{ [ -x /usr/sbin/mariadbd ] && [ -x /usr/bin/mariadb-install-db ]; } || missing+=(mariadb-server)
command -v promtool >/dev/null 2>&1 || missing+=(prometheus)
((${#missing[@]} == 0)) && exit 0

sudo=''
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then
    sudo='sudo'
  else
    echo "npm test needs: ${missing[*]}. Install them (apt-get install ${missing[*]}) and run again." >&2
    exit 1
  fi
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "npm test needs: ${missing[*]} (Debian's packages). Install them and run again." >&2
  exit 1
fi
echo "Installing ${missing[*]} for the tests (apt-get)..."
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
