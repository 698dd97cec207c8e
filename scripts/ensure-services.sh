#!/usr/bin/env bash
# Starts the machine's PostgreSQL and Redis when they are down (tests create their own databases).
set -euo pipefail

if ! pg_isready -q -h 127.0.0.1 -p 5432; then
  echo "Starting PostgreSQL"
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n 1)" main start
  for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 -p 5432 && break; sleep 1; done
fi
if ! redis-cli -h 127.0.0.1 -p 6379 ping > /dev/null 2>&1; then
  echo "Starting Redis"
  redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no
fi
