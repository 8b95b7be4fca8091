#!/usr/bin/env bash
# Runs a command under an artificial CPU load: N busy processes (default 8) that end with it.
#   scripts/load.sh 8 npm test
set -euo pipefail
n="$1"; shift
pids=()
for _ in $(seq 1 "$n"); do node -e 'for (;;) {}' & pids+=("$!"); done
trap 'kill "${pids[@]}" 2>/dev/null || true' EXIT
"$@"
