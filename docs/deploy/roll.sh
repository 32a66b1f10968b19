#!/usr/bin/env bash
# Restarts the shop's instances one after another (./roll.sh 3001 3002) so shoppers never get an error: each one
# drains and stops, starts on the release `current` points to, and is answering before the next one stops.
set -euo pipefail
for port in "$@"; do
  systemctl restart "hunar@$port"
  until curl -sf -o /dev/null "http://127.0.0.1:$port/api/health/ready"; do sleep 0.5; done
  echo "$(date +%T) hunar@$port is answering"
  # nginx counts an instance that refused connections as down for fail_timeout (5 s): wait that out before the next.
  sleep 6
done
